import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './messages.js';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public/locales');
const translate = loadMessages(locales, ['errors']);

describe('server messages', () => {
  it('agree with the number in Arabic (six plural forms) and write it in the reader’s digits', () => {
    const tooShort = (min: number, digits?: 'arab' | 'latn') =>
      translate(digits ? { lang: 'ar', digits } : 'ar', 'errors:validation.too_small_string', { min, count: min });
    expect(tooShort(2)).toBe('يجب ألا يقل عن حرفين.');
    expect(tooShort(8)).toBe('يجب ألا يقل عن ٨ أحرف.');
    expect(tooShort(8, 'latn')).toBe('يجب ألا يقل عن 8 أحرف.');
    expect(tooShort(12)).toBe('يجب ألا يقل عن ١٢ حرفًا.');
    expect(translate('en', 'errors:validation.too_small_string', { min: 1, count: 1 })).toBe('Must be at least 1 character.');
    expect(translate('en', 'errors:detail.throttled', { seconds: 30, count: 30 })).toBe('Too many requests. Try again in 30 seconds.');
    expect(translate('ar', 'errors:detail.throttled', { seconds: 30, count: 30 })).toContain('٣٠ ثانية');
  });
});
