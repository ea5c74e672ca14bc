/** The server's remaining time at the moment its answer arrived (elapsed time is measured locally, never the wall clock's value). */
export interface TimerSnapshot {
  remainingSeconds: number;
  receivedAt: number;
}

export const WARNING_SECONDS = 60;
export const ANNOUNCE_AT = [300, 60] as const;

/** Whole seconds left at `now`, counted down from the latest server snapshot. */
export function remainingAt(snapshot: TimerSnapshot, now: number): number {
  return Math.max(0, Math.ceil(snapshot.remainingSeconds - (now - snapshot.receivedAt) / 1000));
}

/** The announcement threshold crossed between two ticks, if any (5 minutes, then 1 minute). */
export function crossedThreshold(previous: number, current: number): number | undefined {
  return ANNOUNCE_AT.find((mark) => previous > mark && current <= mark);
}
