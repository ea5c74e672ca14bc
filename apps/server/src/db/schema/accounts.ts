import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const userRoles = ['student', 'staff', 'admin'] as const;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased: emails are case-insensitive. */
    email: text('email').notNull(),
    /** Null for an invited account until its owner chooses a password from the invitation link. */
    passwordHash: text('password_hash'),
    fullname: text('fullname').notNull(),
    phone: text('phone'),
    avatarPath: text('avatar_path'),
    language: text('language', { enum: ['ar', 'en'] })
      .notNull()
      .default('ar'),
    role: text('role', { enum: userRoles }).notNull().default('student'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Access tokens issued before this instant are rejected (password change or reset). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }).notNull().defaultNow(),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an admin: sign-in refused and every token dead until reactivated; the data is kept. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const codePurposes = ['verify_email', 'login', 'reset_password'] as const;
export type CodePurpose = (typeof codePurposes)[number];

/** At most one live code per user and purpose: issuing a new one replaces (voids) the previous. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: codePurposes }).notNull(),
    /** HMAC-SHA256 of the code; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })],
);

/** One row per refresh token issued; a family is one sign-in and every token rotated from it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token is exchanged; presenting it again is reuse. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The token this one was exchanged for: a concurrent refresh of this one within the grace gets the same pair. */
    replacedBy: uuid('replaced_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Development outbox: mail kept here (and logged) when no SMTP_URL is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window rate-limit counters shared by all API processes (PostgreSQL mode without Redis). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
