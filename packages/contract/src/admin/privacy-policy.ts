import { z } from 'zod';
import { requiredBilingual, richBilingual } from './common.js';
import { Instant } from '../instant.js';

export const PolicyVersionState = z.enum(['current', 'scheduled', 'past']);
export type PolicyVersionState = z.infer<typeof PolicyVersionState>;

/** Arabic is required (students' default language); English falls back to it when empty. The content is rich text. */
export const PolicySectionInput = z.strictObject({ title: requiredBilingual(200), content: richBilingual(20_000, { required: true }) });
export type PolicySectionInput = z.input<typeof PolicySectionInput>;

/** A new text of the policy, in effect from `effective_at` (now or later; a scheduled one stays editable until then). */
export const PolicyVersionInput = z.strictObject({
  effective_at: Instant,
  sections: z.array(PolicySectionInput).min(1).max(50),
});
export type PolicyVersionInput = z.input<typeof PolicyVersionInput>;

export const AdminPolicyVersionSummary = z.object({
  id: z.number().int(),
  effective_at: z.string(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  state: PolicyVersionState,
  sections_count: z.number().int(),
});
export type AdminPolicyVersionSummary = z.infer<typeof AdminPolicyVersionSummary>;
export const AdminPolicyVersionList = z.array(AdminPolicyVersionSummary);

export const AdminPolicyVersion = AdminPolicyVersionSummary.extend({
  sections: z.array(
    z.object({ title: z.object({ ar: z.string(), en: z.string() }), content: z.object({ ar: z.string(), en: z.string() }) }),
  ),
});
export type AdminPolicyVersion = z.infer<typeof AdminPolicyVersion>;
