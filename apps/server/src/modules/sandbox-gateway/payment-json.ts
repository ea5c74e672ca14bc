import type { SandboxPaymentRow } from './repo.js';

const format = (halalas: number, currency: string) => `${(halalas / 100).toFixed(2)} ${currency}`;

/** A sandbox row as Moyasar's payment object. */
export function toMoyasarJson(row: SandboxPaymentRow, publicUrl: string) {
  const captured = row.status === 'paid' || row.status === 'refunded' ? row.amount : 0;
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    fee: 0,
    currency: row.currency,
    refunded: row.refunded,
    refunded_at: row.refundedAt?.toISOString() ?? null,
    captured,
    captured_at: null,
    voided_at: null,
    description: row.description,
    amount_format: format(row.amount, row.currency),
    fee_format: format(0, row.currency),
    refunded_format: format(row.refunded, row.currency),
    captured_format: format(captured, row.currency),
    invoice_id: null,
    ip: row.ip,
    callback_url: row.callbackUrl,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    metadata: row.metadata,
    source: {
      ...row.source,
      gateway_id: `sandbox_${row.id.slice(0, 8)}`,
      reference_number: row.status === 'initiated' ? null : row.id.replace(/-/g, '').slice(0, 12),
      token: null,
      message: row.message,
      transaction_url: `${publicUrl}/sandbox/moyasar/3ds/${row.id}`,
    },
  };
}
export type MoyasarPaymentJson = ReturnType<typeof toMoyasarJson>;
