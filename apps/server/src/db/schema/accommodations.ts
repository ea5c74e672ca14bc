import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { quizzes } from './quizzes.js';

/**
 * Extra time a student is granted (WCAG 2.2 SC 2.2.1): a multiplier of the quiz's duration and/or extra minutes,
 * for one quiz or (quiz_id null) for every quiz; a quiz's own row wins over the general one. The multiplier is
 * kept in percent (150 = ×1.5) so no rounding creeps into deadlines.
 */
export const accommodations = pgTable(
  'accommodations',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id').references(() => quizzes.id, { onDelete: 'cascade' }),
    timePercent: integer('time_percent').notNull().default(100),
    extraMinutes: integer('extra_minutes').notNull().default(0),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('accommodations_user_idx').on(t.userId),
    uniqueIndex('accommodations_user_quiz_key')
      .on(t.userId, t.quizId)
      .where(sql`${t.quizId} is not null`),
    uniqueIndex('accommodations_user_all_key')
      .on(t.userId)
      .where(sql`${t.quizId} is null`),
    check('accommodations_time_range', sql`${t.timePercent} between 100 and 400`),
    check('accommodations_extra_range', sql`${t.extraMinutes} between 0 and 600`),
  ],
);

/**
 * An attempt an operator granted a student beyond the quiz's (or assignment's) limit, one row per grant: the start
 * statement counts them beside the trials, so each grant lets exactly one more trial begin. Kept as the record of
 * who granted it and why.
 */
export const attemptGrants = pgTable(
  'attempt_grants',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attempt_grants_user_quiz_idx').on(t.userId, t.quizId)],
);
