/** When a crashed service is started again, and when the host gives up. */
export interface RestartPolicy {
  /** A crash at `now`: the wait before the next start, or null to give up. */
  onCrash(now: number): number | null;
}

export interface RestartPolicyOptions {
  /** The first wait; each further crash in the window doubles it up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Crashes within windowMs after which the host gives up and shows the error. */
  maxCrashes?: number;
  windowMs?: number;
}

/**
 * Exponential backoff over the crashes of a sliding window: a service that crashes now and
 * then restarts at once each time, one that crashes in a loop is given up after maxCrashes.
 */
export function createRestartPolicy(options: RestartPolicyOptions = {}): RestartPolicy {
  const baseDelayMs = options.baseDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 8_000;
  const maxCrashes = options.maxCrashes ?? 5;
  const windowMs = options.windowMs ?? 60_000;
  let crashes: number[] = [];
  return {
    onCrash(now) {
      crashes = crashes.filter((at) => now - at < windowMs);
      crashes.push(now);
      if (crashes.length >= maxCrashes) return null;
      return Math.min(maxDelayMs, baseDelayMs * 2 ** (crashes.length - 1));
    },
  };
}
