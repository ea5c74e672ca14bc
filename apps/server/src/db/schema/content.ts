import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * One published text of the privacy policy: immutable once in effect. Students read the latest version whose
 * `effective_at` has come; a version scheduled for later can still be edited or withdrawn.
 */
export const privacyPolicyVersions = pgTable(
  'privacy_policy_versions',
  {
    id: serial('id').primaryKey(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('privacy_policy_versions_effective_idx').on(t.effectiveAt)],
);

/** A section of a policy version; bilingual (en may be empty and falls back to ar), content is sanitized rich text. */
export const privacyPolicySections = pgTable(
  'privacy_policy_sections',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => privacyPolicyVersions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull().default(''),
    contentAr: text('content_ar').notNull(),
    contentEn: text('content_en').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('privacy_policy_sections_version_idx').on(t.versionId, t.position)],
);
