import { describe, expect, it } from 'vitest';
import { formatClock, formatPercent, formatPrice } from './format';

describe('quiz formatting', () => {
  it('prices in riyals in both languages', () => {
    expect(formatPrice('49.00', 'en')).toMatch(/SAR\s?49\.00/);
    expect(formatPrice('49.00', 'ar')).toContain('٤٩٫٠٠');
    expect(formatPrice('49.00', 'ar')).toContain('ر.س');
  });

  it('formats clocks as m:ss or h:mm:ss', () => {
    expect(formatClock(65, 'en')).toBe('1:05');
    expect(formatClock(3600 + 62, 'en')).toBe('1:01:02');
    expect(formatClock(-3, 'en')).toBe('0:00');
    expect(formatClock(65, 'ar')).toBe('١:٠٥');
  });

  it('formats percentages given as 0–100', () => {
    expect(formatPercent(84, 'en')).toBe('84%');
    expect(formatPercent(84, 'ar')).toContain('٨٤');
  });
});
