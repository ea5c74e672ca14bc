import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Privacy policy, one row a section; bilingual (en may be empty and falls back to ar). */
export const privacyPolicySections = pgTable('privacy_policy_sections', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull().default(''),
  contentAr: text('content_ar').notNull(),
  contentEn: text('content_en').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
