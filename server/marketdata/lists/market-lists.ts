import type { CatalogOptions } from '../../catalog/index.js';
import {
  notFound,
  type OrderBookMarket,
  type SamplingMarket,
  type SimplifiedMarket,
} from '../../contract/index.js';
import type { Database } from '../../storage/index.js';
import { decodeCursor, readPage, type Page } from '../../trading/index.js';
import {
  toOrderBookMarket,
  toSamplingMarket,
  toSimplifiedMarket,
} from './order-book-market-forms.js';
import {
  orderBookMarketPageSql,
  SAMPLING_FILTER,
  type OrderBookMarketRow,
} from './order-book-market-row.js';

/** Markets per page: the real service's page (its first page answers limit 1000, MTAwMA==). */
const MARKET_PAGE_SIZE = 1_000;

type Cursor = string | undefined;

export interface OrderBookMarketLists {
  /** GET /markets with next_cursor: every market, full form. */
  markets(cursor: Cursor): Page<OrderBookMarket>;
  /** GET /sampling-markets: markets with rewards that still trade. */
  samplingMarkets(cursor: Cursor): Page<SamplingMarket>;
  simplifiedMarkets(cursor: Cursor): Page<SimplifiedMarket>;
  samplingSimplifiedMarkets(cursor: Cursor): Page<SimplifiedMarket>;
  /** GET /markets/{condition_id} of the order-book host: one market, full form (any case). */
  market(conditionId: string): OrderBookMarket;
}

/**
 * The order-book surface's market lists, in market id order, paged by cursor (docs/protocol.md:
 * base64 of the decimal offset, `LTE=` past the last page, a malformed cursor is a 400). Token
 * prices come from the venue's statistics in the catalog columns, so a list answer depends on
 * the catalog alone and is cached with it.
 */
export function createOrderBookMarketLists(
  db: Database,
  options: CatalogOptions,
): OrderBookMarketLists {
  const all = db.prepare<[number, number], OrderBookMarketRow>(orderBookMarketPageSql('1'));
  const sampling = db.prepare<[number, number], OrderBookMarketRow>(
    orderBookMarketPageSql(SAMPLING_FILTER),
  );
  const byConditionId = db.prepare<[string, number, number], OrderBookMarketRow>(
    orderBookMarketPageSql('m.condition_id = ?'),
  );

  function page<T>(
    rows: typeof all,
    cursor: Cursor,
    form: (row: OrderBookMarketRow, baseUrl: string) => T,
  ): Page<T> {
    const position = decodeCursor(cursor);
    const baseUrl = options.assetBaseUrl();
    return readPage(
      position,
      MARKET_PAGE_SIZE,
      (offset, limit) => rows.all(limit, offset),
      (found) => found.map((row) => form(row, baseUrl)),
    );
  }

  return {
    markets: (cursor) => page(all, cursor, toOrderBookMarket),
    samplingMarkets: (cursor) => page(sampling, cursor, toSamplingMarket),
    simplifiedMarkets: (cursor) => page(all, cursor, toSimplifiedMarket),
    samplingSimplifiedMarkets: (cursor) => page(sampling, cursor, toSimplifiedMarket),
    market(conditionId) {
      const row = byConditionId.get(conditionId.toLowerCase(), 1, 0);
      if (!row) throw notFound(`market ${conditionId}`);
      return toOrderBookMarket(row, options.assetBaseUrl());
    },
  };
}
