import { z } from 'zod';
import { CompetitionStatus } from '../competitions.js';
import { paginated } from '../pagination.js';
import { AdminListQuery, bilingual, requiredBilingual } from './common.js';
import { Instant } from '../instant.js';

export const MAX_COMPETITION_PARTICIPANTS = 1_000_000;

/**
 * What an operator may change, by state (the server refuses the rest with a field message):
 * - upcoming: everything; the start may not move into the past (a few minutes' grace for "starts now").
 * - running: texts, the end (later or earlier, but still in the future: closing is its own action) and the cap;
 *   the start stays where it was.
 * - ended: texts only; the ranking is final.
 * The quiz never changes once someone has joined, and the cap never goes below the participants already in.
 */
export const AdminCompetition = z.object({
  id: z.number().int(),
  title: z.object({ ar: z.string(), en: z.string() }),
  description: z.object({ ar: z.string(), en: z.string() }),
  quiz: z.object({ id: z.number().int(), title: z.string() }),
  starts_at: z.string(),
  ends_at: z.string(),
  status: CompetitionStatus,
  /** Null: unlimited. */
  max_participants: z.number().int().nullable(),
  participants_count: z.number().int(),
  /** Participants whose competition trial is still running: the ranking can change until they finish. */
  in_progress_count: z.number().int(),
  completed_count: z.number().int(),
  created_at: z.string(),
});
export type AdminCompetition = z.infer<typeof AdminCompetition>;

export const AdminCompetitionListQuery = AdminListQuery.extend({ status: CompetitionStatus.optional() });
export type AdminCompetitionListQuery = z.infer<typeof AdminCompetitionListQuery>;
export const AdminCompetitionListResponse = paginated(AdminCompetition);
export type AdminCompetitionListResponse = z.infer<typeof AdminCompetitionListResponse>;

const fields = {
  quiz: z.number().int().min(1).max(2_147_483_647),
  title: requiredBilingual(200),
  description: bilingual(2000),
  starts_at: Instant,
  ends_at: Instant,
  max_participants: z.number().int().min(1).max(MAX_COMPETITION_PARTICIPANTS).nullable(),
};

/** `window_order` is a key of errors:validation, reported under `ends_at`. */
const endsAfterStart = (value: { starts_at?: string; ends_at?: string }) =>
  !value.starts_at || !value.ends_at || new Date(value.ends_at) > new Date(value.starts_at);
const windowIssue = { message: 'window_order', path: ['ends_at'] };

export const CompetitionInput = z
  .strictObject({
    ...fields,
    description: fields.description.default({ ar: '', en: '' }),
    max_participants: fields.max_participants.default(null),
  })
  .refine(endsAfterStart, windowIssue);
export type CompetitionInput = z.input<typeof CompetitionInput>;

/** Any subset; the window is checked again on the server against the stored half. */
export const UpdateCompetitionRequest = z.strictObject(fields).partial().refine(endsAfterStart, windowIssue);
export type UpdateCompetitionRequest = z.input<typeof UpdateCompetitionRequest>;

/** A participant's competition trial: none yet, running, or completed. */
export const ParticipantTrialStatus = z.enum(['not_started', 'in_progress', 'completed']);
export type ParticipantTrialStatus = z.infer<typeof ParticipantTrialStatus>;

export const AdminParticipant = z.object({
  user: z.object({ id: z.string(), fullname: z.string(), email: z.string() }),
  joined_at: z.string(),
  trial: z.string().nullable(),
  trial_status: ParticipantTrialStatus,
  /** Set once the trial is completed. */
  score: z.number().nullable(),
  percentage: z.number().nullable(),
  time_taken_seconds: z.number().int().nullable(),
});
export type AdminParticipant = z.infer<typeof AdminParticipant>;
export const AdminParticipantListQuery = AdminListQuery.extend({ trial_status: ParticipantTrialStatus.optional() });
export type AdminParticipantListQuery = z.infer<typeof AdminParticipantListQuery>;
export const AdminParticipantListResponse = paginated(AdminParticipant);
export type AdminParticipantListResponse = z.infer<typeof AdminParticipantListResponse>;

/** The students' leaderboard (same query, same ranks) with full names and emails for the operator. */
export const AdminRankingEntry = z.object({
  rank: z.number().int(),
  user: z.object({ id: z.string(), fullname: z.string(), email: z.string() }),
  score: z.number(),
  percentage: z.number().nullable(),
  time_taken_seconds: z.number().int(),
});
export type AdminRankingEntry = z.infer<typeof AdminRankingEntry>;
export const AdminRankingResponse = paginated(AdminRankingEntry).extend({ status: CompetitionStatus });
export type AdminRankingResponse = z.infer<typeof AdminRankingResponse>;
