import { z } from 'zod';
import { paginated } from '../pagination.js';
import { plainText } from './common.js';
import { Instant } from '../instant.js';

/**
 * What a key may do. A `:write` scope includes the same area's reads. Which admin route needs which scope is
 * fixed in one map on the server (modules/api-keys/scopes.ts); any other route answers 403 to a key.
 */
export const API_KEY_SCOPES = ['results:read', 'users:read', 'users:write', 'quizzes:read', 'quizzes:write'] as const;
export const ApiKeyScope = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

/** A key as listed: never its secret. */
export const AdminApiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's first characters (`mzn_<id>_`), so an operator can tell which key a caller holds. */
  prefix: z.string(),
  scopes: z.array(ApiKeyScope),
  rate_limit_per_minute: z.number().int(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
  created_by: z.object({ id: z.string(), fullname: z.string() }).nullable(),
});
export type AdminApiKey = z.infer<typeof AdminApiKey>;

export const AdminApiKeyListResponse = paginated(AdminApiKey);
export type AdminApiKeyListResponse = z.infer<typeof AdminApiKeyListResponse>;

export const CreateApiKeyRequest = z.strictObject({
  name: plainText(100).min(1),
  scopes: z.array(ApiKeyScope).min(1),
  /** ISO date-time; null or absent = never expires. Must lie in the future. */
  expires_at: Instant.nullable().optional(),
  rate_limit_per_minute: z.number().int().min(1).max(10_000).optional(),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequest>;

/** The created key with its token, the only time the token is shown. */
export const CreatedApiKey = AdminApiKey.extend({ token: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;
