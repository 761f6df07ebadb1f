import { displayedPriceMicros, type MarketColumns, type TradingMarket } from '../catalog/index.js';
import { PRICE_SCALE } from '../shared/index.js';
import type { Database } from '../storage/index.js';
import type { MarketActivity } from './depth.js';
import { clampFair } from './fair-value.js';
import type { Random } from './random.js';
import type { Stepwise } from '../background/index.js';

export interface SelectedMarket {
  market: TradingMarket;
  /** Probability of YES the agents start quoting around. */
  startFair: number;
  /** How much it trades, which sets how deep it is quoted. */
  activity: MarketActivity;
}

type MarketRow = Pick<
  MarketColumns,
  | 'id'
  | 'condition_id'
  | 'neg_risk_market_id'
  | 'best_bid_micros'
  | 'best_ask_micros'
  | 'last_trade_price_micros'
  | 'volume_24hr_micros'
  | 'volume_micros'
>;

/** Open markets read at a time. */
const PAGE = 100;

/** The recent trades whose largest print sizes a market's lot. */
const RECENT_TRADES = 100;

const ONE = 1_000_000;
/** Spread of the guessed prices, in logit units: most land between 0.1 and 0.9. */
const GUESS_SPREAD = 1.2;

/**
 * The markets to quote: the named condition ids, or else the open markets accepting orders
 * (most traded first, then newest first: the order the terminal lists them by volume, so the
 * markets a trader sees first are quoted and charted first), at most `limit`. Each starts at its last trade on this venue, else the
 * price the catalog displays, else a seeded guess; the guesses of a neg-risk event share what
 * its priced markets leave of 1, so its outcomes stay coherent. It may pause before each market
 * it looks at: on a large catalog their reads take a while.
 */
export function* selectMarkets(
  db: Database,
  lookup: (conditionId: string) => TradingMarket | undefined,
  options: { conditionIds: readonly string[] | null; limit: number },
  random: Random,
): Stepwise<SelectedMarket[]> {
  const named = options.conditionIds && new Set(options.conditionIds.map((id) => id.toLowerCase()));
  const lastTrade = db.prepare<[number], { taker_token_index: number; taker_price_ticks: number }>(
    'SELECT taker_token_index, taker_price_ticks FROM trades WHERE market_id = ? ORDER BY id DESC LIMIT 1',
  );
  const largestPrint = db
    .prepare<[number], number | null>(
      `SELECT MAX(size_micros) FROM
         (SELECT size_micros FROM trades WHERE market_id = ? ORDER BY id DESC LIMIT ${RECENT_TRADES})`,
    )
    .pluck();
  const activityOf = (row: MarketRow): MarketActivity => ({
    volume24hMicros: row.volume_24hr_micros,
    largestPrintMicros: largestPrint.get(row.id) ?? 0,
  });
  const known = (row: MarketRow): number | null => {
    const trade = lastTrade.get(row.id);
    if (!trade) return catalogPrice(row);
    const ticks = trade.taker_price_ticks;
    return (trade.taker_token_index === 0 ? ticks : PRICE_SCALE - ticks) / PRICE_SCALE;
  };

  const selected: (SelectedMarket & { row: MarketRow; priced: boolean })[] = [];
  // A market whose volume fell below the read position between two pages comes again.
  const seen = new Set<number>();
  for (const row of openMarkets(db)) {
    yield;
    if (selected.length >= options.limit) break;
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    if (named && !named.has(row.condition_id)) continue;
    const market = lookup(row.condition_id);
    if (!market) continue;
    const price = known(row);
    selected.push({
      market,
      row,
      priced: price !== null,
      startFair: clampFair(price ?? 0.5, market.tickTicks),
      activity: activityOf(row),
    });
  }
  const events = new Map<string, typeof selected>();
  for (const entry of selected) {
    const event = entry.market.negRisk ? entry.row.neg_risk_market_id : '';
    if (event === '') {
      if (!entry.priced) {
        entry.startFair = clampFair(
          sigmoid(GUESS_SPREAD * random.gaussian()),
          entry.market.tickTicks,
        );
      }
    } else events.set(event, [...(events.get(event) ?? []), entry]);
  }
  for (const entries of events.values()) {
    const unpriced = entries.filter((entry) => !entry.priced);
    const pricedMass = entries.reduce(
      (sum, entry) => sum + (entry.priced ? entry.startFair : 0),
      0,
    );
    const weights = unpriced.map(() => Math.exp(GUESS_SPREAD * random.gaussian()));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const mass = Math.min(1, Math.max(0.1, 1 - pricedMass));
    unpriced.forEach((entry, i) => {
      entry.startFair = clampFair((mass * (weights[i] as number)) / total, entry.market.tickTicks);
    });
  }
  return selected.map(({ market, startFair, activity }) => ({ market, startFair, activity }));
}

/**
 * The open markets accepting orders, most traded first, then newest first, read a page at a
 * time up to where the caller stops (a catalog may hold far more than are quoted). No statement
 * stays open between pages, where the selection may pause: a write would find the connection
 * busy.
 */
export function* openMarkets(db: Database, pageSize = PAGE): Generator<MarketRow, void, void> {
  const page = db.prepare<[number, number, number], MarketRow>(
    `SELECT id, condition_id, neg_risk_market_id, best_bid_micros, best_ask_micros,
       last_trade_price_micros, volume_24hr_micros, volume_micros
     FROM markets
     WHERE active = 1 AND closed = 0 AND accepting_orders = 1 AND enable_order_book = 1
       AND winning_outcome_index IS NULL AND (volume_micros, id) < (?, ?)
     ORDER BY volume_micros DESC, id DESC LIMIT ?`,
  );
  let volume = Number.MAX_SAFE_INTEGER;
  let id = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const rows = page.all(volume, id, pageSize);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    ({ volume_micros: volume, id } = last);
  }
}

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** The price the catalog displays for YES, or null when it has neither a book nor a trade. */
function catalogPrice(row: MarketRow): number | null {
  const { best_bid_micros: bid, best_ask_micros: ask, last_trade_price_micros: last } = row;
  if (last === null && (bid === null || ask === null)) return null;
  return displayedPriceMicros(bid, ask, last) / ONE;
}
