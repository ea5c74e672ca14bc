import { z } from 'zod';

/** `GET quizzes/trials/{trialId}/live/?after=`: what the running player polls for (#32). */
export const TrialLiveQuery = z.object({ after: z.coerce.number().int().min(0).default(0) });

export const TrialLive = z.object({
  status: z.enum(['in_progress', 'completed']),
  /** The server's remaining time: an invigilator's extension reaches the timer here. Null when untimed. */
  remaining_seconds: z.number().int().nullable(),
  /** Announcements to everyone sitting the quiz, newer than `after`, oldest first. */
  announcements: z.array(z.object({ id: z.number().int(), text: z.string(), created_at: z.string() })),
});
export type TrialLive = z.infer<typeof TrialLive>;
