import { z } from 'zod';
import { FullName, Phone, User } from './profile.js';

export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const PASSWORD_MIN_LENGTH = 8;
/** Length only: no composition rules (NIST 800-63B); the server also refuses very common passwords. */
export const Password = z.string().min(PASSWORD_MIN_LENGTH).max(128);
/** Digits in a one-time code (e-mailed verification, sign-in and reset codes), and how long one lasts. */
export const ONE_TIME_CODE_LENGTH = 6;
export const ONE_TIME_CODE_MINUTES = 10;
export const OneTimeCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${ONE_TIME_CODE_LENGTH}}$`), 'invalid_code_format');

export const MessageResponse = z.object({ detail: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const TokenPairResponse = z.object({ access: z.string(), refresh: z.string() });
export type TokenPairResponse = z.infer<typeof TokenPairResponse>;

export const SessionResponse = TokenPairResponse.extend({ user: User });
export type SessionResponse = z.infer<typeof SessionResponse>;

export const RegisterRequest = z.strictObject({ email: Email, password: Password, fullname: FullName, phone: Phone.nullable().optional() });
export type RegisterRequest = z.infer<typeof RegisterRequest>;
export const RegisterResponse = MessageResponse;

export const ValidateEmailRequest = z.strictObject({ email: Email, code: OneTimeCode });
export type ValidateEmailRequest = z.infer<typeof ValidateEmailRequest>;
export const ValidateEmailResponse = SessionResponse;

export const ResendVerificationCodeRequest = z.strictObject({ email: Email });
export type ResendVerificationCodeRequest = z.infer<typeof ResendVerificationCodeRequest>;
export const ResendVerificationCodeResponse = MessageResponse;

export const LoginRequest = z.strictObject({ email: Email, password: z.string().min(1).max(128) });
export type LoginRequest = z.infer<typeof LoginRequest>;
export const LoginResponse = SessionResponse;

export const LoginOtpRequest = z.strictObject({ email: Email });
export type LoginOtpRequest = z.infer<typeof LoginOtpRequest>;
export const LoginOtpResponse = MessageResponse;

export const VerifyOtpRequest = z.strictObject({ email: Email, otp: OneTimeCode });
export type VerifyOtpRequest = z.infer<typeof VerifyOtpRequest>;
export const VerifyOtpResponse = SessionResponse;

export const ForgotPasswordRequest = z.strictObject({ email: Email });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;
export const ForgotPasswordResponse = MessageResponse;

export const ResetPasswordRequest = z.strictObject({ email: Email, code: OneTimeCode, password: Password });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;
export const ResetPasswordResponse = MessageResponse;

export const ChangePasswordRequest = z.strictObject({ old_password: z.string().min(1).max(128), new_password: Password });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
export const ChangePasswordResponse = TokenPairResponse;

export const RefreshRequest = z.strictObject({ refresh: z.string().min(1).max(4096) });
export type RefreshRequest = z.infer<typeof RefreshRequest>;
export const RefreshResponse = TokenPairResponse;

export const LogoutRequest = RefreshRequest;
export type LogoutRequest = z.infer<typeof LogoutRequest>;

/** Claims of the refresh JWT (HS256, header `typ: refresh`); the client reads `exp` (seconds) to restore a session. */
export interface RefreshTokenClaims {
  sub: string;
  jti: string;
  fam: string;
  iat: number;
  exp: number;
}
