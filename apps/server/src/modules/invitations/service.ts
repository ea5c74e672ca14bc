import {
  InvitationToken,
  type AcceptInvitationRequest,
  type AcceptInvitationResponse,
  type InvitationResponse,
} from '@mizan/contract/invitations';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/password.js';
import { assertPasswordAllowed } from '../accounts/password-policy.js';
import type { Sessions } from '../accounts/sessions.js';
import { toUser } from '../accounts/user-view.js';
import type { InvitationsRepo } from './repo.js';
import { tokenHash } from './tokens.js';

const unknownInvitation = () => new AppError(404, 'not_found', 'errors:invitations.not_found');
const usedInvitation = () => new AppError(410, 'invitation_used', 'errors:invitations.used');
const expiredInvitation = () => new AppError(410, 'invitation_expired', 'errors:invitations.expired');

export interface InvitationDeps {
  repo: InvitationsRepo;
  sessions: Pick<Sessions, 'issue'>;
  publicUrl: string;
  now?: () => Date;
}

/** Opening and accepting an e-mailed invitation: the invited person chooses a password and is signed in. */
export function invitationService({ repo, sessions, publicUrl, now = () => new Date() }: InvitationDeps) {
  /** 404 for a token that never was (or whose account was deactivated), 410 for one used or past its date. */
  const usable = async (token: string) => {
    const row = InvitationToken.safeParse(token).success ? await repo.byTokenHash(tokenHash(token)) : undefined;
    if (!row || row.deactivatedAt) throw unknownInvitation();
    if (row.usedAt) throw usedInvitation();
    if (row.expiresAt <= now()) throw expiredInvitation();
    return row;
  };

  return {
    async show(token: string): Promise<InvitationResponse> {
      const { fullname, email } = await usable(token);
      return { fullname, email };
    },

    async accept({ token, password }: AcceptInvitationRequest): Promise<AcceptInvitationResponse> {
      assertPasswordAllowed(password, 'password');
      await usable(token);
      const user = await repo.accept(tokenHash(token), await hashPassword(password), now());
      // Checked before hashing too; here a concurrent accept (or the deadline) got there between the two.
      if (!user) throw usedInvitation();
      return { ...(await sessions.issue(user)), user: toUser(user, publicUrl) };
    },
  };
}

export type InvitationService = ReturnType<typeof invitationService>;
