import { useEffect, useState } from 'react';
import { useGetTrialLiveQuery } from './api';

/** Often enough for an announcement to reach the room within seconds, seldom enough to cost the server little. */
const POLL_MS = 15_000;
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
  /** Polling starts once the question is on screen: the first poll must not compete with the question's own load. */
  enabled: boolean;
  /** The player's own count of seconds left (null while unknown or untimed). */
  remaining: number | null;
  /** The question is fetched again: its answer carries the server's time left, which restarts the count. */
  resync: () => void;
  /** An invigilator ended the attempt. */
  onEnded: () => void;
}

/**
 * What the invigilator sends to a running player (#32), polled: announcements (shown until dismissed, also after a
 * reload), more time (the count is resynchronised), and the end of the attempt.
 */
export function useLiveChannel({ trialId, enabled, remaining, resync, onEnded }: LiveChannel) {
  const { data } = useGetTrialLiveQuery(trialId, { pollingInterval: POLL_MS, skipPollingIfUnfocused: false, skip: !trialId || !enabled });
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
