import { NO_ORDERBOOK_MESSAGE, ServiceError } from '../contract/index.js';
import type { Database } from '../storage/index.js';
import { bucketHistory, lastPerBucket, mergeBuckets, type PricePoint } from './history-buckets.js';
import {
  bucketSeconds,
  resolveRange,
  type HistoryParamNames,
  type HistoryQuery,
  type HistoryRange,
} from './history-range.js';
import { createHistoryStore } from './history-store.js';
import type { MarketDataCatalog } from './types.js';

const GET_NAMES: HistoryParamNames = {
  startTs: 'startTs',
  endTs: 'endTs',
  interval: 'interval',
  fidelity: 'fidelity',
};
const BATCH_NAMES: HistoryParamNames = {
  startTs: 'start_ts',
  endTs: 'end_ts',
  interval: 'interval',
  fidelity: 'fidelity',
};

/** A bucket of a token's chart: its start, volume-weighted price and notional traded. */
export interface PriceBar {
  t: number;
  p: number;
  /** Collateral units traded in the bucket; 0 where the price comes from the backfill. */
  v: number;
}

export interface PriceHistory {
  /** GET /prices-history: 404 for a token no market has. */
  history(tokenId: string, query: HistoryQuery): PricePoint[];
  /** POST /batch-prices-history: by token id; tokens no market has are left out. */
  batch(tokenIds: readonly string[], query: HistoryQuery): Record<string, PricePoint[]>;
  /**
   * The terminal's chart (GET /prices-history's query): each bucket's volume-weighted price,
   * not its last print, so bids and asks taken in turn do not saw the line; and its volume.
   */
  bars(tokenId: string, query: HistoryQuery): PriceBar[];
}

/**
 * Price history of a token, built from the venue's fills (seen from that token, at the
 * maker's price) merged with the price backfill; closed markets keep theirs.
 */
export function createPriceHistory(deps: {
  db: Database;
  catalog: MarketDataCatalog;
  now: () => number;
}): PriceHistory {
  const store = createHistoryStore(deps.db);

  /** The token's market and the range's bucket grid; null: no price in the range. */
  function gridOf(tokenId: string, range: HistoryRange, names: HistoryParamNames) {
    const found = deps.catalog.tradingMarketByToken(tokenId);
    if (!found) return undefined;
    const start = range.start ?? store.firstPriceAt(found.market.marketId, tokenId);
    if (start === null || start > range.end) return { found, grid: null };
    const width = bucketSeconds(range.fidelity, range.end - start, names);
    return { found, grid: { start, end: range.end, width } };
  }

  function pointsOf(tokenId: string, range: HistoryRange, names: HistoryParamNames) {
    const located = gridOf(tokenId, range, names);
    if (!located) return undefined;
    const { found, grid } = located;
    if (!grid) return [];
    const { marketId } = found.market;
    return bucketHistory(
      lastPerBucket(grid, (from, until) => store.lastFill(marketId, found.tokenIndex, from, until)),
      lastPerBucket(grid, (from, until) => store.lastBackfill(tokenId, from, until)),
      grid.start,
    );
  }

  const nowSeconds = () => deps.now() / 1000;

  return {
    history(tokenId, query) {
      const points = pointsOf(tokenId, resolveRange(query, GET_NAMES, nowSeconds()), GET_NAMES);
      if (!points) throw new ServiceError('not_found', NO_ORDERBOOK_MESSAGE);
      return points;
    },
    batch(tokenIds, query) {
      const range = resolveRange(query, BATCH_NAMES, nowSeconds());
      const histories: Record<string, PricePoint[]> = {};
      for (const tokenId of tokenIds) {
        const points = pointsOf(tokenId, range, BATCH_NAMES);
        if (points) histories[tokenId] = points;
      }
      return histories;
    },
    bars(tokenId, query) {
      const located = gridOf(tokenId, resolveRange(query, GET_NAMES, nowSeconds()), GET_NAMES);
      if (!located) throw new ServiceError('not_found', NO_ORDERBOOK_MESSAGE);
      const { found, grid } = located;
      if (!grid) return [];
      const { marketId } = found.market;
      const lastFills = lastPerBucket(grid, (from, until) =>
        store.lastFill(marketId, found.tokenIndex, from, until),
      );
      const fills = new Map<number, { p: number; v: number }>();
      for (const bucket of lastFills.keys()) {
        const until = Math.min(bucket + grid.width, grid.end + 1);
        const traded = store.fillsIn(
          marketId,
          found.tokenIndex,
          Math.max(bucket, grid.start),
          until,
        );
        if (traded) fills.set(bucket, traded);
      }
      const backfill = new Map(
        [...lastPerBucket(grid, (from, until) => store.lastBackfill(tokenId, from, until))].map(
          ([t, p]) => [t, { p, v: 0 }],
        ),
      );
      return mergeBuckets(fills, backfill, grid.start).map(([t, bar]) => ({ t, ...bar }));
    },
  };
}
