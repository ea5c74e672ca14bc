import { z } from 'zod';
import { plainText } from './common.js';

/** An https URL (http only for localhost, a developer's own LMS). */
const Url = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || (url.protocol === 'http:' && /^(localhost|127\.0\.0\.1|\[::1\])$/.test(url.hostname));
      } catch {
        return false;
      }
    },
    { message: 'invalid_url' },
  );

const DeploymentId = z.string().trim().min(1).max(255);

/** An LMS that launches Mizan over LTI 1.3, as the console shows it. */
export const AdminLtiPlatform = z.object({
  id: z.number().int(),
  name: z.string(),
  issuer: z.string(),
  client_id: z.string(),
  auth_login_url: z.string(),
  auth_token_url: z.string(),
  auth_token_audience: z.string().nullable(),
  jwks_url: z.string(),
  deployment_ids: z.array(z.string()),
  created_at: z.string(),
});
export type AdminLtiPlatform = z.infer<typeof AdminLtiPlatform>;
export const AdminLtiPlatformListResponse = z.array(AdminLtiPlatform);
export type AdminLtiPlatformListResponse = z.infer<typeof AdminLtiPlatformListResponse>;

/** A platform entered by hand, from the values the LMS shows when the tool is added to it. */
const platformFields = {
  name: plainText(120).min(1),
  issuer: Url,
  client_id: z.string().trim().min(1).max(255),
  auth_login_url: Url,
  auth_token_url: Url,
  auth_token_audience: z.string().trim().max(2000).nullable().optional(),
  jwks_url: Url,
  deployment_ids: z.array(DeploymentId).max(50),
};
export const CreateLtiPlatformRequest = z.strictObject({ ...platformFields, deployment_ids: platformFields.deployment_ids.default([]) });
export type CreateLtiPlatformRequest = z.input<typeof CreateLtiPlatformRequest>;

/** Changes only the fields given (a missing `deployment_ids` keeps the list). */
export const UpdateLtiPlatformRequest = z.strictObject(platformFields).partial();
export type UpdateLtiPlatformRequest = z.input<typeof UpdateLtiPlatformRequest>;

/** The tool's own URLs, to paste into the LMS. */
export const LtiToolUrls = z.object({
  login: z.string(),
  launch: z.string(),
  jwks: z.string(),
  redirect: z.string(),
  registration: z.string(),
  deep_linking: z.string(),
});
export type LtiToolUrls = z.infer<typeof LtiToolUrls>;

export const ltiPassbackStatuses = ['pending', 'sent', 'failed'] as const;

/** A trial's grade passback to its LMS line item. */
export const AdminLtiPassback = z.object({
  trial: z.string(),
  platform: z.object({ id: z.number().int(), name: z.string() }),
  user: z.object({ id: z.string(), fullname: z.string() }),
  quiz: z.object({ id: z.number().int(), title: z.string() }),
  status: z.enum(ltiPassbackStatuses),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  score: z.number().nullable(),
  sent_at: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminLtiPassback = z.infer<typeof AdminLtiPassback>;
export const AdminLtiPassbackListResponse = z.array(AdminLtiPassback);
export const LtiPassbackQuery = z.object({ status: z.enum(ltiPassbackStatuses).optional() });
export const LtiPassbackParams = z.object({ trialId: z.uuid() });
