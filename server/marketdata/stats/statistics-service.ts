import { createMarketStatsWriter, type TradingMarket } from '../../catalog/index.js';
import type { Database } from '../../storage/index.js';
import type { TradingCatalog, TradingService, VenueEvent } from '../../trading/index.js';
import { createStatisticsReader } from './market-statistics.js';
import { marketsToCompute } from './markets-to-compute.js';

/** Longest run of the rolling pass before the event loop gets a turn, as the search index's build. */
const ROLL_STEP_BUDGET_MS = 8;

/** A market to recompute: its trading view, or its condition id to look it up when its turn comes. */
type MarketToRoll = readonly [id: number, market: TradingMarket | undefined | string];

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
  /** Recomputes every market the venue trades (the periodic pass), now, in one write. */
  refreshAll(): number;
  /** The markets the pass rolling the windows has still to write (it yields between steps). */
  leftToRoll(): number;
  close(): void;
}

/** Runs a timer's write; a failure is logged, and the next pass writes the figures again. */
function logFailure(write: () => unknown): () => void {
  return () => {
    try {
      write();
    } catch (error) {
      console.error('market statistics: write failed', error);
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
 * steps, so that requests are answered in between. On start, the markets the venue trades and
 * those holding figures it did not compute are written before the service listens, and those
 * only a price backfill moves are rolled right after.
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
  /** The rolling pass's markets still to write, and its next step. */
  let toRoll: MarketToRoll[] = [];
  let rollTimer: NodeJS.Timeout | null = null;
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

  function refreshAll(): number {
    if (closed || db.inTransaction) return 0;
    for (const [id, market] of dirty) tracked.set(id, market);
    dirty.clear();
    toRoll = [];
    return write(tracked);
  }

  function scheduleRoll(delayMs: number): void {
    if (rollTimer || closed) return;
    rollTimer = setTimeout(logFailure(rollStep), delayMs);
    rollTimer.unref();
  }

  /** Writes the next markets of the rolling pass, for at most a step's budget. */
  function rollStep(): void {
    rollTimer = null;
    if (closed || toRoll.length === 0) return;
    // Wait for the open group commit, as flush does.
    if (db.inTransaction) return scheduleRoll(0);
    const until = performance.now() + (deps.rollStepBudgetMs ?? ROLL_STEP_BUDGET_MS);
    const nowMs = now();
    const updates = [];
    do {
      const [id, known] = toRoll.pop()!;
      const market = typeof known === 'string' ? catalog.tradingMarket(known) : known;
      if (typeof known === 'string' && !tracked.has(id)) tracked.set(id, market);
      updates.push(reader.statsOf(id, market, nowMs));
    } while (toRoll.length > 0 && performance.now() < until);
    writer.write(updates);
    if (toRoll.length > 0) scheduleRoll(0);
  }

  function startRoll(): void {
    for (const [id, market] of dirty) tracked.set(id, market);
    toRoll = [...tracked];
    scheduleRoll(0);
  }

  const initial: [number, TradingMarket | undefined][] = [];
  for (const row of marketsToCompute(db)) {
    if (row.rollLater) {
      toRoll.push([row.id, row.conditionId]);
      continue;
    }
    const market = catalog.tradingMarket(row.conditionId);
    if (row.active) tracked.set(row.id, market);
    initial.push([row.id, market]);
  }
  write(initial);
  scheduleRoll(0);

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
    leftToRoll: () => toRoll.length,
    close() {
      closed = true;
      unsubscribe();
      clearInterval(refresher);
      if (timer) clearTimeout(timer);
      if (rollTimer) clearTimeout(rollTimer);
      timer = null;
      rollTimer = null;
    },
  };
}
