import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { groups } from './groups.js';
import { quizzes, trials } from './quizzes.js';

/**
 * An LMS that launches Mizan over LTI 1.3 (Moodle, Canvas…): its issuer and our client id there, the endpoints
 * it tells us (OIDC authorization, OAuth2 token, JWKS) and the deployment ids it may launch from.
 */
export const ltiPlatforms = pgTable(
  'lti_platforms',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    authLoginUrl: text('auth_login_url').notNull(),
    authTokenUrl: text('auth_token_url').notNull(),
    /** The `aud` of our client assertion when the platform names one other than its token URL (Moodle does not). */
    authTokenAudience: text('auth_token_audience'),
    jwksUrl: text('jwks_url').notNull(),
    deploymentIds: text('deployment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lti_platforms_issuer_client_key').on(t.issuer, t.clientId)],
);

/**
 * Our own signing keys (client assertions, deep-linking responses). The newest active key signs; retired keys stay
 * in the JWKS for a while so that what they signed still verifies. The private key never leaves the database.
 */
export const ltiKeys = pgTable('lti_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** A launch's nonce, kept until its id_token would have expired anyway: a replayed id_token finds it here. */
export const ltiNonces = pgTable(
  'lti_nonces',
  {
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.nonce] })],
);

/** The Mizan account an LMS user is, by (issuer, sub) through the platform that named them. */
export const ltiUsers = pgTable(
  'lti_users',
  {
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    sub: text('sub').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.sub] }), index('lti_users_user_idx').on(t.userId)],
);

/** An LMS course (context) and the Mizan class it is. */
export const ltiContexts = pgTable(
  'lti_contexts',
  {
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    contextId: text('context_id').notNull(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** NRPS membership URL from the last launch, for a roster sync. */
    membershipsUrl: text('memberships_url'),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.contextId] })],
);

/** A resource link (an activity in a course) and the quiz and AGS line item it stands for. */
export const ltiResourceLinks = pgTable(
  'lti_resource_links',
  {
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    resourceLinkId: text('resource_link_id').notNull(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    lineItemUrl: text('line_item_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.resourceLinkId] })],
);

/** Who launched which link (and as which LMS user): a trial of the link's quiz by them passes its grade back. */
export const ltiLaunches = pgTable(
  'lti_launches',
  {
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    resourceLinkId: text('resource_link_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sub: text('sub').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.resourceLinkId, t.userId] }), index('lti_launches_user_idx').on(t.userId)],
);

/**
 * The single-use code a launch hands the SPA in its redirect (no cookie: Chromium drops third-party cookies in an
 * LMS iframe); the SPA exchanges it for a session within a minute. Stored hashed.
 */
export const ltiLaunchCodes = pgTable('lti_launch_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  next: text('next').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const ltiPassbackStatuses = ['pending', 'sent', 'failed'] as const;

/**
 * The grade passback of a trial launched from an LMS: where its score goes and how the last send went. The send
 * itself is a durable job; this row is what the operator sees (and sends again).
 */
export const ltiPassbacks = pgTable(
  'lti_passbacks',
  {
    trialId: uuid('trial_id')
      .primaryKey()
      .references(() => trials.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    lineItemUrl: text('line_item_url').notNull(),
    sub: text('sub').notNull(),
    status: text('status', { enum: ltiPassbackStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastScore: doublePrecision('last_score'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lti_passbacks_status_idx').on(t.status)],
);
