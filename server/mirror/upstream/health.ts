import { backoffDelay } from './backoff.js';

/** Whether the upstream answers, as the mirror's requests and a probe find out. */
export interface UpstreamHealth {
  /** False after a request got no answer, until one does (a probe runs meanwhile). */
  online(): boolean;
  /** When an answer (any status) last came; null before the first. */
  lastContactAt(): string | null;
  /** Why the last request got no answer; null once one does. */
  lastError(): string | null;
  onChange(listener: (online: boolean) => void): () => void;
}

export interface HealthTracker extends UpstreamHealth {
  answered(): void;
  unreachable(reason: string): void;
  stop(): void;
}

export interface HealthOptions {
  /** Asks the upstream for any answer; resolves true when one came. */
  probe: () => Promise<boolean>;
  /** First probe delay; doubles up to probeMaxMs while the upstream stays silent. */
  probeBaseMs?: number;
  probeMaxMs?: number;
  /**
   * While online, the upstream is asked after this long without an answer, so that going away
   * shows when the mirror is idle too; 0: never.
   */
  idleCheckMs?: number;
  now?: () => Date;
}

/**
 * Online until a request (or the idle check) gets no answer; then a probe asks again with
 * growing delays and the state flips back by itself once anything answers.
 */
export function createHealthTracker(options: HealthOptions): HealthTracker {
  const baseMs = options.probeBaseMs ?? 1_000;
  const maxMs = options.probeMaxMs ?? 15_000;
  const now = options.now ?? (() => new Date());
  const listeners = new Set<(online: boolean) => void>();
  let online = true;
  let lastContact: string | null = null;
  let lastError: string | null = null;
  let probeTimer: NodeJS.Timeout | null = null;
  let probeAttempt = 0;
  let stopped = false;
  let lastContactMs = 0;
  let idleChecking = false;
  const idleCheckMs = options.idleCheckMs ?? 5_000;
  const idleTimer =
    idleCheckMs > 0
      ? setInterval(() => {
          if (!online || idleChecking || now().getTime() - lastContactMs < idleCheckMs) return;
          idleChecking = true;
          // The probe's own request reports its answer or its silence to this tracker.
          options.probe().finally(() => (idleChecking = false));
        }, idleCheckMs)
      : null;
  idleTimer?.unref();

  const notify = () => {
    for (const listener of listeners) listener(online);
  };
  const scheduleProbe = () => {
    if (probeTimer || stopped) return;
    const delay = backoffDelay(probeAttempt++, { baseMs, maxMs });
    probeTimer = setTimeout(() => {
      probeTimer = null;
      if (online || stopped) return;
      options.probe().then(
        (answered) => (answered ? tracker.answered() : scheduleProbe()),
        () => scheduleProbe(),
      );
    }, delay);
    probeTimer.unref();
  };

  const tracker: HealthTracker = {
    online: () => online,
    lastContactAt: () => lastContact,
    lastError: () => lastError,
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    answered() {
      const at = now();
      lastContactMs = at.getTime();
      lastContact = at.toISOString();
      lastError = null;
      probeAttempt = 0;
      if (probeTimer) clearTimeout(probeTimer);
      probeTimer = null;
      if (online) return;
      online = true;
      notify();
    },
    unreachable(reason) {
      lastError = reason;
      scheduleProbe();
      if (!online) return;
      online = false;
      notify();
    },
    stop() {
      stopped = true;
      if (idleTimer) clearInterval(idleTimer);
      if (probeTimer) clearTimeout(probeTimer);
      probeTimer = null;
    },
  };
  return tracker;
}
