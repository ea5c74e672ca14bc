import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { quizzes } from './quizzes.js';

/**
 * A class: students (members) and the staff who teach it. `code` is the institution's own label ("10-B"),
 * `join_code` the secret a signed-in student types (or opens as a link) to join.
 */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull().default(''),
    code: text('code'),
    joinCode: text('join_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('groups_code_key').on(sql`lower(${t.code})`), uniqueIndex('groups_join_code_key').on(t.joinCode)],
);

export const groupStaff = pgTable(
  'group_staff',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_staff_user_idx').on(t.userId)],
);

/** Leaving a class removes this row only: the student's trials stay where they are. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_idx').on(t.userId)],
);

/** A published quiz given to classes inside a window (UTC); attempts and duration override the quiz's when set. */
export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts'),
    durationMinutes: integer('duration_minutes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assignments_quiz_idx').on(t.quizId),
    check('assignments_window', sql`${t.closesAt} > ${t.opensAt}`),
    check('assignments_attempts_range', sql`${t.attempts} is null or ${t.attempts} between 1 and 100`),
    check('assignments_duration_range', sql`${t.durationMinutes} is null or ${t.durationMinutes} between 1 and 1440`),
  ],
);

export const assignmentGroups = pgTable(
  'assignment_groups',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.groupId] }), index('assignment_groups_group_idx').on(t.groupId)],
);

/** A student's own window for an assignment (an accommodation, a make-up sitting): replaces the assignment's. */
export const assignmentOverrides = pgTable(
  'assignment_overrides',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.userId] }), check('assignment_overrides_window', sql`${t.closesAt} > ${t.opensAt}`)],
);
