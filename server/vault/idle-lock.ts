/**
 * Locks the vault after a stretch of idleness. Every use of the key calls `touch`, which moves
 * the deadline; the timer is unref'd so it never keeps the process alive.
 */
export interface IdleLock {
  /** Starts (or restarts) the idle period from now. */
  touch(): void;
  /** Cancels the pending lock (the vault locked, or idleness is off). */
  stop(): void;
  /** When the lock will fire, Unix ms; null when none is pending. */
  deadline(): number | null;
}

export function createIdleLock(
  minutes: () => number,
  onIdle: () => void,
  now: () => number,
): IdleLock {
  let timer: NodeJS.Timeout | null = null;
  let deadline: number | null = null;

  const stop = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    deadline = null;
  };

  return {
    touch() {
      stop();
      const idleMs = minutes() * 60_000;
      if (idleMs <= 0) return;
      deadline = now() + idleMs;
      timer = setTimeout(() => {
        timer = null;
        deadline = null;
        onIdle();
      }, idleMs);
      timer.unref();
    },
    stop,
    deadline: () => deadline,
  };
}
