import { NO_ORDERBOOK_MESSAGE, ServiceError } from '../contract/index.js';
import type { Database } from '../storage/index.js';
import { bucketHistory, lastPerBucket, type PricePoint } from './history-buckets.js';
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

export interface PriceHistory {
  /** GET /prices-history: 404 for a token no market has. */
  history(tokenId: string, query: HistoryQuery): PricePoint[];
  /** POST /batch-prices-history: by token id; tokens no market has are left out. */
  batch(tokenIds: readonly string[], query: HistoryQuery): Record<string, PricePoint[]>;
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

  function pointsOf(tokenId: string, range: HistoryRange, names: HistoryParamNames) {
    const found = deps.catalog.tradingMarketByToken(tokenId);
    if (!found) return undefined;
    const { marketId } = found.market;
    const start = range.start ?? store.firstPriceAt(marketId, tokenId);
    if (start === null || start > range.end) return [];
    const grid = {
      start,
      end: range.end,
      width: bucketSeconds(range.fidelity, range.end - start, names),
    };
    return bucketHistory(
      lastPerBucket(grid, (from, until) => store.lastFill(marketId, found.tokenIndex, from, until)),
      lastPerBucket(grid, (from, until) => store.lastBackfill(tokenId, from, until)),
      start,
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
  };
}
