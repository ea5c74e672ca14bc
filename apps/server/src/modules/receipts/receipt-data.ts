import type { Language } from '@mizan/contract/i18n';
import { invoiceLabel } from '@mizan/contract/payments';
import { halalasToDecimal, zatcaTlvBase64 } from './zatca-tlv.js';

/** What a receipt says: the issued invoice plus the purchase, all from our records. */
export interface ReceiptData {
  language: Language;
  invoiceNumber: number;
  issuedAt: Date;
  sellerName: string;
  sellerVatNumber: string;
  vatRatePercent: number;
  totalHalalas: number;
  vatHalalas: number;
  currency: string;
  buyerName: string;
  buyerEmail: string;
  /** The plan's name in the receipt's language, and the quiz a single-quiz plan was bought for. */
  item: string;
  quizTitle: string | null;
  paymentReference: string;
  refundedHalalas: number;
}

/** ISO-8601 to the second, in UTC, as ZATCA's examples write it. */
export const zatcaTimestamp = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The ZATCA phase-1 QR payload of a receipt. */
export const receiptQrPayload = (r: ReceiptData) =>
  zatcaTlvBase64({
    sellerName: r.sellerName,
    vatNumber: r.sellerVatNumber,
    timestamp: zatcaTimestamp(r.issuedAt),
    total: halalasToDecimal(r.totalHalalas),
    vat: halalasToDecimal(r.vatHalalas),
  });

const TIME_ZONE = 'Asia/Riyadh';
const numberLocale = (lang: Language) => (lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-GB');

/** An amount as the receipt prints it: «٤٩٫٠٠ ر.س» or «SAR 49.00». */
export function money(halalas: number, lang: Language): string {
  const n = new Intl.NumberFormat(numberLocale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(halalas / 100);
  return lang === 'ar' ? `${n} ر.س` : `SAR ${n}`;
}

export const percent = (rate: number, lang: Language) =>
  new Intl.NumberFormat(numberLocale(lang), { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100);

/** Gregorian date and time (Saudi time) in the receipt's language, and the Umm al-Qura Hijri date. */
export function receiptDates(date: Date, lang: Language): { gregorian: string; hijri: string } {
  const calendar = (ca: 'gregory' | 'islamic-umalqura') => (lang === 'ar' ? `ar-SA-u-ca-${ca}-nu-arab` : `en-GB-u-ca-${ca}`);
  const gregorian = new Intl.DateTimeFormat(calendar('gregory'), { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }).format(
    date,
  );
  const hijri = new Intl.DateTimeFormat(calendar('islamic-umalqura'), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(date);
  return { gregorian, hijri };
}

export const WORDS = {
  ar: {
    title: 'فاتورة ضريبية مبسطة',
    otherTitle: 'Simplified Tax Invoice',
    receipt: 'إيصال دفع',
    invoiceNumber: 'رقم الفاتورة',
    date: 'التاريخ',
    hijri: 'التاريخ الهجري',
    seller: 'البائع',
    vatNumber: 'الرقم الضريبي',
    buyer: 'المشتري',
    item: 'البند',
    quiz: 'الاختبار',
    quantity: 'الكمية',
    subtotal: 'المبلغ قبل الضريبة',
    vat: 'ضريبة القيمة المضافة',
    total: 'الإجمالي شامل الضريبة',
    reference: 'مرجع الدفع',
    refunded: 'المبلغ المسترد',
    note: 'الأسعار شاملة ضريبة القيمة المضافة.',
    qr: 'رمز الاستجابة السريعة للفاتورة (هيئة الزكاة والضريبة والجمارك)',
  },
  en: {
    title: 'Simplified Tax Invoice',
    otherTitle: 'فاتورة ضريبية مبسطة',
    receipt: 'Payment receipt',
    invoiceNumber: 'Invoice number',
    date: 'Date',
    hijri: 'Hijri date',
    seller: 'Seller',
    vatNumber: 'VAT number',
    buyer: 'Buyer',
    item: 'Item',
    quiz: 'Quiz',
    quantity: 'Quantity',
    subtotal: 'Amount before VAT',
    vat: 'VAT',
    total: 'Total including VAT',
    reference: 'Payment reference',
    refunded: 'Refunded',
    note: 'Prices include VAT.',
    qr: 'Invoice QR code (ZATCA)',
  },
} as const;

export { invoiceLabel };
