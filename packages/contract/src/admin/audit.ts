import { z } from 'zod';
import { paginated } from '../pagination.js';
import { AdminListQuery } from './common.js';

/** One write under /api/v1/admin/: who, when, what, and the fields that changed. */
export const AuditEntry = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.string(), fullname: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** Field → [before, after]; a create has only "after" values (before null), a delete only "before". */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditListQuery = AdminListQuery.extend({
  entity: z.string().trim().max(40).optional(),
  entity_id: z.string().trim().max(40).optional(),
  action: z.string().trim().max(40).optional(),
  actor: z.uuid().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditListQuery = z.infer<typeof AuditListQuery>;
export const AuditListResponse = paginated(AuditEntry);
export type AuditListResponse = z.infer<typeof AuditListResponse>;
