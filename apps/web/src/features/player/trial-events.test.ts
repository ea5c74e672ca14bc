import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage } from '@/lib/quiz/memory-storage';
import { queuedEvents, recordEvent, sendEvents } from './trial-events';

installMemoryStorage();
vi.stubGlobal('location', { href: 'https://exam.test/quizzes/1/trials/t/play/2' });

describe('the attempt event queue', () => {
  beforeEach(() => localStorage.clear());

  it('sends queued events in batches of 100 and empties the queue', async () => {
    for (let i = 0; i < 150; i++) recordEvent('t1', { kind: 'paste', chars: i });
    const bodies: { events: unknown[] }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        expect(url).toBe('/api/v1/quizzes/trials/t1/events/');
        expect(new Headers(init.headers).get('X-Mizan-Device')).toBeTruthy();
        bodies.push(JSON.parse(String(init.body)));
        return new Response('{"stored":1}', { status: 202 });
      }),
    );
    await sendEvents('t1');
    expect(bodies.map((b) => b.events.length)).toEqual([100, 50]);
    expect(queuedEvents('t1')).toEqual([]);
  });

  it('keeps the queue while offline or on a server error, and drops what the server refuses for good', async () => {
    recordEvent('t2', { kind: 'left' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await sendEvents('t2');
    expect(queuedEvents('t2')).toHaveLength(1);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    await sendEvents('t2');
    expect(queuedEvents('t2')).toHaveLength(1);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    await sendEvents('t2');
    expect(queuedEvents('t2')).toEqual([]);
  });
});
