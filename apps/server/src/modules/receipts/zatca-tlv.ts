/** The five fields of a ZATCA phase-1 (simplified tax invoice) QR code, tags 1–5 in this order. */
export interface ZatcaFields {
  sellerName: string;
  vatNumber: string;
  /** ISO-8601 with zone, e.g. 2026-11-23T15:20:00Z. */
  timestamp: string;
  /** Invoice total with VAT, as a decimal string ("49.00"). */
  total: string;
  /** VAT amount, as a decimal string ("6.39"). */
  vat: string;
}

const TAGS = ['sellerName', 'vatNumber', 'timestamp', 'total', 'vat'] as const;

/**
 * Tag (1 byte), length (1 byte: the value's UTF-8 length in bytes, not characters) and value, for each field;
 * the QR code holds the base64 of the concatenation.
 */
export function zatcaTlvBase64(fields: ZatcaFields): string {
  const parts = TAGS.map((key, i) => {
    const value = Buffer.from(fields[key], 'utf8');
    if (value.length > 255) throw new RangeError(`${key} is longer than 255 bytes`);
    return Buffer.concat([Buffer.from([i + 1, value.length]), value]);
  });
  return Buffer.concat(parts).toString('base64');
}

/** The reverse, for tests and for checking what a QR code says: tag → UTF-8 value. */
export function parseZatcaTlv(base64: string): Map<number, string> {
  const bytes = Buffer.from(base64, 'base64');
  const fields = new Map<number, string>();
  for (let i = 0; i < bytes.length;) {
    const tag = bytes[i]!;
    const length = bytes[i + 1];
    if (length === undefined || i + 2 + length > bytes.length) throw new RangeError('truncated TLV');
    fields.set(tag, bytes.subarray(i + 2, i + 2 + length).toString('utf8'));
    i += 2 + length;
  }
  return fields;
}

/** VAT inside a VAT-inclusive total: total × rate / (100 + rate), rounded to the halala (half up). */
export function includedVatHalalas(totalHalalas: number, ratePercent: number): number {
  return Math.round((totalHalalas * ratePercent) / (100 + ratePercent));
}

export const halalasToDecimal = (halalas: number) => (halalas / 100).toFixed(2);
