import { describe, expect, it } from 'vitest';
import { coverLetter } from './cover-letter';

describe('coverLetter', () => {
  it('skips the Arabic definite article, so «الذكاء» shows «ذ» rather than a lone «ا»', () => {
    expect(coverLetter('الذكاء العام')).toBe('ذ');
    expect(coverLetter('  القدرات الكمية')).toBe('ق');
    expect(coverLetter('اختبار')).toBe('ا');
    expect(coverLetter('ال')).toBe('ا');
    expect(coverLetter('IQ test')).toBe('I');
    expect(coverLetter('')).toBe('');
  });
});
