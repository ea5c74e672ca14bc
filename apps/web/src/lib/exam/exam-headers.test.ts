import { afterEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage } from '@/lib/quiz/memory-storage';
import { addExamHeaders } from './exam-headers';

installMemoryStorage();
vi.stubGlobal('location', { href: 'https://exam.test/quizzes/1/play#q3' });

const headersFor = (url: string) => {
  const headers = new Headers();
  addExamHeaders(headers, url);
  return headers;
};

describe('exam headers', () => {
  afterEach(() => {
    delete (globalThis as { SafeExamBrowser?: unknown }).SafeExamBrowser;
  });

  it('sends one stable device id with the requests of taking a quiz, and nothing elsewhere', () => {
    const first = headersFor('quizzes/trials/x/complete/').get('X-Mizan-Device');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(headersFor('/quizzes/quizzes/1/start/').get('X-Mizan-Device')).toBe(first);
    expect(headersFor('auth/login/').get('X-Mizan-Device')).toBeNull();
  });

  it("passes Safe Exam Browser's JavaScript keys with the page they were hashed with, asking SEB to compute them once", () => {
    let asked = 0;
    (globalThis as { SafeExamBrowser?: unknown }).SafeExamBrowser = {
      security: { configKey: 'c'.repeat(64), browserExamKey: 'b'.repeat(64), updateKeys: () => asked++ },
    };
    const headers = headersFor('quizzes/quizzes/1/start/');
    expect(headers.get('X-SafeExamBrowser-ConfigKeyHash')).toBe('c'.repeat(64));
    expect(headers.get('X-SafeExamBrowser-RequestHash')).toBe('b'.repeat(64));
    expect(headers.get('X-SafeExamBrowser-Url')).toBe('https://exam.test/quizzes/1/play');
    headersFor('quizzes/quizzes/1/start/');
    expect(asked).toBe(1);
  });
});
