import { z } from 'zod';
import { paginated } from '../pagination.js';
import { EventSummary, TRIAL_EVENT_KINDS } from '../trial-events.js';
import { AdminListQuery, plainText } from './common.js';

export const INTEGRITY_VERDICTS = ['cleared', 'confirmed'] as const;

/** `GET admin/quizzes/{id}/integrity/`: attempts with evidence, most first; `state` open (no verdict yet) by default. */
export const IntegrityQuery = AdminListQuery.extend({
  state: z.enum(['open', 'cleared', 'confirmed', 'all']).default('open'),
});
export type IntegrityQuery = z.infer<typeof IntegrityQuery>;

export const IntegrityRow = z.object({
  trial: z.string(),
  /** Anonymous like the marking queue's; the attempt's page reveals who (audited). */
  candidate: z.string(),
  status: z.enum(['in_progress', 'completed']),
  started_at: z.string(),
  completed_at: z.string().nullable(),
  summary: EventSummary,
  /** The ordering weight: seconds away, plus 30 per paste and 60 per change of network or device (see integrity/summary-sql.ts). */
  evidence: z.number(),
  verdict: z.enum(INTEGRITY_VERDICTS).nullable(),
  reason: z.string(),
  voided: z.boolean(),
});
export type IntegrityRow = z.infer<typeof IntegrityRow>;
export const IntegrityResponse = paginated(IntegrityRow);
export type IntegrityResponse = z.infer<typeof IntegrityResponse>;

export const TrialEventRow = z.object({
  kind: z.enum(TRIAL_EVENT_KINDS),
  client_at: z.string(),
  received_at: z.string(),
  away_ms: z.number().nullable(),
  chars: z.number().nullable(),
  ip: z.string(),
  /** Short form of the device's hash: enough to tell devices apart, nothing more. */
  device: z.string().nullable(),
});

/** `GET admin/trials/{id}/integrity/`: one attempt's summary, its events in order, and the verdict. */
export const TrialIntegrity = z.object({
  trial: z.string(),
  summary: EventSummary,
  events: z.array(TrialEventRow),
  verdict: z.enum(INTEGRITY_VERDICTS).nullable(),
  reason: z.string(),
  voided: z.boolean(),
});
export type TrialIntegrity = z.infer<typeof TrialIntegrity>;

/**
 * `POST admin/trials/{id}/integrity/`: a person's decision. `confirmed` needs a reason, which the student reads
 * when `void_result` voids the result (certificate revoked, counted nowhere). Audited.
 */
export const IntegrityVerdictRequest = z
  .strictObject({
    verdict: z.enum(INTEGRITY_VERDICTS),
    reason: plainText(1_000).default(''),
    void_result: z.boolean().default(false),
  })
  .refine((v) => v.verdict === 'cleared' || v.reason.trim().length > 0, { message: 'reason_required', path: ['reason'] })
  .refine((v) => v.verdict === 'confirmed' || !v.void_result, { message: 'void_needs_confirmed', path: ['void_result'] });
export type IntegrityVerdictRequest = z.input<typeof IntegrityVerdictRequest>;

/** `GET admin/quizzes/{id}/integrity/collusion/?version=`: pairs of attempts to look at together (#32). */
export const CollusionQuery = z.object({ version: z.coerce.number().int().min(1).optional() });
export type CollusionQuery = z.infer<typeof CollusionQuery>;

export const CollusionPair = z.object({
  a: z.object({ trial: z.string(), candidate: z.string() }),
  b: z.object({ trial: z.string(), candidate: z.string() }),
  /** Choice items both answered the same way; of them, wrongly; and what independent work would give. */
  identical: z.number().int(),
  identical_wrong: z.number().int(),
  expected: z.number(),
  p_value: z.number(),
  /** Share of shared answers saved within 10 s of each other. */
  lockstep: z.number(),
});
export const CollusionResponse = z.object({
  version: z.number().int().nullable(),
  attempts: z.number().int(),
  items: z.number().int(),
  /** Too few attempts or choice items to say anything (fewer than 3 attempts or 10 items). */
  too_few: z.boolean(),
  pairs: z.array(CollusionPair),
});
export type CollusionResponse = z.infer<typeof CollusionResponse>;
