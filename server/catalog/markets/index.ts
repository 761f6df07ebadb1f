import { notFound, type Market, type MarketsQuery } from '../../contract/index.js';
import type { Database } from '../../storage/index.js';
import type { Catalog, CatalogOptions } from '../types.js';
import {
  AnswerCache,
  MARKET_ROW,
  catalogVersion,
  columnsOf,
  createStatementCache,
  inIdOrder,
  jsonList,
  jsonRow,
  toMarketFields,
  upstreamMarketEvent,
  zipRow,
  type MarketRow,
} from '../shared/index.js';
import { createMarketLookup } from './market-lookup.js';
import { marketPageSql } from './market-list-sql.js';

/**
 * The four fields of the event summary of a listed market; a mirror's market carries its
 * event as the upstream sent it (upstream_json).
 */
const EVENT_IDENTITY = ['id', 'ticker', 'slug', 'title', 'upstream_json'];
type EventIdentityRow = {
  id: number;
  ticker: string;
  slug: string;
  title: string;
  upstream_json: string | null;
};

/** A listed market: its row, then its event's identity. */
const LIST_ROW = jsonRow([...MARKET_ROW.columns, ...columnsOf('e', EVENT_IDENTITY)]);
const EVENT_AT = MARKET_ROW.names.length;
const LIST_ROWS_BY_ID = `SELECT ${LIST_ROW.select} FROM json_each(?) j
  JOIN markets m ON m.id = j.value JOIN events e ON e.id = m.event_id`;

export function createMarketQueries(
  db: Database,
  options: CatalogOptions,
): Pick<Catalog, 'listMarkets' | 'getMarket'> {
  const statements = createStatementCache(db);
  const version = catalogVersion(db);
  const lookup = createMarketLookup(statements, version);
  // Budgets in markets (about 3 KB each): some 6 MB of pages and 7 MB of single markets.
  const pages = new AnswerCache<Market[]>(2000, (markets) => markets.length);
  const singles = new AnswerCache<Market | null>(2500);

  function listMarkets(query: MarketsQuery, baseUrl: string): Market[] {
    const { sql, params } = marketPageSql(query);
    const ids = statements.column<number>(sql, ...params);
    if (ids.length === 0) return [];
    const markets = statements.valueLists(LIST_ROWS_BY_ID, jsonList(ids)).map((values) => {
      const { upstream_json, ...event } = zipRow<EventIdentityRow>(
        EVENT_IDENTITY,
        values,
        EVENT_AT,
      );
      const market = toMarketFields(zipRow<MarketRow>(MARKET_ROW.names, values), baseUrl);
      const upstream = upstreamMarketEvent({ upstream_json });
      return Object.assign(market, {
        events: [upstream ?? { ...event, id: String(event.id) }],
      }) as Market;
    });
    return inIdOrder(ids, markets, (market) => Number(market.id));
  }

  return {
    listMarkets(query) {
      const baseUrl = options.assetBaseUrl();
      const key = `${baseUrl} ${JSON.stringify(query)}`;
      return pages.get(version(), key, () => listMarkets(query, baseUrl));
    },

    getMarket(idOrConditionId, creator) {
      const baseUrl = options.assetBaseUrl();
      const key = `${baseUrl} ${idOrConditionId} ${creator ?? ''}`;
      const market = singles.get(version(), key, () => lookup(idOrConditionId, creator, baseUrl));
      if (!market) throw notFound(`market ${idOrConditionId}`);
      return market;
    },
  };
}
