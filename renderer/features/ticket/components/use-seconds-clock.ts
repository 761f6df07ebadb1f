import { useEffect, useState } from 'react';

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** Unix seconds, ticking every second while `running` (a GTD expiry is checked against it). */
export function useSecondsClock(running: boolean): number {
  const [now, setNow] = useState(nowSeconds);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(nowSeconds()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
