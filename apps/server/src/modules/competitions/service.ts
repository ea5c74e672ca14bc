import type { GateValues } from '../exam-access/gate.js';
import type { Competition, LeaderboardEntry, LeaderboardResponse } from '@mizan/contract/competitions';
import type { Language } from '@mizan/contract/i18n';
import { AppError, notFound } from '../../lib/app-error.js';
import { localized } from '../../lib/localized.js';
import type { StartOutcome, startService } from '../trials/start-service.js';
import { linkInsertedTrial, type CompetitionRepo, type CompetitionRow, type LeaderboardRow } from './repo.js';

type Starter = ReturnType<typeof startService>;
type Status = Competition['status'];

export const statusOf = (c: Pick<CompetitionRow, 'startsAt' | 'endsAt'>, now: Date): Status =>
  now < c.startsAt ? 'upcoming' : now < c.endsAt ? 'running' : 'ended';

const ended = () => new AppError(409, 'competition_ended', 'engagement-errors:competition.ended');
const full = () => new AppError(409, 'competition_full', 'engagement-errors:competition.full');
const notStarted = (c: CompetitionRow) =>
  new AppError(409, 'competition_not_started', 'engagement-errors:competition.not_started', {
    params: { starts_at: c.startsAt.toISOString() },
  });

const firstName = (fullname: string) => fullname.trim().split(/\s+/)[0] ?? '';
const entry = (row: LeaderboardRow): LeaderboardEntry => ({
  rank: row.rank,
  name: firstName(row.fullname),
  score: row.score,
  percentage: row.percentage,
  time_taken_seconds: row.seconds,
});

/** `starter` is the normal start service (personal information and access included). */
export function competitionService(repo: CompetitionRepo, starter: Starter) {
  const joinOpen = async (competition: CompetitionRow, userId: string, now: Date) => {
    if (statusOf(competition, now) === 'ended') throw ended();
    if (!(await repo.join(competition, userId))) throw full();
  };

  return {
    async list(userId: string | null, limit: number, offset: number, lang: Language, now = new Date()) {
      const [rows, count] = await Promise.all([repo.list(userId, limit, offset), repo.count()]);
      const results = rows.map((row): Competition => ({
        id: row.competition.id,
        title: localized(lang, row.competition.titleAr, row.competition.titleEn),
        description: localized(lang, row.competition.descriptionAr, row.competition.descriptionEn),
        quiz: { id: row.competition.quizId, title: localized(lang, row.quizTitleAr, row.quizTitleEn) },
        starts_at: row.competition.startsAt.toISOString(),
        ends_at: row.competition.endsAt.toISOString(),
        status: statusOf(row.competition, now),
        participants_count: row.participantsCount,
        max_participants: row.competition.maxParticipants,
        joined: row.joinedAt != null,
        my_trial_id: row.trialId,
        my_trial_completed: row.trialStatus === 'completed',
        server_now: now.toISOString(),
      }));
      return { results, count };
    },

    /** Joining is allowed before and during the window; joining again changes nothing (created = false). */
    async join(userId: string, id: number, now = new Date()) {
      const found = await repo.withParticipant(id, userId);
      if (!found) throw notFound();
      if (found.participant) return { created: false, joinedAt: found.participant.joinedAt };
      await joinOpen(found.competition, userId, now);
      const joined = await repo.withParticipant(id, userId);
      return { created: true, joinedAt: joined?.participant?.joinedAt ?? now };
    },

    /**
     * Joins if needed, then starts through the normal start service (personal information and access
     * included). For a participant who joined ahead this adds one read before the start; the link to the new
     * trial rides in the start's insert statement. A resumed trial is not linked, so one begun before the window never is.
     */
    async joinAndStart(userId: string, id: number, now = new Date(), gate?: GateValues): Promise<StartOutcome> {
      const found = await repo.withParticipant(id, userId);
      if (!found) throw notFound();
      const { competition, participant } = found;
      const status = statusOf(competition, now);
      if (status === 'ended') throw ended();
      if (status === 'upcoming') throw notStarted(competition);
      if (!participant) await joinOpen(competition, userId, now);
      return starter.startTrial(
        {
          userId,
          quizId: competition.quizId,
          ...(gate ? { gate } : {}),
          ...(participant?.trialId ? {} : { alsoOnInsert: linkInsertedTrial(competition.id, userId) }),
        },
        now,
      );
    },

    async leaderboard(id: number, userId: string | null, limit: number, offset: number, now = new Date()) {
      const competition = await repo.byId(id);
      if (!competition) throw notFound();
      const board = await repo.leaderboard(id, limit, offset, userId);
      return {
        status: statusOf(competition, now),
        count: board.count,
        results: board.page.map(entry),
        me: board.mine ? entry(board.mine) : null,
      } satisfies Omit<LeaderboardResponse, 'next' | 'previous'> & { count: number };
    },
  };
}

export type CompetitionService = ReturnType<typeof competitionService>;
