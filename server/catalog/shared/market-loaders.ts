import type { MarketWithoutEvents } from '../../contract/index.js';
import { marketInScope, type CreatorScope } from './creator-scope.js';
import { groupBy } from './group-by.js';
import { MARKET_ROW, toMarketFields, type MarketRow } from './market-row.js';
import { IN_LIST, jsonList } from './sql-filter.js';
import type { StatementCache } from './statement-cache.js';

/**
 * The markets of each event (those in scope when a creator is given, only the open ones with
 * `openOnly`), by market id.
 */
export function loadMarketsByEvent(
  statements: StatementCache,
  eventIds: readonly number[],
  scope: CreatorScope | null,
  baseUrl: string,
  openOnly = false,
): Map<number, MarketWithoutEvents[]> {
  const inScope = scope ? marketInScope(scope, 'm') : null;
  const sql = `SELECT ${MARKET_ROW.select} FROM markets m WHERE m.event_id ${IN_LIST}
    ${inScope ? `AND ${inScope.sql}` : ''} ${openOnly ? 'AND m.closed = 0' : ''}
    ORDER BY m.event_id, m.id`;
  const rows = statements.rows<MarketRow>(
    MARKET_ROW,
    sql,
    jsonList(eventIds),
    ...(inScope?.params ?? []),
  );
  return groupBy(
    rows,
    (row) => row.event_id,
    (row) => toMarketFields(row, baseUrl),
  );
}
