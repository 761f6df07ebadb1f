import type { WindowCounter } from './window-counter.js';

export interface ClientState {
  readonly client: string;
  lastSeen: number;
  /** Indexed like the limiter's rules; created on a client's first request under a rule. */
  readonly counters: (WindowCounter | undefined)[];
  older: ClientState | null;
  newer: ClientState | null;
}

/** Idle clients forgotten per request: keeps the work of each request bounded. */
const SWEEP_PER_TOUCH = 32;

/**
 * The clients a limiter tracks, in recency order (a linked list beside a Map, so touching and
 * evicting are O(1); reordering a Map by delete and re-insert leaves holes that make finding
 * its oldest entry slow). Holds at most `maxClients`, forgetting the least recently seen
 * first, and forgets clients unseen for `idleMs`, whose counters are empty by then.
 */
export class ClientTable {
  private readonly byClient = new Map<string, ClientState>();
  private oldest: ClientState | null = null;
  private newest: ClientState | null = null;

  constructor(
    private readonly maxClients: number,
    private readonly idleMs: number,
  ) {}

  get size(): number {
    return this.byClient.size;
  }

  /** The client's state, now the most recently seen. */
  touch(client: string, now: number): ClientState {
    this.forgetIdle(now);
    let state = this.byClient.get(client);
    if (state) {
      this.unlink(state);
    } else {
      if (this.byClient.size >= this.maxClients && this.oldest) this.forget(this.oldest);
      state = { client, lastSeen: now, counters: [], older: null, newer: null };
      this.byClient.set(client, state);
    }
    state.lastSeen = Math.max(state.lastSeen, now);
    state.older = this.newest;
    if (this.newest) this.newest.newer = state;
    else this.oldest = state;
    this.newest = state;
    return state;
  }

  private forgetIdle(now: number): void {
    for (let swept = 0; swept < SWEEP_PER_TOUCH; swept += 1) {
      const candidate = this.oldest;
      if (!candidate || now - candidate.lastSeen < this.idleMs) return;
      this.forget(candidate);
    }
  }

  private forget(state: ClientState): void {
    this.unlink(state);
    this.byClient.delete(state.client);
  }

  private unlink(state: ClientState): void {
    if (state.older) state.older.newer = state.newer;
    else this.oldest = state.newer;
    if (state.newer) state.newer.older = state.older;
    else this.newest = state.older;
    state.older = null;
    state.newer = null;
  }
}
