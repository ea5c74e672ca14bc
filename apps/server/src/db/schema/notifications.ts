import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '@mizan/contract/notifications';
import type { AnnouncementAudience } from '@mizan/contract/admin/announcements';
import { users } from './accounts.js';

/**
 * What a user was told (modules/notifications). One row per user and event: `dedupe_key` names the event
 * (`trial:<id>:result`), so an event raised twice (a retried job, two processes) is one row and one e-mail.
 * `params` fill the kind's template when the row is read, in the reader's language. A row is kept even when
 * the user wants neither the app nor e-mail for its kind: it is what makes the event happen once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    link: text('link'),
    /** The user's preference when it was raised: shown in the app, and whether an e-mail was due. */
    inApp: boolean('in_app').notNull(),
    byEmail: boolean('by_email').notNull(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_event_key').on(t.userId, t.dedupeKey),
    index('notifications_list_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.inApp}`),
  ],
);

/** Only the kinds a user changed; the rest follow DEFAULT_PREFERENCE. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** An operator's message to an audience; each recipient's copy is a notification of kind `announcement`. */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  audience: jsonb('audience').$type<AnnouncementAudience>().notNull(),
  subjectAr: text('subject_ar').notNull(),
  subjectEn: text('subject_en').notNull().default(''),
  bodyAr: text('body_ar').notNull(),
  bodyEn: text('body_en').notNull().default(''),
  recipientsCount: integer('recipients_count').notNull().default(0),
  sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NotificationRow = typeof notifications.$inferSelect;
