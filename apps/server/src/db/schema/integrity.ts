import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { quizzes, trials } from './quizzes.js';

/**
 * What the player reported during an attempt (#32): leaving and returning to the page, pastes, leaving full
 * screen, going offline, reloads; each row with the server's own time and the request's address and device, so
 * changes of network or device show too. Written by the events endpoint only, never on the answer path.
 */
export const trialEvents = pgTable(
  'trial_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trialId: uuid('trial_id')
      .notNull()
      .references(() => trials.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The browser's clock, as reported; `receivedAt` is the server's. */
    clientAt: timestamp('client_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** For `returned`: how long the student was away, in milliseconds. */
    awayMs: integer('away_ms'),
    /** For `paste`: how many characters were pasted (never what). */
    chars: integer('chars'),
    ip: text('ip').notNull(),
    deviceHash: text('device_hash'),
  },
  (t) => [index('trial_events_trial_idx').on(t.trialId, t.id)],
);

/**
 * A person's decision on an attempt's evidence: `cleared`, or `confirmed` with a reason (and, when they asked,
 * the result voided). Nothing is decided automatically; the latest decision stands and the audit log keeps all.
 */
export const trialVerdicts = pgTable('trial_verdicts', {
  trialId: uuid('trial_id')
    .primaryKey()
    .references(() => trials.id, { onDelete: 'cascade' }),
  verdict: text('verdict', { enum: ['cleared', 'confirmed'] }).notNull(),
  reason: text('reason').notNull().default(''),
  voided: boolean('voided').notNull().default(false),
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A message an invigilator sends to everyone sitting a quiz (#32): every running player shows it within its next
 * poll (quizzes/trials/{id}/live/). Kept as the record of what the room was told.
 */
export const liveAnnouncements = pgTable(
  'live_announcements',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** A teacher's announcement reaches the students of the classes they teach only; null reaches every taker. */
    audienceStaffId: uuid('audience_staff_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_announcements_quiz_idx').on(t.quizId, t.id)],
);
