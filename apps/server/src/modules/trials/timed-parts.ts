import type { QuestionResponse } from '@mizan/contract/trials';
import { GRACE_MS } from './timer.js';
import type { VersionMaterial } from './quiz-material.js';

/** When each timed part a trial has shown closes (trials.closes): `s:<question>` its section's, `q:<question>` its own. */
export type PartCloses = Record<string, string>;

/**
 * The section holding the 1-based `position` of a trial's order: sections keep their order and each shows its
 * `count` questions (publishing checks a draw's pool can supply them), so spans follow from the counts.
 */
function sectionSpan(material: VersionMaterial, position: number): { index: number; start: number; end: number } | null {
  let start = 0;
  for (const [index, section] of material.layout.entries()) {
    const end = start + section.count;
    if (position <= end) return { index, start, end };
    start = end;
  }
  return null;
}

/**
 * The timers showing the question at `position` starts, in unscaled seconds by key: its section's limit for
 * every question of the section (so leaving and coming back does not restart it) and the question's own limit.
 * Empty when neither is timed. A timer already running is never restarted: the repo keeps the first close.
 */
export function timersStartedBy(
  material: VersionMaterial | undefined,
  questionOrder: readonly number[],
  position: number,
): Record<string, number> {
  const timers: Record<string, number> = {};
  const questionId = questionOrder[position - 1];
  if (!material || questionId == null) return timers;
  const span = sectionSpan(material, position);
  const minutes = span ? material.sectionTexts[span.index]?.timeLimitMinutes : null;
  if (span && minutes) for (const id of questionOrder.slice(span.start, span.end)) timers[`s:${id}`] = minutes * 60;
  const seconds = material.byId.get(questionId)?.timeLimitSeconds;
  if (seconds) timers[`q:${questionId}`] = seconds;
  return timers;
}

/** Whether every timer of `timers` already runs in `closes` (then showing the question writes nothing). */
export const timersRunning = (timers: Record<string, number>, closes: PartCloses | null) =>
  Object.keys(timers).every((key) => closes?.[key] != null);

/**
 * The nearer of the question's section and own close, as the player shows it; 0 once closed (the grace the
 * deadline also allows lets an answer sent at the last second still arrive). Null when neither is timed.
 */
export function partTimer(closes: PartCloses | null, questionId: number, now: Date): QuestionResponse['part_timer'] {
  const parts = (['section', 'question'] as const).flatMap((scope) => {
    const at = closes?.[`${scope === 'section' ? 's' : 'q'}:${questionId}`];
    return at ? [{ scope, closesAt: new Date(at).getTime() }] : [];
  });
  const nearest = parts.sort((a, b) => a.closesAt - b.closesAt)[0];
  if (!nearest) return null;
  return { scope: nearest.scope, remaining_seconds: Math.max(0, Math.ceil((nearest.closesAt - now.getTime()) / 1000)) };
}

/** A part closed longer ago than the grace: its answers are refused (the submit statement checks the same). */
export const partClosed = (closes: PartCloses | null, questionId: number, now: Date) =>
  ['s', 'q'].some((k) => {
    const at = closes?.[`${k}:${questionId}`];
    return at != null && new Date(at).getTime() < now.getTime() - GRACE_MS;
  });
