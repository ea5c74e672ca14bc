import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Card source as the sandbox keeps it: the number only ever masked, never the CVC. */
export interface SandboxSource {
  type: 'creditcard';
  company: 'visa' | 'mada' | 'master' | 'amex';
  name: string;
  number: string;
}

/** Payments of the built-in Moyasar-compatible sandbox (PAYMENT_GATEWAY=sandbox). */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  status: text('status').$type<'initiated' | 'paid' | 'failed' | 'refunded'>().notNull(),
  amount: integer('amount').notNull(),
  refunded: integer('refunded').notNull().default(0),
  currency: text('currency').notNull(),
  description: text('description'),
  callbackUrl: text('callback_url').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>(),
  source: jsonb('source').$type<SandboxSource>().notNull(),
  message: text('message'),
  /** What the card's test semantics decide once 3-D Secure is passed. */
  outcomeStatus: text('outcome_status').$type<'paid' | 'failed'>().notNull(),
  outcomeMessage: text('outcome_message').notNull(),
  ip: text('ip'),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
