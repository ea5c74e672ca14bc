import { LANGUAGES, type Language } from '@mizan/contract/i18n';
import type { CardField } from './pages.js';
import { parseOrder, type Order } from './validation.js';

const ORDER_FIELDS = ['amount', 'currency', 'description', 'callback_url', 'metadata', 'publishable_key', 'lang'] as const;

export const pageLanguage = (requested: unknown, fallback: Language): Language => LANGUAGES.find((l) => l === requested) ?? fallback;

/** `metadata` arrives as JSON (`metadata={"quiz":"7"}`) or Moyasar-style (`metadata[quiz]=7`). */
function readMetadata(params: Record<string, unknown>): unknown {
  if (typeof params['metadata'] === 'string') {
    try {
      return JSON.parse(params['metadata']) as unknown;
    } catch {
      return 'invalid';
    }
  }
  if (typeof params['metadata'] === 'object') return params['metadata'];
  const bracketed = Object.entries(params).flatMap(([k, v]) => {
    const m = /^metadata\[([^[\]]+)\]$/.exec(k);
    return m ? [[m[1], v]] : [];
  });
  return bracketed.length ? Object.fromEntries(bracketed) : undefined;
}

export type OrderContext = { ok: true; order: Order; hidden: Record<string, string> } | { ok: false; messageKeys: string[] };

/** The order the form was opened for (query string) or posted back (hidden fields), checked like the API does. */
export function readOrderContext(params: Record<string, unknown>, publishableKey: string, publicUrl: string, lang: Language): OrderContext {
  if (params['publishable_key'] !== publishableKey) return { ok: false, messageKeys: ['invalid_key'] };
  const { order, errors } = parseOrder({ ...params, metadata: readMetadata(params) }, publicUrl);
  if (!order) return { ok: false, messageKeys: Object.keys(errors).filter((k) => ORDER_FIELDS.includes(k as never)) };
  const hidden = {
    amount: String(order.amount),
    currency: order.currency,
    description: order.description ?? '',
    callback_url: order.callbackUrl,
    metadata: JSON.stringify(order.metadata),
    publishable_key: publishableKey,
    lang,
  };
  return { ok: true, order, hidden };
}

/** The API's source object from the form's fields; `MM / YY` is split into month and year. */
export function sourceFromForm(body: Record<string, unknown>) {
  const str = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : '');
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(str('expiry'));
  return {
    type: 'creditcard',
    name: str('name'),
    number: str('number'),
    cvc: str('cvc'),
    month: expiry?.[1] ?? 'x',
    year: expiry?.[2] ?? 'x',
  };
}

/** Which localized message each card field shows for the API's validation errors. */
export function cardFieldMessages(body: Record<string, unknown>, errors: Record<string, string[]>): Partial<Record<CardField, string>> {
  const blank = (k: CardField) => typeof body[k] !== 'string' || (body[k] as string).trim() === '';
  const out: Partial<Record<CardField, string>> = {};
  const set = (field: CardField, failed: boolean, key: string) => {
    if (failed) out[field] = blank(field) ? 'required' : key;
  };
  set('name', !!errors['name'], 'name');
  set('number', !!errors['number'] || !!errors['company'], errors['company'] ? 'company' : 'number');
  set('expiry', !!errors['month'] || !!errors['year'], errors['year']?.includes('card has expired') ? 'expired' : 'expiry');
  set('cvc', !!errors['cvc'], 'cvc');
  return out;
}
