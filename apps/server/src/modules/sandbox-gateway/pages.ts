import { dirOf, type Language } from '@mizan/contract/i18n';
import { escapeHtml } from '../../lib/html-escape.js';
import { TEST_CARDS } from './cards.js';
import type { SandboxPaymentRow } from './repo.js';

export type T = (key: string, params?: Record<string, string | number>) => string;
export type CardField = 'name' | 'number' | 'expiry' | 'cvc';

const esc = escapeHtml;

const formatAmount = (t: T, halalas: number) => t('gateway:form.amount_format', { amount: (halalas / 100).toFixed(2) });

function layout(lang: Language, t: T, title: string, body: string, switchUrl?: string): string {
  const switcher = switchUrl
    ? `<a class="lang" href="${esc(switchUrl)}" lang="${lang === 'ar' ? 'en' : 'ar'}">${esc(t('gateway:form.switch_language'))}</a>`
    : '<span></span>';
  return `<!doctype html>
<html lang="${lang}" dir="${dirOf(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<link rel="stylesheet" href="/sandbox/moyasar/assets/form.css">
</head>
<body>
<main>
<div class="top"><span class="badge">${esc(t('gateway:form.sandbox_badge'))}</span>${switcher}</div>
${body}
</main>
</body>
</html>`;
}

function summary(t: T, amount: number, description: string | null): string {
  const rows = [
    [t('gateway:form.merchant_label'), esc(t('gateway:form.merchant')), ''],
    [t('gateway:form.amount_label'), esc(formatAmount(t, amount)), ' class="amount"'],
    ...(description ? [[t('gateway:form.description_label'), esc(description), '']] : []),
  ];
  return `<dl class="summary">${rows.map(([dt, dd, cls]) => `<dt>${esc(dt!)}</dt><dd${cls}>${dd}</dd>`).join('')}</dl>`;
}

export interface FormView {
  lang: Language;
  t: T;
  amount: number;
  description: string | null;
  /** Order fields carried through the POST unchanged. */
  hidden: Record<string, string>;
  name?: string;
  errors?: Partial<Record<CardField, string>>;
  switchUrl: string;
}

export function formPage(v: FormView): string {
  const { t } = v;
  const field = (name: CardField, type: string, attrs: string, extraClass = '') => {
    const error = v.errors?.[name];
    const value = name === 'name' && v.name ? ` value="${esc(v.name)}"` : '';
    return `<div class="field"><label for="${name}">${esc(t(`gateway:form.${name}_label`))}</label>
<input id="${name}" name="${name}" type="${type}" class="${extraClass}" ${attrs}${value} required aria-describedby="${name}-error" aria-invalid="${error ? 'true' : 'false'}">
<p class="error" id="${name}-error" role="alert">${esc(error ?? '')}</p></div>`;
  };
  const messages = ['required', 'name', 'number', 'expiry', 'expired', 'cvc']
    .map((k) => ` data-msg-${k}="${esc(t(`gateway:form.field_errors.${k}`))}"`)
    .join('');
  const hidden = Object.entries(v.hidden)
    .map(([k, val]) => `<input type="hidden" name="${esc(k)}" value="${esc(val)}">`)
    .join('');
  const body = `<section class="card" aria-labelledby="title">
<h1 id="title">${esc(t('gateway:form.page_title'))}</h1>
${summary(t, v.amount, v.description)}
<form method="post" action="/sandbox/moyasar/form" novalidate data-card-form${messages}>
${hidden}
<fieldset><legend>${esc(t('gateway:form.card_section'))}</legend>
${field('name', 'text', `autocomplete="cc-name" maxlength="100" placeholder="${esc(t('gateway:form.name_placeholder'))}"`)}
${field('number', 'text', 'inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="1234 5678 9012 3456"', 'ltr')}
<div class="row">
${field('expiry', 'text', `inputmode="numeric" autocomplete="cc-exp" maxlength="9" placeholder="${esc(t('gateway:form.expiry_placeholder'))}"`, 'ltr')}
${field('cvc', 'text', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123"', 'ltr')}
</div></fieldset>
<button type="submit" class="primary">${esc(t('gateway:form.pay', { amount: formatAmount(t, v.amount) }))}</button>
<p class="note">${esc(t('gateway:form.secure_note'))}</p>
</form></section>
${testCardsHint(t)}
<script src="/sandbox/moyasar/assets/form.js" defer></script>`;
  return layout(v.lang, t, t('gateway:form.page_title'), body, v.switchUrl);
}

const HINT_CARDS: [string, string][] = [
  ['4111111111111111', 'paid'],
  ['4201320111111010', 'paid'],
  ['5421080101000000', 'paid'],
  ['4201320000311101', 'insufficient'],
  ['4201321234411220', 'declined'],
  ['4201320000013020', 'failure'],
  ['4123450131000508', 'not_enrolled'],
];

function testCardsHint(t: T): string {
  const items = HINT_CARDS.map(([number, outcome]) => {
    const company = TEST_CARDS[number]!.company;
    return `<li><code>${number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code><span>${esc(company)} · ${esc(t(`gateway:test_cards.${outcome}`))}</span></li>`;
  }).join('');
  return `<aside class="hint" aria-labelledby="hint-title"><h2 id="hint-title">${esc(t('gateway:test_cards.title'))}</h2>
<p>${esc(t('gateway:test_cards.intro'))}</p><ul>${items}</ul>
<p>${esc(t('gateway:test_cards.other'))} ${esc(t('gateway:test_cards.otp'))}</p></aside>`;
}

export function threeDsPage(lang: Language, t: T, row: SandboxPaymentRow, wrongCode: boolean): string {
  const body = `<section class="card" aria-labelledby="title">
<h1 id="title">${esc(t('gateway:three_ds.heading'))}</h1>
${summary(t, row.amount, row.description)}
<p>${esc(t('gateway:three_ds.card_label'))}: <code dir="ltr">${esc(row.source.number)}</code></p>
<p>${esc(t('gateway:three_ds.prompt'))} <strong>${esc(t('gateway:three_ds.sandbox_hint'))}</strong></p>
<form method="post" action="/sandbox/moyasar/3ds/${esc(row.id)}">
<input type="hidden" name="lang" value="${lang}">
<div class="field"><label for="otp">${esc(t('gateway:three_ds.code_label'))}</label>
<input id="otp" name="otp" class="otp ltr" inputmode="numeric" autocomplete="one-time-code" maxlength="6" aria-describedby="otp-error" aria-invalid="${wrongCode}" autofocus>
<p class="error" id="otp-error" role="alert">${wrongCode ? esc(t('gateway:three_ds.wrong_code')) : ''}</p></div>
<button type="submit" name="action" value="confirm" class="primary">${esc(t('gateway:three_ds.confirm'))}</button>
<button type="submit" name="action" value="cancel" class="secondary">${esc(t('gateway:three_ds.cancel'))}</button>
</form></section>`;
  return layout(lang, t, t('gateway:three_ds.page_title'), body);
}

export function errorPage(lang: Language, t: T, messageKeys: string[]): string {
  const body = `<section class="card" role="alert"><h1>${esc(t('gateway:error_page.heading'))}</h1>
${messageKeys.map((k) => `<p>${esc(t(`gateway:error_page.${k}`))}</p>`).join('')}</section>`;
  return layout(lang, t, t('gateway:error_page.page_title'), body);
}
