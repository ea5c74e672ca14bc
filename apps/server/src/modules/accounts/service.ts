import type {
  ChangePasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SessionResponse,
  TokenPairResponse,
  ValidateEmailRequest,
  VerifyOtpRequest,
} from '@mizan/contract/auth';
import type { Language } from '@mizan/contract/i18n';
import type { CodePurpose } from '../../db/schema/accounts.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { Mailer } from '../../lib/mail.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { codeMail, registrationNoticeMail } from './mail-templates.js';
import type { OneTimeCodes } from './one-time-codes.js';
import { assertPasswordAllowed } from './password-policy.js';
import { tokenNotValid, type Sessions } from './sessions.js';
import { toUser } from './user-view.js';
import { isUniqueViolation, type UserRow, type UsersRepo } from './users-repo.js';

/** A message key the route answers with as `{detail}` in the request's language. */
export type Detail = `errors:accounts.${string}`;

export interface AccountDeps {
  users: UsersRepo;
  codes: OneTimeCodes;
  sessions: Sessions;
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
}

const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'errors:accounts.invalid_credentials');
const accountDeactivated = () => new AppError(403, 'account_deactivated', 'errors:accounts.account_deactivated');
const invalidCode = (field: 'code' | 'otp') => new AppError(400, 'invalid_code', 'errors:accounts.invalid_code', { field });

/** The whole instant after now: tokens minted before it are refused, tokens minted from it on are not. */
const nextWholeSecond = (now: Date) => new Date((Math.floor(now.getTime() / 1000) + 1) * 1000);

export function accountService({ users, codes, sessions, mailer, publicUrl, now = () => new Date() }: AccountDeps) {
  const sendCode = async (user: UserRow, purpose: CodePurpose) => {
    if (user.deactivatedAt) return; // no code could be used: signIn refuses the account
    const code = await codes.issue(user.id, purpose);
    if (code) mailer.send(codeMail(purpose, user.language, user, code));
  };

  /** Every way in ends here, so a deactivated account is refused whichever proof it brought. */
  const signIn = async (user: UserRow): Promise<SessionResponse> => {
    if (user.deactivatedAt) throw accountDeactivated();
    return { ...(await sessions.issue(user)), user: toUser(user, publicUrl) };
  };

  /** A code proved the mailbox is theirs: the address counts as verified from now on. */
  const verified = async (user: UserRow) => (user.isVerified ? user : ((await users.update(user.id, { isVerified: true })) ?? user));

  /** New password, every session ended, every access token issued so far refused. */
  const replacePassword = async (user: UserRow, password: string) => {
    const validAfter = nextWholeSecond(now());
    const updated = await users.setPassword(user.id, await hashPassword(password), validAfter);
    // Announced to every process: their cached tokens_valid_after is dropped with the sessions.
    await sessions.revokeAll(user.id);
    return updated ?? user;
  };

  return {
    /**
     * The same 201 whether or not the address is taken, so registering reveals no account: the owner of a
     * taken address is mailed a notice instead. The password is hashed either way, so both cost the same.
     */
    async register(input: RegisterRequest, language: Language): Promise<Detail> {
      assertPasswordAllowed(input.password, 'password');
      const passwordHash = await hashPassword(input.password);
      const existing = await users.findByEmail(input.email);
      const created = existing
        ? null
        : await users
            .insert({ email: input.email, passwordHash, fullname: input.fullname, phone: input.phone || null, language })
            .catch((err: unknown) => {
              // A concurrent registration of the same address won the unique index.
              if (isUniqueViolation(err)) return null;
              throw err;
            });
      if (created) await sendCode(created, 'verify_email');
      const owner = created ? null : (existing ?? (await users.findByEmail(input.email)));
      if (owner) mailer.send(registrationNoticeMail(owner.language, owner, `${publicUrl}/auth/login`));
      return 'errors:accounts.registered';
    },

    async validateEmail({ email, code }: ValidateEmailRequest): Promise<SessionResponse> {
      const user = await users.findByEmail(email);
      if (!(await codes.verify(user?.id ?? null, 'verify_email', code)) || !user) throw invalidCode('code');
      return signIn(await verified(user));
    },

    /** Same answer whether or not the address has an account, or is verified already. */
    async resendVerificationCode(email: string): Promise<Detail> {
      const user = await users.findByEmail(email);
      if (user && !user.isVerified) await sendCode(user, 'verify_email');
      return 'errors:accounts.code_sent_if_account';
    },

    async login({ email, password }: LoginRequest): Promise<SessionResponse> {
      const user = await users.findByEmail(email);
      if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) throw invalidCredentials();
      if (user.deactivatedAt) throw accountDeactivated();
      if (!user.isVerified) {
        await sendCode(user, 'verify_email');
        throw new AppError(403, 'email_not_verified', 'errors:accounts.email_not_verified');
      }
      return signIn(user);
    },

    async loginOtp(email: string): Promise<Detail> {
      const user = await users.findByEmail(email);
      if (user) await sendCode(user, 'login');
      return 'errors:accounts.code_sent_if_account';
    },

    async verifyOtp({ email, otp }: VerifyOtpRequest): Promise<SessionResponse> {
      const user = await users.findByEmail(email);
      if (!(await codes.verify(user?.id ?? null, 'login', otp)) || !user) throw invalidCode('otp');
      return signIn(await verified(user));
    },

    async forgotPassword(email: string): Promise<Detail> {
      const user = await users.findByEmail(email);
      if (user) await sendCode(user, 'reset_password');
      return 'errors:accounts.code_sent_if_account';
    },

    async resetPassword({ email, code, password }: ResetPasswordRequest): Promise<Detail> {
      // Checked before the code is spent, so a refused password does not burn the code.
      assertPasswordAllowed(password, 'password');
      const user = await users.findByEmail(email);
      if (!(await codes.verify(user?.id ?? null, 'reset_password', code)) || !user) throw invalidCode('code');
      await replacePassword(user, password);
      return 'errors:accounts.password_reset';
    },

    /** Ends every session (this one included) and hands this client a fresh pair. */
    async changePassword(userId: string, { old_password, new_password }: ChangePasswordRequest): Promise<TokenPairResponse> {
      const user = await users.findById(userId);
      if (!user) throw tokenNotValid();
      if (!(await verifyPassword(user.passwordHash, old_password))) throw fieldError('old_password', 'errors:accounts.wrong_password');
      assertPasswordAllowed(new_password, 'new_password');
      return sessions.issue(await replacePassword(user, new_password));
    },

    refresh: (token: string) => sessions.rotate(token),
    logout: (token: string) => sessions.revoke(token),
  };
}

export type AccountService = ReturnType<typeof accountService>;
