import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ResultSummary } from '@mizan/contract/certificates';
import { users } from './accounts.js';
import { quizzes, trials } from './quizzes.js';

/** One per eligible completed trial; every field but the uploaded image is trusted, written once at issue. */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey(),
    trialId: uuid('trial_id')
      .notNull()
      .unique()
      .references(() => trials.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    verificationCode: text('verification_code').notNull().unique(),
    holderName: text('holder_name').notNull(),
    quizTitleAr: text('quiz_title_ar').notNull(),
    quizTitleEn: text('quiz_title_en').notNull(),
    resultSummary: jsonb('result_summary').$type<ResultSummary>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why an admin withdrew it, shown in the console beside the certificate. */
    revocationReason: text('revocation_reason'),
    /** The owner's upload (compatibility only): shown to them, never by verification. */
    uploadedImagePath: text('uploaded_image_path'),
  },
  (t) => [index('certificates_user_idx').on(t.userId)],
);
