import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * An operator's own software calling /api/v1/admin/ (modules/api-keys). The secret is shown once and kept only as
 * its SHA-256: it is 32 random bytes, so a fast hash is as strong as a slow one and is checked on every call.
 */
export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** SHA-256 (hex) of the whole presented token. */
  secretHash: text('secret_hash').notNull(),
  scopes: text('scopes').array().notNull(),
  rateLimitPerMinute: integer('rate_limit_per_minute').notNull().default(120),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** Written at most once a minute per key, never on every call. */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  /** The admin who made it; the key's calls act with the admin role and are audited as the key. */
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where events are posted (modules/webhooks); the signing secret is shown once, kept to sign. */
export const webhookSubscriptions = pgTable('webhook_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: text('events').array().notNull(),
  secret: text('secret').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One event, raised once (its dedupe key), with the payload every subscriber receives under the same id. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_dedupe_idx').on(t.dedupeKey)],
);

/** One (event, subscription) pair: its state, and its attempts in `attempts_log` order. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    /** pending → delivered | failed; "send again" puts it back to pending. */
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_pair_idx').on(t.eventId, t.subscriptionId),
    index('webhook_deliveries_subscription_idx').on(t.subscriptionId, t.id),
  ],
);
