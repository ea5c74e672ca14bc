import type { TrialLive } from '@mizan/contract/trial-live';
import { useEffect, useState } from 'react';
import { useGetTrialLiveQuery } from './api';
import { followLiveStream } from './live-stream';

/** While its stream is down, the player polls this often: an announcement still reaches it within seconds. */
const POLL_MS = 15_000;
/** After a stream failed, the next try waits this long, doubled with each failure up to STREAM_RETRY_MAX_MS. */
const STREAM_RETRY_MS = 2_000;
const STREAM_RETRY_MAX_MS = 60_000;
/** A stream that the server closed sooner than this is not opened again at once. */
const STREAM_MIN_LIFE_MS = 60_000;
/** A drift beyond this between the server's time left and the player's count means an invigilator extended it. */
const DRIFT_SECONDS = 5;

const dismissedKey = (trialId: string) => `mizan.announcements.${trialId}`;
function readDismissed(trialId: string): number[] {
  try {
    return JSON.parse(sessionStorage.getItem(dismissedKey(trialId)) ?? '[]') as number[];
  } catch {
    return [];
  }
}

interface LiveChannel {
  trialId: string;
  /** The channel opens once the question is on screen: it must not compete with the question's own load. */
  enabled: boolean;
  /** The player's own count of seconds left (null while unknown or untimed). */
  remaining: number | null;
  /** The question is fetched again: its answer carries the server's time left, which restarts the count. */
  resync: () => void;
  /** An invigilator ended the attempt. */
  onEnded: () => void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * The live stream while it holds, the poll while it does not: the stream is opened again when the server ends it
 * (every ten minutes), and after a failure with a growing pause, the poll filling the gap (and renewing an
 * expired session through the API's 401 flow, which the stream's next try then uses).
 */
function useLiveData(trialId: string, enabled: boolean): TrialLive | undefined {
  const [streaming, setStreaming] = useState(true);
  const [latest, setLatest] = useState<TrialLive>();
  const { data: polled } = useGetTrialLiveQuery(trialId, {
    pollingInterval: POLL_MS,
    skipPollingIfUnfocused: false,
    skip: !trialId || !enabled || streaming,
  });
  useEffect(() => {
    if (polled) setLatest(polled);
  }, [polled]);

  useEffect(() => {
    if (!trialId || !enabled) return;
    const stop = new AbortController();
    void (async () => {
      let ended = false;
      for (let failures = 0; !stop.signal.aborted && !ended;) {
        const opened = Date.now();
        const end = await followLiveStream({
          trialId,
          signal: stop.signal,
          onOpen: () => setStreaming(true),
          onLive: (live) => {
            ended = live.status === 'completed';
            setLatest(live);
          },
        });
        if (stop.signal.aborted || ended) return;
        // A stream the server ended after its full life is opened again at once; one that kept closing early
        // (a proxy's timeout, another tab taking its place) counts as a failure.
        const lived = Date.now() - opened >= STREAM_MIN_LIFE_MS;
        if (lived) failures = 0;
        if (end === 'closed' && lived) continue;
        setStreaming(false);
        failures += 1;
        await sleep(Math.min(STREAM_RETRY_MAX_MS, STREAM_RETRY_MS * 2 ** (failures - 1)), stop.signal);
      }
    })();
    return () => stop.abort();
  }, [trialId, enabled]);
  return latest;
}

/**
 * What the invigilator sends to a running player (#32), pushed over the live stream: announcements (shown until
 * dismissed, also after a reload), more time (the count is resynchronised), and the end of the attempt.
 */
export function useLiveChannel({ trialId, enabled, remaining, resync, onEnded }: LiveChannel) {
  const data = useLiveData(trialId, enabled);
  const [dismissed, setDismissed] = useState(() => readDismissed(trialId));

  useEffect(() => {
    if (data?.status === 'completed') onEnded();
  }, [data?.status, onEnded]);

  const serverRemaining = data?.remaining_seconds ?? null;
  useEffect(() => {
    if (serverRemaining !== null && remaining !== null && Math.abs(serverRemaining - remaining) > DRIFT_SECONDS) resync();
    // Only a new answer from the server may trigger it; the count ticking must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  const announcements = (data?.announcements ?? []).filter((a) => !dismissed.includes(a.id));
  const dismiss = (id: number) => {
    const next = [...dismissed, id];
    setDismissed(next);
    try {
      sessionStorage.setItem(dismissedKey(trialId), JSON.stringify(next));
    } catch {
      // Not kept across a reload then; still dismissed on this page.
    }
  };
  return { announcements, dismiss };
}
