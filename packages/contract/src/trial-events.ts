import { z } from 'zod';
import { Instant } from './instant.js';

/**
 * What the player reports during an attempt (#32), for a person to review, never to decide by itself:
 * `left`/`returned` (the page hidden or the window unfocused, and back, with the time away), `paste` into an
 * answer (how many characters, never what), `fullscreen_exit`, `offline`/`online`, `reload`.
 */
export const TRIAL_EVENT_KINDS = ['left', 'returned', 'paste', 'fullscreen_exit', 'offline', 'online', 'reload'] as const;
export type TrialEventKind = (typeof TRIAL_EVENT_KINDS)[number];

export const TrialEvent = z.strictObject({
  kind: z.enum(TRIAL_EVENT_KINDS),
  /** The browser's clock (the server records its own beside it). */
  at: Instant,
  away_ms: z
    .number()
    .int()
    .min(0)
    .max(24 * 3_600_000)
    .optional(),
  chars: z.number().int().min(0).max(1_000_000).optional(),
});
export type TrialEvent = z.infer<typeof TrialEvent>;

/** `POST quizzes/trials/{trialId}/events/`: a batch, sent every few seconds and when the page is left. */
export const TrialEventsRequest = z.strictObject({ events: z.array(TrialEvent).min(1).max(100) });
export type TrialEventsRequest = z.infer<typeof TrialEventsRequest>;

export const TrialEventsResponse = z.object({ stored: z.number().int() });

/** An attempt's evidence in numbers: what a reviewer reads first. */
export const EventSummary = z.object({
  left_count: z.number().int(),
  away_seconds: z.number().int(),
  paste_count: z.number().int(),
  pasted_chars: z.number().int(),
  fullscreen_exits: z.number().int(),
  offline_count: z.number().int(),
  reloads: z.number().int(),
  /** Times the requests' address changed from one event to the next (another network). */
  ip_changes: z.number().int(),
  device_changes: z.number().int(),
});
export type EventSummary = z.infer<typeof EventSummary>;
