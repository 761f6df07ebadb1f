import type { Stepwise } from '../../background/index.js';
import type { Database } from '../../storage/index.js';

export interface MarketToCompute {
  id: number;
  conditionId: string;
  /** The venue trades it (fills, resting orders or a price backfill): keep its figures fresh. */
  active: number;
}

/** The distinct values of an indexed column, one index seek each (a loose index scan). */
const distinctValues = (name: string, table: string, column: string, where = '') => `
  ${name}(id) AS (
    SELECT MIN(${column}) FROM ${table} ${where ? `WHERE ${where}` : ''}
    UNION ALL SELECT (SELECT MIN(${column}) FROM ${table}
      WHERE ${where ? `${where} AND ` : ''}${column} > ${name}.id)
    FROM ${name} WHERE ${name}.id IS NOT NULL)`;

/** Migration 018's index condition word for word, so that SQLite reads that index. */
const HAS_FIGURES = `volume_micros <> 0
  OR volume_24hr_micros <> 0 OR volume_1wk_micros <> 0 OR volume_1mo_micros <> 0
  OR volume_1yr_micros <> 0 OR liquidity_micros <> 0 OR competitive_micros <> 0
  OR best_bid_micros IS NOT NULL OR best_ask_micros IS NOT NULL
  OR last_trade_price_micros IS NOT NULL OR one_day_price_change_micros IS NOT NULL
  OR one_week_price_change_micros IS NOT NULL OR one_month_price_change_micros IS NOT NULL
  OR open_interest_micros <> 0`;

const venueState = `
  ${distinctValues('traded', 'trades', 'market_id')},
  ${distinctValues('resting', 'orders', 'market_id', `status = 'LIVE'`)},
  venue_state(id) AS (
    SELECT id FROM traded WHERE id IS NOT NULL
    UNION SELECT id FROM resting WHERE id IS NOT NULL)`;

/**
 * The markets the venue trades (fills or resting orders) whose figures were never written, as
 * after seeding a demo with its history: computed before the service listens, so that its
 * first readers never see a traded market without figures. Read from indexes, in time that
 * follows these markets and not the size of the catalog.
 */
export function marketsNeverComputed(db: Database): MarketToCompute[] {
  return db
    .prepare<[], MarketToCompute>(
      `WITH RECURSIVE ${venueState}
       SELECT m.id, m.condition_id AS conditionId, 1 AS active
       FROM markets m WHERE m.id IN (SELECT id FROM venue_state)
         AND m.id NOT IN (SELECT id FROM markets WHERE ${HAS_FIGURES})
       ORDER BY m.id`,
    )
    .all();
}

/**
 * The markets whose statistics the pass after start-up computes again: those the venue trades
 * (fills, resting orders, a price backfill), whose figures were written before the last stop
 * but whose trailing windows have rolled since (and, after a kill, whose last fills may be
 * missing, as between two flushes), and those whose columns hold figures the venue never
 * produced (an older demo, an imported catalog: reset once). Read from indexes, in time that
 * follows these markets and not the size of the catalog, and in steps: it runs while the
 * service answers its first requests. The backfill's index, the longest read when cold, is read
 * one seek per step; the other indexes in one step each. A market that trades in between may be
 * missed: the statistics track it from its first fill.
 */
export function* findMarketsToRoll(db: Database): Stepwise<MarketToCompute[]> {
  const active = new Set(
    db.prepare<[], number>(`WITH RECURSIVE ${venueState} SELECT id FROM venue_state`).pluck().all(),
  );
  yield;
  const nextBackfilled = db
    .prepare<[string], string | null>('SELECT MIN(token_id) FROM price_backfill WHERE token_id > ?')
    .pluck();
  const marketOf = db
    .prepare<[string], number>('SELECT market_id FROM market_tokens WHERE token_id = ?')
    .pluck();
  for (let token = nextBackfilled.get(''); token != null; token = nextBackfilled.get(token)) {
    const market = marketOf.get(token);
    if (market !== undefined) active.add(market);
    yield;
  }
  const withFigures = db
    .prepare<[], number>(`SELECT id FROM markets WHERE ${HAS_FIGURES}`)
    .pluck()
    .all();
  yield;
  const conditionOf = db
    .prepare<[number], string>('SELECT condition_id FROM markets WHERE id = ?')
    .pluck();
  const markets: MarketToCompute[] = [];
  for (const id of [...new Set([...active, ...withFigures])].sort((a, b) => a - b)) {
    const conditionId = conditionOf.get(id);
    if (conditionId !== undefined)
      markets.push({ id, conditionId, active: active.has(id) ? 1 : 0 });
    yield;
  }
  return markets;
}
