import { z } from 'zod';
import { paginated } from '../pagination.js';
import { AdminListQuery } from './common.js';

/**
 * Every action the server records. The recorder accepts only these, and the console labels each in both
 * languages (a web test fails when one has no label), so a new action can't reach the log unnamed.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'archive',
  'publish',
  'unpublish',
  'import',
  'export',
  'download',
  'bulk_move',
  'bulk_tag',
  'bulk_untag',
  'bulk_archive',
  'bulk_restore',
  'close',
  'merge',
  'retire',
  'revoke',
  'deactivate',
  'reactivate',
  'resend_verification',
  'send_invitation',
  'create_batch',
  'enable',
  'disable',
  'refund_requested',
  'refund',
  'refund_failed',
  'auto_refund',
  'mark',
  'override_mark',
  'regrade',
  'reveal_identity',
  'send',
  'add_members',
  'remove_members',
  'reopen',
  'grant_attempt',
  'first_mark',
  'second_mark',
  'agreed_mark',
  'cancel',
  'release_device',
  'integrity_verdict',
  'extend_time',
  'end_attempt',
  'rotate',
  'api_call',
  'resend',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Every kind of object the server records a write on (same rule as the actions). */
export const AUDIT_ENTITIES = [
  'quiz',
  'question',
  'question_category',
  'quiz_category',
  'question_import_template',
  'question_import',
  'quiz_results',
  'competition',
  'plan',
  'coupon',
  'payment',
  'certificate',
  'user',
  'accommodation',
  'school',
  'privacy_policy',
  'settings',
  'trial',
  'announcement',
  'group',
  'assignment',
  'quiz_access_rules',
  'assignment_access_rules',
  'live_announcement',
  'media',
  'credential_key',
  'api_key',
  'webhook',
  'lti_platform',
  'lti_key',
  'lti_passback',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** One write under /api/v1/admin/: who, when, what, and the fields that changed. */
export const AuditEntry = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.string(), fullname: z.string(), email: z.string() }).nullable(),
  /** The API key a write (or a key's call, `api_call`) was made with; then `actor` is null and the key is who acted. */
  api_key: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** One of AUDIT_ACTIONS for rows written today; older rows may hold a retired value, shown as is. */
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /**
   * The object's name in the request's language (a quiz's title, a question's text, a user's name), read when
   * the page is served; for an object since deleted, the name its audit row recorded; null when there is none.
   */
  title: z.string().nullable(),
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
