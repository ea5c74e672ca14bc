import { integer, jsonb, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { certificates } from './certificates.js';

/** Public halves of the Open Badges signing keys; the secret halves live in DATA_DIR. Never deleted: old credentials verify. */
export const credentialKeys = pgTable('credential_keys', {
  id: text('id').primaryKey(),
  publicKeyMultibase: text('public_key_multibase').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when a newer key took over signing; the key stays published. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** One Bitstring Status List (revocation); its signed credential is re-signed whenever a bit flips. */
export const credentialStatusLists = pgTable('credential_status_lists', {
  id: serial('id').primaryKey(),
  size: integer('size').notNull(),
  credential: jsonb('credential').$type<Record<string, unknown>>(),
  /** The revoked slots the stored credential shows (sorted, comma-joined): serving compares it with the database. */
  signedRevoked: text('signed_revoked'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The signed OpenBadgeCredential of a certificate as issued at `issued_at`: written once, served as is. A certificate
 * given back with a new result (its attempt reopened and completed again) gets a new one; the old one's slot reads revoked.
 */
export const certificateCredentials = pgTable(
  'certificate_credentials',
  {
    id: serial('id').primaryKey(),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    /** The certificate's issue date this credential states. */
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    statusListId: integer('status_list_id')
      .notNull()
      .references(() => credentialStatusLists.id),
    statusIndex: integer('status_index').notNull(),
    keyId: text('key_id')
      .notNull()
      .references(() => credentialKeys.id),
    credential: jsonb('credential').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('certificate_credentials_status_slot').on(t.statusListId, t.statusIndex),
    unique('certificate_credentials_issue').on(t.certificateId, t.issuedAt),
  ],
);
