import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * A sign-in started at a provider and not yet come back: what the callback must check (state, nonce) and
 * prove (the PKCE verifier). Only a hash of the state is the key; the row is deleted by the callback that
 * uses it, so a replayed callback finds nothing. Lives ten minutes.
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    /** SHA-256 of the state (hex). */
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** Same-origin path to land on after signing in. */
    redirect: text('redirect'),
    /** The page's language when the button was pressed: a new account's language (the browser's header may differ). */
    language: text('language', { enum: ['ar', 'en'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_logins_expires_idx').on(t.expiresAt)],
);

/**
 * The single-use code the callback hands the SPA (in the landing URL's fragment, which no server logs), traded
 * once for a session. Only its hash is kept; it lives one minute.
 */
export const ssoExchanges = pgTable(
  'sso_exchanges',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_exchanges_expires_idx').on(t.expiresAt)],
);

/** Which account a provider's subject signed in as: the first sign-in links it by verified e-mail. */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The verified e-mail it was linked by. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('sso_identities_user_idx').on(t.userId)],
);
