import { FONT_FAMILY } from '../certificates/render/fonts.js';
import { balanceMark, COLORS } from '../certificates/render/ornaments.js';
import { qrPath } from '../certificates/render/qr.js';
import { cleanText, directionOf, fittedLine, textElement, type Direction } from '../certificates/render/text.js';
import { invoiceLabel, money, percent, receiptDates, receiptQrPayload, WORDS, type ReceiptData } from './receipt-data.js';

/** A4 portrait in CSS pixels (96 dpi). */
export const RECEIPT_PAGE = { width: 794, height: 1123 } as const;

const LEFT = 64;
const RIGHT = RECEIPT_PAGE.width - 64;
const COLUMN_2 = 430;
const QR_SIZE = 150;

/** The receipt as SVG source (text still as text, shaped by resvg with the bundled fonts). */
export function receiptSvgSource(data: ReceiptData): string {
  const lang = data.language;
  const w = WORDS[lang];
  const dir: Direction = lang === 'ar' ? 'rtl' : 'ltr';
  // Written for English (start = left) and mirrored for Arabic, as the certificate is.
  const x = (ltrX: number) => (dir === 'rtl' ? RECEIPT_PAGE.width - ltrX : ltrX);
  type Anchor = 'start' | 'middle' | 'end';
  const start: Anchor = dir === 'rtl' ? 'end' : 'start';
  const end: Anchor = dir === 'rtl' ? 'start' : 'end';
  const dates = receiptDates(data.issuedAt, lang);
  const qr = qrPath(receiptQrPayload(data));
  const subtotal = data.totalHalalas - data.vatHalalas;

  const label = (text: string, ltrX: number, y: number, anchor: Anchor = start) =>
    textElement(text, { x: x(ltrX), y, size: 12, dir, anchor, fill: COLORS.muted });
  const value = (
    text: string,
    ltrX: number,
    y: number,
    width: number,
    opts: { size?: number; bold?: boolean; anchor?: Anchor; fill?: string } = {},
  ) => {
    const clean = cleanText(text);
    return fittedLine(clean, width, {
      x: x(ltrX),
      y,
      size: opts.size ?? 15,
      dir: directionOf(clean),
      anchor: opts.anchor ?? start,
      weight: opts.bold === false ? 'regular' : 'bold',
      fill: opts.fill ?? COLORS.ink,
    });
  };
  const field = (name: string, text: string, ltrX: number, y: number, width = 320) =>
    `${label(name, ltrX, y)}\n${value(text, ltrX, y + 22, width)}`;
  const totalRow = (name: string, amount: string, y: number, strong = false) =>
    `${textElement(name, { x: x(COLUMN_2), y, size: strong ? 15 : 13, dir, anchor: start, weight: strong ? 'bold' : 'regular', fill: strong ? COLORS.ink : COLORS.muted })}
${value(amount, RIGHT - 16, y, 150, { anchor: end, size: strong ? 17 : 14, bold: strong })}`;
  const mark = dir === 'rtl' ? RECEIPT_PAGE.width - LEFT - 52 : LEFT;
  const qrX = dir === 'rtl' ? RECEIPT_PAGE.width - LEFT - QR_SIZE : LEFT;
  const refunded = data.refundedHalalas > 0;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${RECEIPT_PAGE.width}" height="${RECEIPT_PAGE.height}" viewBox="0 0 ${RECEIPT_PAGE.width} ${RECEIPT_PAGE.height}" font-family="${FONT_FAMILY}">
<rect width="100%" height="100%" fill="#fff"/>
<rect x="0" y="0" width="${RECEIPT_PAGE.width}" height="8" fill="${COLORS.teal}"/>
${balanceMark(mark, 48, 52)}
${textElement('ميزان', { x: x(LEFT + 66), y: 74, size: 22, dir: 'rtl', anchor: start, weight: 'bold', fill: COLORS.teal })}
${textElement('MIZAN', { x: x(LEFT + 66), y: 94, size: 10, dir: 'ltr', anchor: start, fill: COLORS.muted, extra: ' letter-spacing="3"' })}
${textElement(w.title, { x: x(RIGHT), y: 72, size: 24, dir, anchor: end, weight: 'bold', fill: COLORS.teal })}
${textElement(w.otherTitle, { x: x(RIGHT), y: 96, size: 13, dir: directionOf(w.otherTitle), anchor: end, fill: COLORS.muted })}
<path d="M${LEFT} 128H${RIGHT}" stroke="${COLORS.gold}" stroke-width="1.2"/>
${field(w.invoiceNumber, invoiceLabel(data.invoiceNumber), LEFT, 170)}
${field(w.date, dates.gregorian, LEFT, 228)}
${field(w.hijri, dates.hijri, LEFT, 286)}
${field(w.seller, data.sellerName, COLUMN_2, 170, RIGHT - COLUMN_2)}
${field(w.vatNumber, data.sellerVatNumber, COLUMN_2, 228, RIGHT - COLUMN_2)}
${field(w.buyer, data.buyerName, COLUMN_2, 286, RIGHT - COLUMN_2)}
${value(data.buyerEmail, COLUMN_2, 330, RIGHT - COLUMN_2, { size: 12, bold: false, fill: COLORS.muted })}
<rect x="${LEFT}" y="372" width="${RIGHT - LEFT}" height="36" rx="6" fill="${COLORS.soft}"/>
${textElement(w.item, { x: x(LEFT + 16), y: 395, size: 13, dir, anchor: start, weight: 'bold', fill: COLORS.tealDark })}
${textElement(w.quantity, { x: x(470), y: 395, size: 13, dir, anchor: 'middle', weight: 'bold', fill: COLORS.tealDark })}
${textElement(w.total, { x: x(RIGHT - 16), y: 395, size: 13, dir, anchor: end, weight: 'bold', fill: COLORS.tealDark })}
${value(data.item, LEFT + 16, 440, 340)}
${data.quizTitle ? value(`${w.quiz}: ${data.quizTitle}`, LEFT + 16, 464, 340, { size: 12, bold: false, fill: COLORS.muted }) : ''}
${value(new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-GB').format(1), 470, 440, 60, { anchor: 'middle', bold: false })}
${value(money(data.totalHalalas, lang), RIGHT - 16, 440, 150, { anchor: end })}
<path d="M${LEFT} 488H${RIGHT}" stroke="#e5e7eb" stroke-width="1"/>
${totalRow(w.subtotal, money(subtotal, lang), 526)}
${totalRow(`${w.vat} (${percent(data.vatRatePercent, lang)})`, money(data.vatHalalas, lang), 558)}
<rect x="${dir === 'rtl' ? LEFT : COLUMN_2 - 16}" y="578" width="${RIGHT - COLUMN_2 + 16}" height="44" rx="6" fill="${COLORS.soft}"/>
${totalRow(w.total, money(data.totalHalalas, lang), 607, true)}
${refunded ? totalRow(w.refunded, money(data.refundedHalalas, lang), 652) : ''}
${field(w.reference, data.paymentReference, LEFT, refunded ? 700 : 680, 340)}
<rect x="${qrX}" y="760" width="${QR_SIZE}" height="${QR_SIZE}" fill="#fff"/>
<path transform="translate(${qrX} 760) scale(${QR_SIZE / qr.modules})" d="${qr.d}" fill="${COLORS.ink}"/>
${textElement(w.qr, { x: x(LEFT + QR_SIZE + 24), y: 830, size: 12, dir, anchor: start, fill: COLORS.muted })}
${textElement(w.note, { x: x(LEFT + QR_SIZE + 24), y: 852, size: 12, dir, anchor: start, fill: COLORS.muted })}
<path d="M${LEFT} 1060H${RIGHT}" stroke="${COLORS.gold}" stroke-width="0.8"/>
${textElement(`${data.sellerName} · ${data.sellerVatNumber}`, { x: RECEIPT_PAGE.width / 2, y: 1086, size: 11, dir: directionOf(data.sellerName), anchor: 'middle', fill: COLORS.muted })}
</svg>`;
}
