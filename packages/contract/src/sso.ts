import { z } from 'zod';
import { SessionResponse } from './auth.js';

/** A provider id as configured (`SSO_PROVIDERS=google,microsoft,uni`): lower-case letters, digits, `-` and `_`. */
export const SsoProviderId = z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/);

/** One button on the sign-in page. */
export const SsoProvider = z.object({ id: z.string(), label: z.object({ ar: z.string(), en: z.string() }) });
export type SsoProvider = z.infer<typeof SsoProvider>;
export const SsoProvidersResponse = z.array(SsoProvider);
export type SsoProvidersResponse = z.infer<typeof SsoProvidersResponse>;

export const SsoProviderParams = z.object({ provider: z.string().max(64) });

/** Where the SPA goes after signing in: a path of this site only (never `//host` or a scheme). */
export const SafeRedirect = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\]*$/);

/** start/?redirect=/quizzes&lang=ar: kept with the state; the path is handed back after the callback, the language given to a new account. */
export const SsoStartQuery = z.strictObject({ redirect: z.string().max(2000).optional(), lang: z.enum(['ar', 'en']).optional() });

/** What the provider sends back; any other parameter (iss, session_state, scope…) passes through to the check. */
export const SsoCallbackQuery = z.looseObject({
  state: z.string().max(512).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(256).optional(),
});

/**
 * Why a sign-in through a provider was refused, carried to the sign-in page as `?sso_error=`:
 * the page shows it in the reader's language.
 */
export const SsoErrorCode = z.enum([
  'state_invalid',
  'provider_error',
  'cancelled',
  'email_unverified',
  'domain_refused',
  'account_deactivated',
  'unavailable',
]);
export type SsoErrorCode = z.infer<typeof SsoErrorCode>;

/** The single-use code of the landing page `/auth/sso#code=…`: 32 bytes, base64url. */
export const SsoExchangeRequest = z.strictObject({ code: z.string().max(100) });
export type SsoExchangeRequest = z.infer<typeof SsoExchangeRequest>;
export const SsoExchangeResponse = SessionResponse;
export type SsoExchangeResponse = z.infer<typeof SsoExchangeResponse>;

/** The SPA's landing route after a provider's callback. */
export const SSO_LANDING_PATH = '/auth/sso';
