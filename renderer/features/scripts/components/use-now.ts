import { useEffect, useState } from 'react';

/** The time, moved on every `everyMs` while the caller is mounted: countdowns stay true. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
