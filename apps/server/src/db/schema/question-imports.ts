import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * A question import run in the background (#29): the uploaded file waits in storage under `file_key` and is read
 * by a `question_import` job in batches. Each batch's questions and the counters below commit together, so
 * `rows_read` is always where a resumed run picks up. Problems are kept untranslated (message key, detail,
 * params, place) and put in the reader's language when the report is read.
 */
export const questionImports = pgTable(
  'question_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    format: text('format').notNull(),
    /** No foreign key: a category deleted meanwhile fails the run with a reason rather than blocking the delete. */
    categoryId: integer('category_id'),
    fileKey: text('file_key').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    /** queued | running | done | failed | cancelled */
    status: text('status').notNull().default('queued'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    rowsRead: integer('rows_read').notNull().default(0),
    created: integer('created').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    /** The first problems in file order (TransferProblem), at most BACKGROUND_IMPORT_ERRORS_SHOWN. */
    problems: jsonb('problems').notNull().default([]),
    problemsTotal: integer('problems_total').notNull().default(0),
    /** A message key (admin-errors) saying why a failed import stopped. */
    failure: text('failure'),
    /**
     * The worker holding the run and until when: every batch commits only while its token is still the lease, so
     * a worker that stalled past it (and was taken over) can't store a batch twice.
     */
    leaseToken: uuid('lease_token'),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('question_imports_actor_idx').on(t.actorId)],
);
