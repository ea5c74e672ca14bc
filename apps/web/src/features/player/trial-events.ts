import { API_BASE } from '@mizan/contract/api-paths';
import { quizPaths } from '@mizan/contract/quizzes';
import type { TrialEvent } from '@mizan/contract/trial-events';
import { addExamHeaders } from '@/lib/exam/exam-headers';
import { tokenStorage } from '@/lib/session/token-storage';

/**
 * The attempt's event log on the student's side (#32): what happened is queued in localStorage (it survives a
 * reload or a lost connection) and sent in batches; nothing here blocks answering. The server adds its own time,
 * address and device.
 */
const keyOf = (trialId: string) => `mizan.events.${trialId}`;
const BATCH = 100;

export function queuedEvents(trialId: string): TrialEvent[] {
  try {
    return JSON.parse(localStorage.getItem(keyOf(trialId)) ?? '[]') as TrialEvent[];
  } catch {
    return [];
  }
}

function store(trialId: string, events: TrialEvent[]) {
  try {
    if (events.length) localStorage.setItem(keyOf(trialId), JSON.stringify(events.slice(-2_000)));
    else localStorage.removeItem(keyOf(trialId));
  } catch {
    // Storage full or refused: the events of this page stay in memory only.
  }
}

export function recordEvent(trialId: string, event: Omit<TrialEvent, 'at'>, now = new Date()) {
  store(trialId, [...queuedEvents(trialId), { ...event, at: now.toISOString() }]);
}

let sending = false;

/** Sends what is queued, a batch at a time; `keepalive` lets the last batch leave with a closing page. */
export async function sendEvents(trialId: string, keepalive = false): Promise<void> {
  if (sending) return;
  sending = true;
  try {
    for (;;) {
      const batch = queuedEvents(trialId).slice(0, BATCH);
      if (!batch.length) return;
      const url = quizPaths.trialEvents.replace(':trialId', trialId);
      const headers = new Headers({ 'content-type': 'application/json' });
      const access = tokenStorage.access();
      if (access) headers.set('Authorization', `Bearer ${access}`);
      addExamHeaders(headers, url);
      const response = await fetch(`${API_BASE}${url}`, { method: 'POST', headers, body: JSON.stringify({ events: batch }), keepalive });
      // Refused for good (the attempt is not this student's, or long over): drop rather than retry forever.
      if (!response.ok && response.status !== 404 && response.status !== 400) return;
      store(trialId, queuedEvents(trialId).slice(batch.length));
    }
  } catch {
    // Offline: the queue waits for the next try.
  } finally {
    sending = false;
  }
}
