import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { parseZatcaTlv } from './zatca-tlv.js';
import { receiptQrPayload, type ReceiptData } from './receipt-data.js';
import { renderReceiptPdf } from './render.js';
import { receiptHtml } from './html.js';

const data: ReceiptData = {
  language: 'ar',
  invoiceNumber: 7,
  issuedAt: new Date('2026-11-23T12:05:09.123Z'),
  sellerName: 'مؤسسة ميزان التجريبية',
  sellerVatNumber: '300000000000003',
  vatRatePercent: 15,
  totalHalalas: 11500,
  vatHalalas: 1500,
  currency: 'SAR',
  buyerName: 'سارة <أحمد>',
  buyerEmail: 'sara@example.com',
  item: 'باقة ٣ اختبارات',
  quizTitle: null,
  paymentReference: 'pay_123',
  refundedHalalas: 0,
};

describe('receipt rendering', () => {
  it('one A4-portrait page; invoice number and total in the metadata', async () => {
    const pdf = await PDFDocument.load(await renderReceiptPdf(data), { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(pdf.getTitle()).toBe('فاتورة ضريبية مبسطة INV-000007');
    expect(pdf.getSubject()).toBe('115.00 SAR');
    expect(pdf.getKeywords()).toBe('INV-000007 total=115.00 vat=15.00 SAR');
  });

  it('QR payload: the five fields, the timestamp to the second in UTC', () => {
    expect([...parseZatcaTlv(receiptQrPayload(data)).values()]).toEqual([
      'مؤسسة ميزان التجريبية',
      '300000000000003',
      '2026-11-23T12:05:09Z',
      '115.00',
      '15.00',
    ]);
  });

  it('HTML: escaped user text, both dates, and the QR payload', () => {
    const html = receiptHtml({ ...data, language: 'en' });
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).not.toContain('<أحمد>');
    expect(html).toContain('SAR 115.00');
    expect(html).toContain('Jumada II 1448 AH');
    expect(html).toContain(`data-zatca-qr="${receiptQrPayload(data)}"`);
  });
});
