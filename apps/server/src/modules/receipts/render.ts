import { Resvg } from '@resvg/resvg-js';
import { RESVG_FONT_OPTIONS } from '../certificates/render/fonts.js';
import { pdfOfSvg, rasteriseSvg } from '../certificates/render/render.js';
import { halalasToDecimal } from './zatca-tlv.js';
import { invoiceLabel, type ReceiptData, WORDS } from './receipt-data.js';
import { receiptSvgSource } from './layout.js';

/** A4 portrait in PDF points. */
const A4_PORTRAIT: [number, number] = [595.28, 841.89];

/**
 * One A4 page. The metadata carry what a program needs without reading the image: the title names the invoice
 * number, the subject the total with VAT, the keywords both plus the VAT amount.
 */
export function renderReceiptPdf(data: ReceiptData): Promise<Uint8Array> {
  const label = invoiceLabel(data.invoiceNumber);
  const total = `${halalasToDecimal(data.totalHalalas)} ${data.currency}`;
  return pdfOfSvg(receiptSvgSource(data), A4_PORTRAIT, (pdf) => {
    pdf.setTitle(`${WORDS[data.language].title} ${label}`);
    pdf.setSubject(total);
    pdf.setKeywords([label, `total=${halalasToDecimal(data.totalHalalas)}`, `vat=${halalasToDecimal(data.vatHalalas)}`, data.currency]);
    pdf.setAuthor(data.sellerName);
    pdf.setCreator('Mizan');
    pdf.setLanguage(data.language === 'ar' ? 'ar-SA' : 'en');
    pdf.setCreationDate(data.issuedAt);
    pdf.setModificationDate(data.issuedAt);
  });
}

export async function renderReceiptPng(data: ReceiptData): Promise<Buffer> {
  return (await rasteriseSvg(receiptSvgSource(data))).png().toBuffer();
}

/** Self-contained SVG (text outlined), for the HTML page. */
export const renderReceiptSvg = (data: ReceiptData) => new Resvg(receiptSvgSource(data), { font: RESVG_FONT_OPTIONS }).toString();
