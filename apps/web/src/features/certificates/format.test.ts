import { describe, expect, it, vi } from 'vitest';
import { installMemoryStorage } from '@/lib/quiz/memory-storage';
import { copyText, issuedDates, shareOrCopy, summaryParts } from './format';

installMemoryStorage();

describe('issue dates', () => {
  it('gives the Gregorian date, with the Umm al-Qura Hijri date alongside in Arabic', () => {
    // 1 Ramadan 1447 AH is 18 February 2026 in the Umm al-Qura calendar.
    const ar = issuedDates('2026-02-18T09:00:00Z', 'ar');
    expect(ar.gregorian).toContain('٢٠٢٦');
    expect(ar.gregorian).toContain('فبراير');
    expect(ar.hijri).toContain('رمضان');
    expect(ar.hijri).toContain('١٤٤٧');
    expect(issuedDates('2026-02-18T09:00:00Z', 'en')).toEqual({ gregorian: 'February 18, 2026', hijri: null });
  });

  it('dates by Riyadh time, so a late-evening completion keeps its local day', () => {
    expect(issuedDates('2026-02-18T22:30:00Z', 'en').gregorian).toBe('February 19, 2026');
  });
});

describe('result line', () => {
  const base = { score: null, max_score: null, percentage: null, passed: null, top_dimensions: [], holland_code: null };
  it('shows a graded percentage and pass, a profile Holland code', () => {
    expect(summaryParts({ ...base, scoring: 'graded', percentage: 83.33, passed: true })).toEqual({
      kind: 'graded',
      percentage: 83,
      passed: true,
    });
    expect(summaryParts({ ...base, scoring: 'profile', holland_code: 'SAE', top_dimensions: ['S', 'A', 'E'] })).toEqual({
      kind: 'profile',
      code: 'SAE',
    });
    expect(summaryParts({ ...base, scoring: 'profile', top_dimensions: ['R', 'I'] })).toEqual({ kind: 'profile', code: 'RI' });
  });
});

describe('share with copy fallback', () => {
  const data = { title: 'Certificate', url: 'https://mizan.example/certificate?code=ABC' };
  it('uses the share sheet when there is one, and a dismissed sheet is fine', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareOrCopy(data, { share, clipboard: { writeText } } as never)).toBe('shared');
    expect(writeText).not.toHaveBeenCalled();
    const dismissed = vi.fn().mockRejectedValue(new DOMException('no', 'AbortError'));
    expect(await shareOrCopy(data, { share: dismissed, clipboard: { writeText } } as never)).toBe('shared');
  });

  it('copies the link without a share sheet or when sharing fails, and reports a refused clipboard', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareOrCopy(data, { clipboard: { writeText } } as never)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
    const broken = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    expect(await shareOrCopy(data, { share: broken, clipboard: { writeText } } as never)).toBe('copied');
    expect(await copyText('x', { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } } as never)).toBe('failed');
  });
});
