import { z } from 'zod';
import { paginated, PaginationQuery } from './pagination.js';

/** Competition paths (client-spec §7 plus the leaderboard), relative to `/api/v1/`. */
export const competitionPaths = {
  last: 'competitions/last/',
  join: 'competitions/:competitionId/join/',
  joinAndStart: 'competitions/join-and-start-quiz/:competitionId/',
  leaderboard: 'competitions/:competitionId/leaderboard/',
} as const;

export const CompetitionIdParams = z.object({ competitionId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const CompetitionStatus = z.enum(['upcoming', 'running', 'ended']);

export const Competition = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  quiz: z.object({ id: z.number().int(), title: z.string() }),
  starts_at: z.string(),
  ends_at: z.string(),
  status: CompetitionStatus,
  participants_count: z.number().int(),
  max_participants: z.number().int().nullable(),
  /** For the caller; false when signed out. */
  joined: z.boolean(),
  my_trial_id: z.string().nullable(),
  /** The caller's competition trial has ended: the card offers its result instead of 'continue'. */
  my_trial_completed: z.boolean(),
  /** The server's clock, so a countdown does not trust the device's. */
  server_now: z.string(),
});
export type Competition = z.infer<typeof Competition>;

export const CompetitionListQuery = PaginationQuery;
export const CompetitionListResponse = paginated(Competition);
export type CompetitionListResponse = z.infer<typeof CompetitionListResponse>;

export const JoinResponse = z.object({ competition: z.number().int(), joined_at: z.string() });

export const LeaderboardEntry = z.object({
  rank: z.number().int(),
  /** First name only. */
  name: z.string(),
  score: z.number(),
  percentage: z.number().nullable(),
  time_taken_seconds: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

export const LeaderboardQuery = PaginationQuery;
export const LeaderboardResponse = paginated(LeaderboardEntry).extend({
  status: CompetitionStatus,
  me: LeaderboardEntry.nullable(),
});
export type LeaderboardResponse = z.infer<typeof LeaderboardResponse>;
