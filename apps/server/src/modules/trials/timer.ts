/** Answers sent just before the deadline may arrive a little after it; this much network latency is forgiven. */
export const GRACE_MS = 5_000;
export const SWEEP_INTERVAL_MS = 30_000;

/** True once the deadline and its grace have passed: the server then completes the trial itself. */
export function isExpired(deadline: Date | null, now: Date): boolean {
  return deadline != null && now.getTime() > deadline.getTime() + GRACE_MS;
}

/** Whole seconds left, rounded up so the client never shows 0 while answers are still accepted; null when untimed. */
export function remainingSeconds(deadline: Date | null, now: Date): number | null {
  if (deadline == null) return null;
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
}
