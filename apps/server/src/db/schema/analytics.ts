import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per client route change (POST visitors/track-visitor/). */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pageUrl: text('page_url').notNull(),
    referrer: text('referrer'),
    userId: uuid('user_id'),
    language: text('language').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_created_at_idx').on(t.createdAt)],
);
