import type { AdminCompetition, AdminParticipant, AdminRankingEntry, UpdateCompetitionRequest } from '@mizan/contract/admin/competitions';
import type { Language } from '@mizan/contract/i18n';
import { AppError, fieldError } from '../../lib/app-error.js';
import { localized } from '../../lib/localized.js';
import { plainText } from '../../lib/rich-text.js';
import type { competitionAdminRepo, NewCompetition } from './admin-repo.js';
import type { CompetitionRow, LeaderboardRow } from './repo.js';
import { statusOf } from './service.js';

/** "Starts now" typed in a form is a minute or two old by the time it is saved. */
export const START_GRACE_MS = 5 * 60_000;

type Changes = UpdateCompetitionRequest & { quiz?: number };
type ListRow = NonNullable<Awaited<ReturnType<ReturnType<typeof competitionAdminRepo>['one']>>>;
type ParticipantRow = Awaited<ReturnType<ReturnType<typeof competitionAdminRepo>['participants']>>['rows'][number];

/** The quiz's title in the request's language; the competition's own texts come in both. */
export const toAdminCompetition = (row: ListRow, now: Date, lang: Language): AdminCompetition => ({
  id: row.competition.id,
  title: { ar: row.competition.titleAr, en: row.competition.titleEn },
  description: { ar: row.competition.descriptionAr, en: row.competition.descriptionEn },
  quiz: { id: row.competition.quizId, title: localized(lang, row.quizTitleAr, row.quizTitleEn) },
  starts_at: row.competition.startsAt.toISOString(),
  ends_at: row.competition.endsAt.toISOString(),
  status: statusOf(row.competition, now),
  max_participants: row.competition.maxParticipants,
  participants_count: row.participantsCount,
  in_progress_count: row.inProgressCount,
  completed_count: row.completedCount,
  created_at: row.competition.createdAt.toISOString(),
});

export const toAdminParticipant = (row: ParticipantRow): AdminParticipant => {
  const completed = row.trialStatus === 'completed';
  return {
    user: { id: row.userId, fullname: row.fullname, email: row.email },
    joined_at: row.joinedAt.toISOString(),
    trial: row.trialId,
    trial_status: row.trialStatus ?? 'not_started',
    score: completed ? row.score : null,
    percentage: completed ? row.percentage : null,
    time_taken_seconds: completed ? row.seconds : null,
  };
};

export const toRankingEntry = (row: LeaderboardRow): AdminRankingEntry => ({
  rank: row.rank,
  user: { id: row.user_id, fullname: row.fullname, email: row.email },
  score: row.score,
  percentage: row.percentage,
  time_taken_seconds: row.seconds,
});

/** The columns a create or an edit sets; texts are plain (tags stripped). */
export const columnsOf = (input: Changes): Partial<NewCompetition> => ({
  ...(input.quiz !== undefined && { quizId: input.quiz }),
  ...(input.title && { titleAr: plainText(input.title.ar), titleEn: plainText(input.title.en ?? '') }),
  ...(input.description && { descriptionAr: plainText(input.description.ar), descriptionEn: plainText(input.description.en ?? '') }),
  ...(input.starts_at !== undefined && { startsAt: new Date(input.starts_at) }),
  ...(input.ends_at !== undefined && { endsAt: new Date(input.ends_at) }),
  ...(input.max_participants !== undefined && { maxParticipants: input.max_participants }),
});

const startInPast = (startsAt: Date, now: Date) => startsAt.getTime() < now.getTime() - START_GRACE_MS;

/** A new competition: its window may open now (within the grace), never in the past. */
export function checkNew(values: Partial<NewCompetition>, now: Date) {
  if (values.startsAt && startInPast(values.startsAt, now)) throw fieldError('starts_at', 'admin-errors:competitions.start_in_past');
}

/**
 * What an edit may change, by the competition's state (documented on the contract's AdminCompetition).
 * `participants` is counted under the competition's row lock, so no join can overtake the cap check.
 */
export function checkEdit(before: CompetitionRow, changes: Partial<NewCompetition>, participants: number, now: Date) {
  const status = statusOf(before, now);
  const moves = (key: 'startsAt' | 'endsAt') => changes[key] !== undefined && changes[key]!.getTime() !== before[key].getTime();
  if (changes.quizId !== undefined && changes.quizId !== before.quizId && participants > 0) {
    throw fieldError('quiz', 'admin-errors:competitions.quiz_locked');
  }
  const capChanges = changes.maxParticipants !== undefined && changes.maxParticipants !== before.maxParticipants;
  if (status === 'ended' && (moves('startsAt') || moves('endsAt') || capChanges)) {
    throw new AppError(409, 'competition_ended', 'admin-errors:competitions.window_locked');
  }
  if (moves('startsAt')) {
    if (status === 'running') throw fieldError('starts_at', 'admin-errors:competitions.start_locked');
    if (startInPast(changes.startsAt!, now)) throw fieldError('starts_at', 'admin-errors:competitions.start_in_past');
  }
  if (moves('endsAt') && changes.endsAt! <= now) throw fieldError('ends_at', 'admin-errors:competitions.end_in_past');
  const startsAt = changes.startsAt ?? before.startsAt;
  const endsAt = changes.endsAt ?? before.endsAt;
  if (endsAt <= startsAt) throw fieldError('ends_at', 'errors:validation.window_order');
  const cap = changes.maxParticipants;
  if (capChanges && cap != null && cap < participants) {
    throw fieldError('max_participants', 'admin-errors:competitions.below_participants', { count: participants });
  }
}
