import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnswerFileKind } from '@mizan/contract/question-types';
import { users } from './accounts.js';
import { trials } from './quizzes.js';

/**
 * A file uploaded to a file answer (`file_upload`, #28): the bytes live in the file storage under `storage_key`;
 * `content_type` is what sniffing confirmed (application/pdf, or image/webp after the re-encode), the only type it
 * is ever served with. The answer itself (trial_answers.response) names the ids the student submitted.
 */
export const answerFiles = pgTable(
  'answer_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Null once the trial (or its student) is deleted: the row then only says which bytes to remove, which the
     * periodic sweep does (a cascade would lose the storage key and leave the bytes behind for good).
     */
    trialId: uuid('trial_id').references(() => trials.id, { onDelete: 'set null' }),
    questionId: integer('question_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    kind: text('kind').$type<AnswerFileKind>().notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The student's file name with path, control and markup characters removed (shown to markers, never trusted). */
    fileName: text('file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('answer_files_trial_question_idx').on(t.trialId, t.questionId)],
);
