import { z } from 'zod';
import { SessionResponse } from './auth.js';

/** The single-use code an LTI launch put in the SPA's address, exchanged for a session. */
export const LtiExchangeRequest = z.strictObject({ code: z.string().min(20).max(100) });
export type LtiExchangeRequest = z.infer<typeof LtiExchangeRequest>;

/** The session, and where in the app the launch goes (the quiz). */
export const LtiExchangeResponse = SessionResponse.extend({ next: z.string() });
export type LtiExchangeResponse = z.infer<typeof LtiExchangeResponse>;
