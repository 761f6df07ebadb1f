import { randomUUID } from 'node:crypto';
import type { Caller } from './order-checks.js';

/** No beat for this long (plus the grace) cancels every open order of the key (docs/protocol.md). */
const HEARTBEAT_TIMEOUT_MS = 10_000;
const HEARTBEAT_GRACE_MS = 5_000;

/** A heartbeat id that is not the chain's latest; the answer carries the one to send next. */
export class InvalidHeartbeatId extends Error {
  constructor(readonly currentId: string) {
    super('Invalid Heartbeat ID');
    this.name = 'InvalidHeartbeatId';
  }
}

export interface HeartbeatChain {
  caller: Caller;
  latestId: string;
  lastBeatMs: number;
}

export interface Heartbeats {
  /**
   * POST /v1/heartbeats: an empty id starts (or restarts) the key's chain; otherwise it must be
   * the id the previous beat answered. Answers the id for the next beat.
   */
  beat(caller: Caller, heartbeatId: string, nowMs: number): string;
  /**
   * POST /heartbeats: counts as a beat and leaves the chain's id as it is. An id, when given, is
   * checked by the same rule as in `beat`.
   */
  touch(caller: Caller, nowMs: number, heartbeatId?: string): void;
  /** Ends and returns the chains whose last beat is older than timeout plus grace. */
  expired(nowMs: number): HeartbeatChain[];
  /** Puts back an ended chain (its cancels rolled back) unless the key started a new one since. */
  restore(chain: HeartbeatChain): void;
}

export function createHeartbeats(
  timeoutMs = HEARTBEAT_TIMEOUT_MS,
  graceMs = HEARTBEAT_GRACE_MS,
): Heartbeats {
  const chains = new Map<string, HeartbeatChain>();
  /** The key's chain, once the id is "" or the chain's latest (docs/protocol.md). */
  const chainOf = (caller: Caller, heartbeatId: string): HeartbeatChain | undefined => {
    const chain = chains.get(caller.apiKey);
    if (heartbeatId !== '' && chain?.latestId !== heartbeatId) {
      throw new InvalidHeartbeatId(chain?.latestId ?? '');
    }
    return chain;
  };
  return {
    beat(caller, heartbeatId, nowMs) {
      chainOf(caller, heartbeatId);
      const latestId = randomUUID();
      chains.set(caller.apiKey, { caller, latestId, lastBeatMs: nowMs });
      return latestId;
    },

    touch(caller, nowMs, heartbeatId = '') {
      const chain = chainOf(caller, heartbeatId);
      if (chain) chain.lastBeatMs = nowMs;
      else chains.set(caller.apiKey, { caller, latestId: randomUUID(), lastBeatMs: nowMs });
    },

    expired(nowMs) {
      const due: HeartbeatChain[] = [];
      for (const chain of chains.values()) {
        if (nowMs - chain.lastBeatMs > timeoutMs + graceMs) due.push(chain);
      }
      for (const chain of due) chains.delete(chain.caller.apiKey);
      return due;
    },

    restore(chain) {
      if (!chains.has(chain.caller.apiKey)) chains.set(chain.caller.apiKey, chain);
    },
  };
}
