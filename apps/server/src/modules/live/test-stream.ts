import type { FastifyInstance } from 'fastify';
import type { TrialLive } from '@mizan/contract/trial-live';

export interface OpenStream {
  status: number;
  /** Every `data` message so far, parsed. */
  events: TrialLive[];
  /** Whether the server ended the stream. */
  ended: () => boolean;
  close: () => void;
}

/** Opens a player's live stream on a listening app, as a browser's fetch would, and collects its messages. */
export async function openLiveStream(app: FastifyInstance, trialId: string, headers: Record<string, string>): Promise<OpenStream> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${address.port}/api/v1/quizzes/trials/${trialId}/live/stream/`, {
    headers,
    signal: controller.signal,
  });
  const events: TrialLive[] = [];
  let ended = false;
  if (res.ok && res.body) {
    void (async () => {
      let buffer = '';
      try {
        for await (const chunk of res.body!.pipeThrough(new TextDecoderStream())) {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const data = buffer
              .slice(0, end)
              .split('\n')
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice(6));
            buffer = buffer.slice(end + 2);
            if (data.length) events.push(JSON.parse(data.join('\n')) as TrialLive);
          }
        }
      } catch {
        // Aborted by the test.
      }
      ended = true;
    })();
  } else {
    await res.body?.cancel();
    ended = true;
  }
  return { status: res.status, events, ended: () => ended, close: () => controller.abort() };
}
