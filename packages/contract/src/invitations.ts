import { z } from 'zod';
import { Password, SessionResponse } from './auth.js';

/** The secret of an invitation link `/invitation/<token>`: 32 bytes, base64url. */
export const InvitationToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'invalid');

export const InvitationParams = z.object({ token: z.string() });

/** Who the invitation is for, shown beside the password field. */
export const InvitationResponse = z.object({ fullname: z.string(), email: z.string() });
export type InvitationResponse = z.infer<typeof InvitationResponse>;

export const AcceptInvitationRequest = z.strictObject({ token: z.string().max(100), password: Password });
export type AcceptInvitationRequest = z.infer<typeof AcceptInvitationRequest>;

/** Signed in, as after a sign-in. */
export const AcceptInvitationResponse = SessionResponse;
export type AcceptInvitationResponse = z.infer<typeof AcceptInvitationResponse>;

/** How long an e-mailed invitation link works. */
export const INVITATION_DAYS = 7;
