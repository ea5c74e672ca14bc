import { useEffect, useRef, useState } from 'react';
import { crossedThreshold, remainingAt, type TimerSnapshot } from '@/lib/quiz/countdown';

/**
 * Seconds left, counted down from the server's remaining_seconds at the time its answer arrived.
 * Calls onExpire once at zero and reports the 5-minute and 1-minute marks for screen readers.
 */
export function useCountdown(snapshot: TimerSnapshot | null, onExpire: () => void) {
  const [now, setNow] = useState(() => Date.now());
  const [mark, setMark] = useState<number>();
  const previous = useRef<number | null>(null);
  const expired = useRef(false);
  const remaining = snapshot ? remainingAt(snapshot, now) : null;

  useEffect(() => {
    if (!snapshot) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [snapshot]);

  useEffect(() => {
    if (remaining === null) return;
    const crossed = previous.current === null ? undefined : crossedThreshold(previous.current, remaining);
    previous.current = remaining;
    if (crossed) setMark(crossed);
    if (remaining === 0 && !expired.current) {
      expired.current = true;
      onExpire();
    }
  }, [remaining, onExpire]);

  return { remaining, mark };
}
