import { parseStudentNumber } from '@mizan/contract/numeric-input';
import { afterEach, describe, expect, it } from 'vitest';
import { setNumberPreference } from '@/lib/number-preferences';
import { formatAmount, formatClock, formatDate, formatNumber, formatPercent, formatPrice, formatTypedNumber } from './format';
import { installMemoryStorage } from './memory-storage';

installMemoryStorage();
afterEach(() => localStorage.clear());

describe('quiz formatting', () => {
  it('prices in riyals in both languages', () => {
    expect(formatPrice('49.00', 'en')).toMatch(/SAR\s?49\.00/);
    expect(formatPrice('49.00', 'ar')).toContain('٤٩٫٠٠');
    expect(formatPrice('49.00', 'ar')).toContain('ر.س');
  });

  it('writes a typed number back so that the numeric answer reads the same number again, in either digits', () => {
    expect(formatTypedNumber(1234.5, 'ar')).toBe('١٢٣٤٫٥');
    expect(formatTypedNumber(1000, 'en')).toBe('1000');
    for (const value of [0, 1000, 1234.5, -0.125, 3.14159265, 1_000_000, 0.000001]) {
      expect(parseStudentNumber(formatTypedNumber(value, 'ar'))).toBe(value);
      expect(parseStudentNumber(formatTypedNumber(value, 'en'))).toBe(value);
      setNumberPreference('digits', 'latn');
      expect(parseStudentNumber(formatTypedNumber(value, 'ar'))).toBe(value);
      localStorage.clear();
    }
  });

  it('formats clocks as m:ss or h:mm:ss', () => {
    expect(formatClock(65, 'en')).toBe('1:05');
    expect(formatClock(3600 + 62, 'en')).toBe('1:01:02');
    expect(formatClock(-3, 'en')).toBe('0:00');
    expect(formatClock(65, 'ar')).toBe('١:٠٥');
  });

  it('follows the reader’s digits: Arabic-Indic by default in Arabic, Latin when chosen, Latin in English', () => {
    expect(formatNumber(30, 'ar')).toBe('٣٠');
    expect(formatAmount('49.00', 'ar')).toBe('٤٩٫٠٠');
    setNumberPreference('digits', 'latn');
    expect(formatNumber(30, 'ar')).toBe('30');
    expect(formatAmount('49.00', 'ar')).toBe('49.00');
    expect(formatClock(65, 'ar')).toBe('1:05');
    expect(formatNumber(1234, 'en')).toBe('1,234');
  });

  // A statistic like alpha-if-deleted of −0.0004 rounds to zero: the console showed "-0".
  it('never writes a minus before a zero', () => {
    expect(formatNumber(-0.0004, 'en', 2)).toBe('0');
    expect(formatNumber(-0, 'en')).toBe('0');
    expect(formatPercent(-0.2, 'en')).toBe('0%');
    expect(formatNumber(-0.25, 'en', 2)).toBe('-0.25');
  });

  it('writes dates in the reader’s calendar: both (Gregorian, then Umm al-Qura) by default in Arabic', () => {
    // 1 Ramadan 1447 AH is 18 February 2026 in the Umm al-Qura calendar.
    const iso = '2026-02-18T09:00:00Z';
    const both = formatDate(iso, 'ar', { dateOnly: true, timeZone: 'Asia/Riyadh' });
    expect(both).toMatch(/٢٠٢٦.*\(.*١٤٤٧/);
    setNumberPreference('calendar', 'islamic-umalqura');
    expect(formatDate(iso, 'ar', { dateOnly: true, dateStyle: 'long' })).toContain('رمضان');
    expect(formatDate(iso, 'en', { dateOnly: true, dateStyle: 'long' })).toMatch(/Ramadan 1, 1447/);
  });

  it('formats percentages given as 0–100', () => {
    expect(formatPercent(84, 'en')).toBe('84%');
    expect(formatPercent(84, 'ar')).toContain('٨٤');
  });
});
