// A test venue (test/support/venue.ts) with simulated liquidity driven by explicit tick() calls
// and an injected clock, plus a record of every order body the agents sent.
import { FileMasterKeySource, masterKeyFile } from '../../../server/auth/index.js';
import type { NewOrderBody } from '../../../server/contract/index.js';
import type { RateLimiter } from '../../../server/limits/index.js';
import {
  createLiquidity,
  type Liquidity,
  type LiquidityOptions,
} from '../../../server/liquidity/index.js';
import type { Caller, TradingService } from '../../../server/trading/index.js';
import { startVenue, type Venue } from '../../support/venue.js';

export interface Sent {
  caller: Caller;
  body: NewOrderBody;
}

export interface LiquidVenue {
  venue: Venue;
  liquidity: Liquidity;
  /** Every order body the agents posted, in order. */
  sent: Sent[];
  /** POST /orders requests per agent address. */
  requests: Map<string, number>;
  clock: { ms: number };
  /** Ticks n times, a second of clock apart, then waits for the commits. */
  run(ticks: number): Promise<void>;
  /** Another liquidity on the same venue and data dir (a restart). */
  restart(options?: LiquidityOptions, seed?: number): Liquidity;
  close(): Promise<void>;
}

const START_MS = Date.parse('2026-03-01T12:00:00.000Z');

export async function startLiquidVenue(
  options: LiquidityOptions = {},
  setup: {
    seed?: number;
    limiter?: RateLimiter;
    venue?: Venue;
    startMs?: number;
    busy?: () => boolean;
  } = {},
): Promise<LiquidVenue> {
  const clock = { ms: setup.startMs ?? START_MS };
  const now = () => clock.ms;
  const venue = setup.venue ?? (await startVenue(now));
  const sent: Sent[] = [];
  const requests = new Map<string, number>();
  const trading: TradingService = {
    ...venue.trading,
    postOrders(caller, bodies) {
      requests.set(caller.address, (requests.get(caller.address) ?? 0) + 1);
      for (const body of bodies) sent.push({ caller, body });
      return venue.trading.postOrders(caller, bodies);
    },
  };
  const make = (more: LiquidityOptions = {}, seed = setup.seed ?? 7) =>
    createLiquidity({
      db: venue.db,
      auth: venue.auth,
      catalog: venue.catalog,
      trading,
      masterKey: new FileMasterKeySource(masterKeyFile(venue.dir)),
      limiter: setup.limiter ?? null,
      now,
      seed,
      // The hot markets' nudges and takers are off unless a test asks: most tests here count
      // the quotes and requests of the ladders alone.
      options: {
        intervalMs: null,
        marketsPerTick: 10,
        hotNudgeChance: 0,
        hotTakerChance: 0,
        ...options,
        ...more,
      },
      onError: (error) => {
        throw error;
      },
      // Ticks run back to back here: the event loop looks busy, which must not pause them.
      busy: setup.busy ?? (() => false),
    });
  const liquidity = make();
  liquidity.start();
  return {
    venue,
    liquidity,
    sent,
    requests,
    clock,
    async run(ticks) {
      for (let i = 0; i < ticks; i++) {
        clock.ms += 1_000;
        liquidity.tick();
        await venue.trading.committed();
      }
    },
    restart: (more, seed) => make(more, seed),
    async close() {
      liquidity.stop();
      await venue.close();
    },
  };
}
