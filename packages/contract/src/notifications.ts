import { z } from 'zod';
import { paginated, PaginationQuery } from './pagination.js';

/**
 * What a user can be told about. Each kind has a template (locales `notifications.json`, `kinds.<kind>`) and a
 * preference (in the app, by e-mail).
 */
export const NOTIFICATION_KINDS = [
  'result',
  'certificate',
  'competition_starting',
  'receipt',
  'announcement',
  'assignment_opened',
  'assignment_due',
  'attempt_reopened',
  'attempt_granted',
  'result_voided',
] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** Operators' announcements arrive behind the mail icon (`messages`); every other kind behind the bell (`alerts`). */
export const NotificationBox = z.enum(['alerts', 'messages']);
export type NotificationBox = z.infer<typeof NotificationBox>;
export const boxOf = (kind: NotificationKind): NotificationBox => (kind === 'announcement' ? 'messages' : 'alerts');

/** Until a user says otherwise every kind shows in the app and is e-mailed (they are few and each one matters). */
export const DEFAULT_PREFERENCE = { in_app: true, email: true } as const;

export const Notification = z.object({
  id: z.string(),
  kind: NotificationKind,
  box: NotificationBox,
  /** In the request's language. */
  title: z.string(),
  body: z.string(),
  /** A path of the web app (`/quizzes/3/trials/…/results`), or null when the notification stands alone. */
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationListQuery = PaginationQuery.extend({ box: NotificationBox.optional() });
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

const UnreadCounts = z.object({ alerts: z.number().int(), messages: z.number().int() });
export const NotificationListResponse = paginated(Notification).extend({
  /** Unread in the listed box (all boxes without `box`). */
  unread_count: z.number().int(),
  /** Unread per box: the bell's and the mail icon's badges from one call. */
  unread: UnreadCounts,
});
export type NotificationListResponse = z.infer<typeof NotificationListResponse>;

const NotificationId = z.uuid();
/** Mark some (ids of someone else's notifications are ignored) or all of the caller's, optionally of one box. */
export const MarkReadRequest = z.union([
  z.strictObject({ ids: z.array(NotificationId).min(1).max(100) }),
  z.strictObject({ all: z.literal(true), box: NotificationBox.optional() }),
]);
export type MarkReadRequest = z.infer<typeof MarkReadRequest>;
export const MarkReadResponse = z.object({ marked: z.number().int(), unread: UnreadCounts });
export type MarkReadResponse = z.infer<typeof MarkReadResponse>;

export const NotificationPreference = z.strictObject({ kind: NotificationKind, in_app: z.boolean(), email: z.boolean() });
export type NotificationPreference = z.infer<typeof NotificationPreference>;
/** Every kind, the user's choice or the default. */
export const NotificationPreferences = z.object({ preferences: z.array(NotificationPreference) });
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;
/** The kinds sent are changed; the others keep what they were. */
export const UpdateNotificationPreferences = z.strictObject({
  preferences: z
    .array(NotificationPreference)
    .min(1)
    .max(NOTIFICATION_KINDS.length)
    .refine((list) => new Set(list.map((p) => p.kind)).size === list.length, { message: 'duplicate_kind' }),
});
export type UpdateNotificationPreferences = z.infer<typeof UpdateNotificationPreferences>;
