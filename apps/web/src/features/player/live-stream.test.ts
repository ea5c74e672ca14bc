import type { TrialLive } from '@mizan/contract/trial-live';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followLiveStream } from './live-stream';

const live = (remaining: number): TrialLive => ({ status: 'in_progress', remaining_seconds: remaining, announcements: [] });

/** A response whose body arrives in these chunks, split where a network might split it. */
function eventStream(chunks: string[], init: ResponseInit = {}) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' }, ...init });
}

describe('followLiveStream', () => {
  beforeEach(() => {
    const store = new Map<string, string>([['access', 'token-1']]);
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: () => undefined });
  });
  afterEach(() => vi.unstubAllGlobals());

  const follow = (fetchFn: typeof fetch) => {
    const seen: TrialLive[] = [];
    const onOpen = vi.fn();
    const ended = followLiveStream({ trialId: 't-1', signal: new AbortController().signal, onOpen, onLive: (l) => seen.push(l), fetchFn });
    return { seen, onOpen, ended };
  };

  it('asks with the session and hands on each message, however the chunks split it, ignoring comments', async () => {
    const message = `data: ${JSON.stringify(live(1200))}\n\n`;
    const fetchFn = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      eventStream(['retry: 3000\n\n', message.slice(0, 10), message.slice(10), ': beat\n\n', `data: ${JSON.stringify(live(1500))}\n\n`]),
    );
    const { seen, onOpen, ended } = follow(fetchFn as typeof fetch);
    expect(await ended).toBe('closed');
    expect(onOpen).toHaveBeenCalledOnce();
    expect(seen.map((l) => l.remaining_seconds)).toEqual([1200, 1500]);
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('/api/v1/quizzes/trials/t-1/live/stream/');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
  });

  it('says refused on 401, so the player renews its session, and failed when no stream comes', async () => {
    expect(await follow((async () => new Response('{}', { status: 401 })) as typeof fetch).ended).toBe('refused');
    // A proxy that answers with something else than events (an HTML error page, a buffered body).
    const other = follow((async () => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } })) as typeof fetch);
    expect(await other.ended).toBe('failed');
    expect(other.onOpen).not.toHaveBeenCalled();
    expect(await follow((async () => Promise.reject(new TypeError('offline'))) as typeof fetch).ended).toBe('failed');
  });
});
