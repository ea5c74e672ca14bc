import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { cities, countries, schools } from './lookups.js';
import { quizzes } from './quizzes.js';

export const genders = ['male', 'female'] as const;

/** What a student told a quiz about themselves (the quiz's `personal_info` says which fields). */
export const personalInfo = pgTable(
  'personal_info',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    /** A school-year option's `value`. */
    degree: text('degree'),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
    gender: text('gender', { enum: genders }),
    birthDate: date('birth_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('personal_info_user_quiz_key').on(t.userId, t.quizId),
    index('personal_info_user_updated_idx').on(t.userId, t.updatedAt),
  ],
);
