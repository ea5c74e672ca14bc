import { z } from 'zod';
import { PAYMENT_STATUSES, type GatewayPayment } from './gateway.js';

/** The part of Moyasar's payment object we rely on; unknown fields pass through untouched. */
export const MoyasarPayment = z.looseObject({
  id: z.string().min(1),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int().nonnegative(),
  refunded: z.number().int().nonnegative().nullish(),
  refunded_at: z.string().nullish(),
  currency: z.string(),
  description: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  created_at: z.string(),
  source: z
    .looseObject({
      type: z.string(),
      company: z.string().nullish(),
      name: z.string().nullish(),
      number: z.string().nullish(),
      message: z.string().nullish(),
    })
    .nullish(),
});
export type MoyasarPayment = z.infer<typeof MoyasarPayment>;

/** Moyasar's error body: `{type, message, errors}`. */
export const MoyasarErrorBody = z.object({
  type: z.string(),
  message: z.string().nullish(),
  errors: z.record(z.string(), z.array(z.string())).nullish(),
});

export function normalisePayment(p: MoyasarPayment): GatewayPayment {
  return {
    id: p.id,
    status: p.status,
    amountHalalas: p.amount,
    refundedHalalas: p.refunded ?? 0,
    refundedAt: p.refunded_at ? new Date(p.refunded_at) : null,
    currency: p.currency,
    description: p.description ?? null,
    metadata: Object.fromEntries(Object.entries(p.metadata ?? {}).map(([k, v]) => [k, String(v)])),
    source: p.source
      ? {
          type: p.source.type,
          company: p.source.company ?? null,
          name: p.source.name ?? null,
          maskedNumber: p.source.number ?? null,
          message: p.source.message ?? null,
        }
      : null,
    createdAt: new Date(p.created_at),
  };
}
