import { createMarketStatsWriter, type TradingMarket } from '../../catalog/index.js';
import type { Database } from '../../storage/index.js';
import type { TradingCatalog, TradingService, VenueEvent } from '../../trading/index.js';
import { createStatisticsReader } from './market-statistics.js';
import { findMarketsToRoll, marketsNeverComputed } from './markets-to-compute.js';
import { createRollingPass } from './rolling-pass.js';

export interface MarketStatisticsDeps {
  db: Database;
  catalog: Pick<TradingCatalog, 'tradingMarket'>;
  trading: Pick<TradingService, 'feed' | 'books'>;
  /** The venue's clock (ms), the one its fills are stamped with. */
  now?: () => number;
  /** Least time between two writes of changed markets. */
  flushIntervalMs?: number;
  /** Time between two passes over every market the venue trades, which roll the windows. */
  refreshIntervalMs?: number;
  /** Longest run of the rolling pass before the event loop gets a turn (one market at least). */
  rollStepBudgetMs?: number;
}

export interface MarketStatistics {
  /** Writes the figures of the markets the venue changed since the last write, now. */
  flush(): number;
  /** Recomputes every market the venue trades (the periodic pass), now. */
  refreshAll(): number;
  /** The markets the pass rolling the windows has still to write (it yields between steps). */
  leftToRoll(): number;
  close(): void;
}

/** A failed write is logged; the next pass writes the figures again. */
const reportFailure = (error: unknown): void =>
  console.error('market statistics: write failed', error);

/** Runs a timer's write, reporting a failure. */
function logFailure(write: () => unknown): () => void {
  return () => {
    try {
      write();
    } catch (error) {
      reportFailure(error);
    }
  };
}

/** The market an event changed the book, fills or state of; null when it changed none. */
function marketChangedBy(event: VenueEvent): TradingMarket | null {
  if (event.kind === 'order') return event.bookChanged ? event.market : null;
  return event.kind === 'tick_size_change' ? null : event.market;
}

/**
 * Keeps the catalog's trading statistics (prices, spread, volumes, liquidity, one-day change;
 * the events' sums) computed from the venue. Committed venue events mark their market; the
 * marked markets are written together at most once per flush interval, each write in one
 * transaction because every write empties the catalog's answer caches. A slower pass over
 * every market the venue trades lets the trailing windows roll without trades; it runs in
 * steps, so that requests are answered in between. On start, only the traded markets never
 * computed (a seeded history) are written before the service listens; the others already hold
 * the figures of the last stop, and the same pass rolls them right after (markets-to-compute.ts).
 * Writes happen outside the trading layer's open group commit, so they only ever read
 * committed fills.
 */
export function startMarketStatistics(deps: MarketStatisticsDeps): MarketStatistics {
  const { db, catalog } = deps;
  const now = deps.now ?? Date.now;
  const flushIntervalMs = deps.flushIntervalMs ?? 1_000;
  const reader = createStatisticsReader(db, deps.trading.books);
  const writer = createMarketStatsWriter(db);
  /** The markets the periodic pass recomputes. */
  const tracked = new Map<number, TradingMarket | undefined>();
  const dirty = new Map<number, TradingMarket>();
  let timer: NodeJS.Timeout | null = null;
  let lastFlushAt = -Infinity;
  let closed = false;

  function write(markets: Iterable<readonly [number, TradingMarket | undefined]>): number {
    const nowMs = now();
    const updates = Array.from(markets, ([id, market]) => reader.statsOf(id, market, nowMs));
    return writer.write(updates);
  }

  function schedule(delayMs: number): void {
    if (timer || closed) return;
    timer = setTimeout(
      logFailure(() => {
        timer = null;
        flush();
      }),
      delayMs,
    );
    timer.unref();
  }

  function flush(): number {
    if (timer) clearTimeout(timer);
    timer = null;
    if (closed || dirty.size === 0) return 0;
    // A group commit is open: its fills may still roll back. Write once it has committed.
    if (db.inTransaction) {
      schedule(0);
      return 0;
    }
    lastFlushAt = performance.now();
    const markets = [...dirty];
    dirty.clear();
    for (const [id, market] of markets) tracked.set(id, market);
    return write(markets);
  }

  const initial = marketsNeverComputed(db).map((row) => {
    const market = catalog.tradingMarket(row.conditionId);
    tracked.set(row.id, market);
    return [row.id, market] as const;
  });
  write(initial);

  const rolling = createRollingPass({
    findAfterStart: function* () {
      const rows = yield* findMarketsToRoll(db);
      return rows
        .filter((row) => !tracked.has(row.id))
        .map((row) => ({
          id: row.id,
          market: () => {
            const market = catalog.tradingMarket(row.conditionId);
            if (row.active && !tracked.has(row.id)) tracked.set(row.id, market);
            return market;
          },
        }));
    },
    compute: (id, market, nowMs) => reader.statsOf(id, market, nowMs),
    write: (updates) => writer.write(updates),
    now,
    busy: () => db.inTransaction,
    onError: reportFailure,
    ...(deps.rollStepBudgetMs === undefined ? {} : { stepBudgetMs: deps.rollStepBudgetMs }),
  });

  function refreshAll(): number {
    if (closed || db.inTransaction) return 0;
    const rolled = rolling.finish();
    for (const [id, market] of dirty) tracked.set(id, market);
    dirty.clear();
    return rolled + write(tracked);
  }

  function startRoll(): void {
    for (const [id, market] of dirty) tracked.set(id, market);
    rolling.start(Array.from(tracked, ([id, market]) => ({ id, market: () => market })));
  }

  const unsubscribe = deps.trading.feed.subscribe((events) => {
    for (const event of events) {
      const market = marketChangedBy(event);
      if (market) dirty.set(market.marketId, market);
    }
    if (dirty.size > 0) schedule(Math.max(0, lastFlushAt + flushIntervalMs - performance.now()));
  });
  const refresher = setInterval(startRoll, deps.refreshIntervalMs ?? 60_000);
  refresher.unref();

  return {
    flush,
    refreshAll,
    leftToRoll: () => rolling.left(),
    close() {
      closed = true;
      unsubscribe();
      clearInterval(refresher);
      rolling.close();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
