import { z } from 'zod';

/**
 * `POST admin/quizzes/{id}/regrade/`: score the ended attempts of one version again by the questions' corrected
 * keys. `dry_run` (the default) only answers what would change; without it the same changes are applied.
 */
export const RegradeRequest = z.strictObject({
  version: z.number().int().min(1).max(2_147_483_647),
  dry_run: z.boolean().default(true),
});
export type RegradeRequest = z.input<typeof RegradeRequest>;

/** An attempt's result on one side of the regrade (percentage and pass are null while an essay awaits its mark). */
export const RegradeOutcome = z.object({
  score: z.number().nullable(),
  percentage: z.number().nullable(),
  passed: z.boolean().nullable(),
});
export type RegradeOutcome = z.infer<typeof RegradeOutcome>;

export const RegradeChange = z.object({
  trial: z.string(),
  student: z.object({ id: z.string(), fullname: z.string() }),
  before: RegradeOutcome,
  after: RegradeOutcome,
});
export type RegradeChange = z.infer<typeof RegradeChange>;

export const RegradeResponse = z.object({
  version: z.number().int(),
  dry_run: z.boolean(),
  /** The version's ended attempts that were scored again. */
  attempts: z.number().int(),
  /** Only the attempts whose score, percentage or pass changes. */
  changes: z.array(RegradeChange),
  /** Attempts whose score rises, falls, and whose pass state flips. */
  gains: z.number().int(),
  losses: z.number().int(),
  pass_changes: z.number().int(),
});
export type RegradeResponse = z.infer<typeof RegradeResponse>;
