import { z } from 'zod';
import { paginated, PaginationQuery } from './pagination.js';

export const PrivacyPolicySection = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  order: z.number().int(),
  updated_at: z.string(),
});
export type PrivacyPolicySection = z.infer<typeof PrivacyPolicySection>;

export const PrivacyPolicyListQuery = PaginationQuery;
export const PrivacyPolicyListResponse = paginated(PrivacyPolicySection);
export type PrivacyPolicyListResponse = z.infer<typeof PrivacyPolicyListResponse>;
