import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const userRoles = ['student', 'staff', 'admin'] as const;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased: emails are case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullname: text('fullname').notNull(),
    phone: text('phone'),
    avatarPath: text('avatar_path'),
    language: text('language', { enum: ['ar', 'en'] }).notNull().default('ar'),
    role: text('role', { enum: userRoles }).notNull().default('student'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Access tokens issued before this instant are rejected (password change or reset). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }).notNull().defaultNow(),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);
