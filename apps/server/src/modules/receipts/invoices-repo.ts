import { eq, sql } from 'drizzle-orm';
import type { InvoicingConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { invoiceCounter, invoices } from '../../db/schema/payments.js';
import { includedVatHalalas } from './zatca-tlv.js';

export type InvoiceRow = typeof invoices.$inferSelect;
const COUNTER = 'invoices';

export function invoiceRepo(db: Db) {
  return {
    async forPayment(paymentId: string): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
      return row;
    },

    /**
     * Issues the invoice of a paid payment, or answers the one it has. Call inside a transaction (the one that
     * marks the payment paid, or the first receipt request's): the counter row's update is rolled back with
     * it, so numbers have no gaps, and the payment row's lock makes concurrent issuers for one payment wait
     * and then find the invoice the first one wrote.
     */
    async issue(paymentId: string, totalHalalas: number, issuedAt: Date, config: InvoicingConfig): Promise<InvoiceRow> {
      await db.execute(sql`select 1 from payments where id = ${paymentId} for update`);
      const existing = await this.forPayment(paymentId);
      if (existing) return existing;
      const [counter] = await db
        .update(invoiceCounter)
        .set({ lastNumber: sql`${invoiceCounter.lastNumber} + 1` })
        .where(eq(invoiceCounter.name, COUNTER))
        .returning({ number: invoiceCounter.lastNumber });
      if (!counter) throw new Error('invoice counter row is missing (migration 0007 inserts it)');
      const [row] = await db
        .insert(invoices)
        .values({
          number: counter.number,
          paymentId,
          issuedAt,
          sellerName: config.sellerName,
          sellerVatNumber: config.sellerVatNumber,
          vatRateBasisPoints: Math.round(config.vatRatePercent * 100),
          totalHalalas,
          vatHalalas: includedVatHalalas(totalHalalas, config.vatRatePercent),
        })
        .returning();
      return row!;
    },
  };
}
