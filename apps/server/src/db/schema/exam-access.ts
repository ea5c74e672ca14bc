import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { assignments } from './groups.js';
import { quizzes } from './quizzes.js';

/**
 * A quiz's access rules for a sitting (#32). Not part of a version: a password changed or a room's range added
 * applies at once, to starts and to every request of the trials already running. The trial statements read this
 * row by its key beside the trial, so a rule costs no statement of its own.
 */
export const quizAccessRules = pgTable('quiz_access_rules', {
  quizId: integer('quiz_id')
    .primaryKey()
    .references(() => quizzes.id, { onDelete: 'cascade' }),
  ...ruleColumns(),
});

/**
 * An assignment's own rules (a class's sitting with its own password, room or SEB keys): when the row exists it
 * replaces the quiz's rules for the starts through that assignment and for its trials (`trials.assignment_id`);
 * without one the quiz's apply. Read beside the trial like the quiz's (gate.ts `effectiveRules`).
 */
export const assignmentAccessRules = pgTable('assignment_access_rules', {
  assignmentId: integer('assignment_id')
    .primaryKey()
    .references(() => assignments.id, { onDelete: 'cascade' }),
  ...ruleColumns(),
});

/** The rule columns, the same for a quiz's rules and an assignment's. */
function ruleColumns() {
  return {
    /** HMAC-SHA-256 of the sitting password under the server secret (see exam-access/password.ts); null for none. */
    passwordHash: text('password_hash'),
    /** CIDR ranges (IPv4 and IPv6) a trial's requests must come from; null for anywhere. */
    allowedIpRanges: text('allowed_ip_ranges').array(),
    oneDevice: boolean('one_device').notNull().default(false),
    sebRequired: boolean('seb_required').notNull().default(false),
    /** Config Keys accepted, the generated configuration's own included. */
    sebConfigKeys: text('seb_config_keys').array().notNull().default([]),
    sebBrowserExamKeys: text('seb_browser_exam_keys').array().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}
