import { z } from 'zod';
import { IntegerId } from '../quizzes.js';
import { plainText } from './common.js';
import { Instant } from '../instant.js';

/**
 * `GET admin/quizzes/{id}/live/`: one sitting; with `assignment`, its classes' students who have not started too.
 * With `since` (the `server_now` of the console's last answer), only the attempts that changed since then, unless the
 * server cannot tell (`full` says which).
 */
export const LiveQuery = z.object({ assignment: IntegerId.optional(), since: Instant.optional() });
export type LiveQuery = z.infer<typeof LiveQuery>;

export const LiveTaker = z.object({
  /** Null for a student of the assignment's classes who has not started. */
  trial: z.string().nullable(),
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  state: z.enum(['not_started', 'in_progress', 'finished']),
  answered: z.number().int(),
  total: z.number().int(),
  /** Null when untimed or not running. */
  remaining_seconds: z.number().int().nullable(),
  /** The latest sign of life: an answer, an event, or the player's poll. */
  last_seen: z.string().nullable(),
  /** online: seen within a minute; away: the page was left and not returned to; offline: not seen for a minute. */
  connection: z.enum(['online', 'away', 'offline']).nullable(),
  events: z.number().int(),
  device_bound: z.boolean(),
});
export type LiveTaker = z.infer<typeof LiveTaker>;

export const LiveCounts = z.object({ not_started: z.number().int(), in_progress: z.number().int(), finished: z.number().int() });
export type LiveCounts = z.infer<typeof LiveCounts>;

export const LiveResponse = z.object({
  /** True: `takers` is the whole sitting. False: only the attempts changed since `since`; the others are as they were. */
  full: z.boolean(),
  /** The whole sitting's counts; only in a full answer (the console counts what it holds). */
  counts: LiveCounts.optional(),
  takers: z.array(LiveTaker),
  server_now: z.string(),
});
export type LiveResponse = z.infer<typeof LiveResponse>;

/** `POST admin/trials/{id}/extend/` (one student) or `POST admin/quizzes/{id}/extend/` (everyone running). */
export const ExtendRequest = z.strictObject({ minutes: z.number().int().min(1).max(600) });
export type ExtendRequest = z.infer<typeof ExtendRequest>;
export const ExtendResponse = z.object({ extended: z.number().int() });

/** `POST admin/quizzes/{id}/announcements/`: shown in every running player of the quiz within seconds. */
export const LiveAnnouncementRequest = z.strictObject({ text: plainText(500).min(1) });
export type LiveAnnouncementRequest = z.infer<typeof LiveAnnouncementRequest>;
export const LiveAnnouncementResponse = z.object({ id: z.number().int(), running: z.number().int() });
