import { useEffect, useState } from 'react';

/** Seconds left before a code may be sent again; `restart` starts a new wait. */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  return {
    left,
    restart: () => {
      setNow(Date.now());
      setEndsAt(Date.now() + seconds * 1000);
    },
  };
}
