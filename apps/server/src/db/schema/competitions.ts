import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { quizzes } from './quizzes.js';

export const competitions = pgTable(
  'competitions',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Null means unlimited. */
    maxParticipants: integer('max_participants'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('competitions_starts_idx').on(t.startsAt), check('competitions_window', sql`${t.endsAt} > ${t.startsAt}`)],
);

/**
 * `trial_id` is the participant's first trial started inside the window: the one the leaderboard counts.
 * It is written inside the start transaction before the trial row, so it has no foreign key (the
 * leaderboard joins trials, so a removed trial simply drops out).
 */
export const competitionParticipants = pgTable(
  'competition_participants',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    trialId: uuid('trial_id'),
  },
  (t) => [primaryKey({ columns: [t.competitionId, t.userId] }), index('competition_participants_trial_idx').on(t.trialId)],
);
