import { describe, expect, it } from 'vitest';
import { includedVatHalalas, parseZatcaTlv, zatcaTlvBase64 } from './zatca-tlv.js';

describe('ZATCA phase-1 TLV', () => {
  it('encodes the five fields with UTF-8 byte lengths and decodes back', () => {
    const fields = {
      sellerName: 'مؤسسة ميزان',
      vatNumber: '300000000000003',
      timestamp: '2026-11-23T12:00:00Z',
      total: '49.00',
      vat: '6.39',
    };
    const base64 = zatcaTlvBase64(fields);
    const bytes = Buffer.from(base64, 'base64');
    // Tag 1, then the byte length of the Arabic name (two bytes per letter, one per space), then the name.
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(Buffer.byteLength(fields.sellerName, 'utf8'));
    expect(bytes[1]).toBe(21);
    expect([...parseZatcaTlv(base64)]).toEqual([
      [1, fields.sellerName],
      [2, fields.vatNumber],
      [3, fields.timestamp],
      [4, fields.total],
      [5, fields.vat],
    ]);
  });

  it('matches the published example encoding for Latin text', () => {
    // Tag 1 "Bobs Records" (12 bytes) → 01 0c 426f6273…
    const base64 = zatcaTlvBase64({
      sellerName: 'Bobs Records',
      vatNumber: '310122393500003',
      timestamp: '2022-04-25T15:30:00Z',
      total: '1000.00',
      vat: '150.00',
    });
    expect(Buffer.from(base64, 'base64').subarray(0, 4).toString('hex')).toBe('010c426f');
    expect(base64).toBe('AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==');
  });

  it('takes VAT out of a VAT-inclusive price, rounded to the halala', () => {
    expect(includedVatHalalas(11500, 15)).toBe(1500);
    expect(includedVatHalalas(4900, 15)).toBe(639);
    expect(includedVatHalalas(4900, 0)).toBe(0);
    expect(includedVatHalalas(1, 15)).toBe(0);
  });

  it('refuses a value longer than one length byte can say', () => {
    expect(() => zatcaTlvBase64({ sellerName: 'x'.repeat(256), vatNumber: '', timestamp: '', total: '', vat: '' })).toThrow(RangeError);
  });
});
