// The price-history backfill: a synthetic YES path over the last 30 days for every quoted
// market that has never traded, written once per data dir so charts are not empty on a first
// start (a demo seeded with its trading history has real fills instead). It is a chart aid
// only, not trades: no volume, positions or trade rows come from it (volume comes from real
// trades alone), and GET /prices-history lets real trades win wherever both exist.
import { inTransaction, rollbackListenersOf, type Database } from '../storage/index.js';
import { HOURLY_WALK, pathEndingAt } from './fair-value.js';
import { createRandom, streamSeed } from './random.js';

/** venue_meta key holding when the backfill was written; present means never again. */
export const BACKFILL_MARKER = 'liquidity_backfill_at';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Coarse far back, finer towards now: about 130 points per token (some 25 MB per 1,000 markets). */
const TIERS = [
  { sinceS: 30 * DAY, stepS: 12 * HOUR },
  { sinceS: 7 * DAY, stepS: 4 * HOUR },
  { sinceS: DAY, stepS: 30 * MINUTE },
];

/** Quoted prices of the path: 0.001 steps. */
const PRICE_STEP_MICROS = 1_000;
const ONE = 1_000_000;

export interface BackfillMarket {
  marketId: number;
  tokens: readonly [{ tokenId: string }, { tokenId: string }];
  /** The fair value (probability of YES) the agents start from: the path ends there. */
  startFair: number;
  /** Its tick (ticks of 0.0001), which sets the band the path stays in. */
  tickTicks: number;
}

/** Ascending Unix seconds on each tier's grid, ending exactly at `nowS`. */
function backfillTimes(nowS: number): number[] {
  const times: number[] = [];
  TIERS.forEach((tier, index) => {
    const next = TIERS[index + 1];
    const until = next ? nowS - next.sinceS : nowS;
    for (let t = Math.ceil((nowS - tier.sinceS) / tier.stepS) * tier.stepS; t < until;) {
      times.push(t);
      t += tier.stepS;
    }
  });
  times.push(nowS);
  return times;
}

const ROWS_PER_STATEMENT = 64;

/** Inserts flat (token_id, t, price_micros) triples, many rows per statement (twice as fast). */
function createBatchInsert(db: Database): (values: readonly (string | number)[]) => void {
  const statement = (rows: number) =>
    db.prepare(
      'INSERT OR IGNORE INTO price_backfill (token_id, t, price_micros) VALUES ' +
        Array.from({ length: rows }, () => '(?, ?, ?)').join(', '),
    );
  const full = statement(ROWS_PER_STATEMENT);
  const single = statement(1);
  return (values) => {
    const chunk = ROWS_PER_STATEMENT * 3;
    let at = 0;
    for (; at + chunk <= values.length; at += chunk) full.run(values.slice(at, at + chunk));
    for (; at < values.length; at += 3) single.run(values.slice(at, at + 3));
  };
}

const toMicros = (p: number): number =>
  Math.round((p * ONE) / PRICE_STEP_MICROS) * PRICE_STEP_MICROS;

/** Writes the backfill a few markets at a time, so a first start never stalls the service. */
export interface Backfill {
  /** Writes the next markets (one transaction); true once every market is written. */
  step(): boolean;
}

/**
 * The backfill of every market (YES path, NO = 1 - YES), or null when this data dir already
 * has one. Markets written by an interrupted earlier run are skipped; the marker is set with
 * the last chunk.
 */
export function createBackfill(
  db: Database,
  markets: readonly BackfillMarket[],
  nowMs: number,
  seed: number,
  marketsPerStep: number,
): Backfill | null {
  const marker = db.prepare('SELECT 1 FROM venue_meta WHERE key = ?').get(BACKFILL_MARKER);
  if (marker) return null;
  const insert = createBatchInsert(db);
  const written = db.prepare('SELECT 1 FROM price_backfill WHERE token_id = ? LIMIT 1');
  const traded = db.prepare('SELECT 1 FROM trades WHERE market_id = ? LIMIT 1');
  const times = backfillTimes(Math.floor(nowMs / 1000));
  const gapsHours = times.slice(1).map((t, i) => (t - (times[i] as number)) / HOUR);
  const write = (market: BackfillMarket): void => {
    const [yes, no] = market.tokens;
    if (written.get(yes.tokenId) || traded.get(market.marketId)) return;
    const random = createRandom(streamSeed(seed, market.marketId, 1));
    // Moves like the live walk of an ordinary market (default volatility) would have.
    const path = pathEndingAt(market.startFair, market.tickTicks, gapsHours, random, HOURLY_WALK);
    const rows: (string | number)[] = [];
    path.forEach((p, i) => {
      const t = times[i] as number;
      const micros = toMicros(p);
      rows.push(yes.tokenId, t, micros, no.tokenId, t, ONE - micros);
    });
    insert(rows);
  };
  let next = 0;
  return {
    step: () =>
      inTransaction(db, () => {
        const chunk = markets.slice(next, next + marketsPerStep);
        // Rolled back (here or with the service's open batch), the chunk is written again.
        const from = next;
        rollbackListenersOf(db).onRollback(() => {
          next = from;
        });
        next += chunk.length;
        for (const market of chunk) write(market);
        if (next < markets.length) return false;
        db.prepare('INSERT OR IGNORE INTO venue_meta (key, value) VALUES (?, ?)').run(
          BACKFILL_MARKER,
          new Date(nowMs).toISOString(),
        );
        return true;
      }),
  };
}
