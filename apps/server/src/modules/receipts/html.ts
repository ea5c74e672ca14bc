import { escapeXml } from '../certificates/render/text.js';
import { invoiceLabel, money, percent, receiptDates, receiptQrPayload, WORDS, type ReceiptData } from './receipt-data.js';
import { qrPath } from '../certificates/render/qr.js';

const e = escapeXml;

/**
 * The receipt as a printable HTML page: the same words and figures as the PDF, as real text (selectable,
 * read by screen readers), with the QR code as inline SVG.
 */
export function receiptHtml(data: ReceiptData): string {
  const lang = data.language;
  const w = WORDS[lang];
  const dates = receiptDates(data.issuedAt, lang);
  const qr = qrPath(receiptQrPayload(data));
  const row = (name: string, value: string, cls = '') =>
    `<tr class="${cls}"><th scope="row">${e(name)}</th><td><bdi>${e(value)}</bdi></td></tr>`;
  const label = invoiceLabel(data.invoiceNumber);
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(w.title)} ${e(label)}</title>
<style>
body{font-family:"IBM Plex Sans Arabic",system-ui,sans-serif;color:#111827;background:#f3f4f6;margin:0;padding:24px}
main{max-width:720px;margin:0 auto;background:#fff;padding:32px;border-top:8px solid #0f766e;border-radius:8px}
h1{color:#0f766e;font-size:1.5rem;margin:0}
.sub{color:#4b5563;margin:.25rem 0 1.5rem}
table{width:100%;border-collapse:collapse;margin:1rem 0}
th,td{padding:.5rem;text-align:start;border-bottom:1px solid #e5e7eb;vertical-align:top}
th{color:#4b5563;font-weight:500;width:45%}
.total th,.total td{font-weight:700;color:#111827;background:#e6f4f2}
.qr{display:flex;gap:1rem;align-items:center;margin-top:1.5rem;color:#4b5563}
.qr svg{width:150px;height:150px;flex:none}
@media print{body{background:#fff;padding:0}}
</style>
</head>
<body>
<main>
<h1>${e(w.title)}</h1>
<p class="sub">${e(w.otherTitle)} · <bdi>${e(label)}</bdi></p>
<table>
${row(w.invoiceNumber, label)}
${row(w.date, dates.gregorian)}
${row(w.hijri, dates.hijri)}
${row(w.seller, data.sellerName)}
${row(w.vatNumber, data.sellerVatNumber)}
${row(w.buyer, `${data.buyerName} <${data.buyerEmail}>`)}
${row(w.item, data.quizTitle ? `${data.item} — ${data.quizTitle}` : data.item)}
${row(w.subtotal, money(data.totalHalalas - data.vatHalalas, lang))}
${row(`${w.vat} (${percent(data.vatRatePercent, lang)})`, money(data.vatHalalas, lang))}
${row(w.total, money(data.totalHalalas, lang), 'total')}
${data.refundedHalalas > 0 ? row(w.refunded, money(data.refundedHalalas, lang)) : ''}
${row(w.reference, data.paymentReference)}
</table>
<div class="qr">
<svg role="img" aria-label="${e(w.qr)}" viewBox="0 0 ${qr.modules} ${qr.modules}" data-zatca-qr="${e(receiptQrPayload(data))}"><rect width="100%" height="100%" fill="#fff"/><path d="${qr.d}" fill="#111827"/></svg>
<div><p>${e(w.qr)}</p><p>${e(w.note)}</p></div>
</div>
</main>
</body>
</html>`;
}
