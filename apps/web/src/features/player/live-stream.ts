import { API_BASE } from '@mizan/contract/api-paths';
import { quizPaths } from '@mizan/contract/quizzes';
import type { TrialLive } from '@mizan/contract/trial-live';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { addExamHeaders } from '@/lib/exam/exam-headers';
import { tokenStorage } from '@/lib/session/token-storage';

/**
 * How a stream ended: `closed` by the server (its ten minutes are up, or the attempt ended), `refused` (401: the
 * access token expired; a poll through the API renews it), `failed` (no connection, a proxy that does not pass
 * events through, a dropped network).
 */
export type StreamEnd = 'closed' | 'refused' | 'failed';

interface Follow {
  trialId: string;
  signal: AbortSignal;
  /** The stream is open: the player may stop polling. */
  onOpen: () => void;
  onLive: (live: TrialLive) => void;
  fetchFn?: typeof fetch;
}

/**
 * Follows the running player's live stream (`quizzes/trials/{id}/live/stream/`, server-sent events) until it ends.
 * fetch rather than EventSource: the session's token goes in the Authorization header, as on every other call,
 * and never in a URL that proxies log.
 */
export async function followLiveStream({ trialId, signal, onOpen, onLive, fetchFn = fetch }: Follow): Promise<StreamEnd> {
  const path = quizPaths.trialLiveStream.replace(':trialId', trialId);
  const headers = new Headers({ Accept: 'text/event-stream' });
  addExamHeaders(headers, path);
  const access = tokenStorage.access();
  if (access) headers.set('Authorization', `Bearer ${access}`);
  let response: Response;
  try {
    response = await fetchFn(`${API_BASE}${path}`, { headers, signal, cache: 'no-store' });
  } catch {
    return 'failed';
  }
  if (response.status === 401) return 'refused';
  if (!response.ok || !response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel().catch(() => undefined);
    return 'failed';
  }
  onOpen();
  const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await events.read();
      if (done) return 'closed';
      onLive(JSON.parse(value.data) as TrialLive);
    }
  } catch {
    return 'failed';
  }
}
