import { z } from 'zod';
import type { SandboxSource } from '../../db/schema/sandbox-gateway.js';
import { companyOf, digitsOf, luhnValid, maskNumber } from './cards.js';

/** An error in Moyasar's shape: `{type, message, errors}` with the HTTP status it travels with. */
export class MoyasarApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: 'invalid_request_error' | 'authentication_error' | 'record_not_found' | 'api_error',
    message: string,
    readonly errors: Record<string, string[]> | null = null,
  ) {
    super(message);
  }
}

export const validationFailed = (errors: Record<string, string[]>) =>
  new MoyasarApiError(400, 'invalid_request_error', 'Validation Failed', errors);

export interface Order {
  amount: number;
  currency: 'SAR';
  description: string | null;
  callbackUrl: string;
  metadata: Record<string, string>;
}

export interface Card {
  source: SandboxSource;
  /** Only held in memory to pick the test outcome; never stored or logged. */
  digits: string;
}

const metadataValue = z.union([z.string().max(500), z.number(), z.boolean()]).transform(String);
const OrderSchema = z.object({
  amount: z.coerce.number({ error: 'must be an integer' }).int('must be an integer').min(100, 'must be greater than or equal to 100'),
  currency: z
    .string({ error: "can't be blank" })
    .transform((c) => c.toUpperCase())
    .pipe(z.literal('SAR', { error: 'is not supported' })),
  description: z.string().max(255, 'is too long').nullish(),
  callback_url: z.string({ error: "can't be blank" }).min(1, "can't be blank"),
  metadata: z
    .record(z.string().min(1).max(40), metadataValue)
    .refine((m) => Object.keys(m).length <= 30, 'has too many keys')
    .nullish(),
});

/** Amount, currency, description, metadata and a callback on our own origin (anything else would be an open redirect). */
export function parseOrder(raw: unknown, publicUrl: string): { order?: Order; errors: Record<string, string[]> } {
  const parsed = OrderSchema.safeParse(raw ?? {});
  const errors: Record<string, string[]> = parsed.success ? {} : fieldErrors(parsed.error);
  if (!parsed.success) return { errors };
  const d = parsed.data;
  if (!sameOriginUrl(d.callback_url, publicUrl)) errors['callback_url'] = [`must be an http(s) URL on ${new URL(publicUrl).origin}`];
  if (Object.keys(errors).length) return { errors };
  return {
    order: {
      amount: d.amount,
      currency: d.currency,
      description: d.description || null,
      callbackUrl: d.callback_url,
      metadata: d.metadata ?? {},
    },
    errors,
  };
}

const blankable = z.union([z.string(), z.number()], { error: "can't be blank" }).transform((v) => String(v).trim());
const SourceSchema = z.object({
  type: z.literal('creditcard', { error: 'is not supported' }),
  name: blankable,
  number: blankable,
  cvc: blankable,
  month: blankable,
  year: blankable,
});

/** Card checks as Moyasar makes them: two-word name, Luhn, supported network, future expiry, CVC length. */
export function parseCard(raw: unknown, now = new Date()): { card?: Card; errors: Record<string, string[]> } {
  const parsed = SourceSchema.safeParse(raw ?? {});
  if (!parsed.success) return { errors: fieldErrors(parsed.error, 'source') };
  const s = parsed.data;
  const errors: Record<string, string[]> = {};
  const digits = digitsOf(s.number);
  const company = luhnValid(digits) ? companyOf(digits) : null;
  if (!/^\S+(\s+\S+)+$/.test(s.name) || s.name.length > 100) errors['name'] = ['must contain a first and last name'];
  if (!luhnValid(digits)) errors['number'] = ['is invalid'];
  else if (!company) errors['company'] = ['is not supported. Only Mastercard, Visa, MADA and American Express card numbers are supported'];
  const month = /^\d{1,2}$/.test(s.month) ? Number(s.month) : NaN;
  const year = /^\d{2}$/.test(s.year) ? 2000 + Number(s.year) : /^\d{4}$/.test(s.year) ? Number(s.year) : NaN;
  if (!(month >= 1 && month <= 12)) errors['month'] = ['is invalid'];
  if (Number.isNaN(year)) errors['year'] = ['is invalid'];
  else if (month >= 1 && month <= 12 && new Date(Date.UTC(year, month, 1)) <= now) errors['year'] = ['card has expired'];
  if (!(company === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(s.cvc)) errors['cvc'] = ['is invalid'];
  if (Object.keys(errors).length || !company) return { errors };
  return { card: { digits, source: { type: 'creditcard', company, name: s.name, number: maskNumber(digits) } }, errors };
}

export function sameOriginUrl(value: string, publicUrl: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

function fieldErrors(error: z.ZodError, skipRoot?: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.filter((p) => p !== skipRoot).map(String);
    const field = path[0] ?? skipRoot ?? 'base';
    (out[field] ??= []).push(issue.message);
  }
  return out;
}
