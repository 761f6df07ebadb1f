import type { Market } from '../../contract/index.js';
import {
  EVENT_ROW,
  MARKET_ROW,
  jsonRow,
  loadSeriesByEvent,
  marketInScope,
  parseCreator,
  toEventCore,
  toMarketFields,
  zipRow,
  type EventRow,
  type MarketRow,
  type StatementCache,
} from '../shared/index.js';

const NUMERIC_ID = /^\d{1,15}$/;
const CONDITION_ID = /^0x[0-9a-f]+$/i;

/** The market's row (with its token ids), then its event's row. */
const LOOKUP_ROW = jsonRow([...MARKET_ROW.columns, ...EVENT_ROW.columns]);
const EVENT_AT = MARKET_ROW.names.length;

/**
 * The condition id is resolved to the id in a subquery: with `m.condition_id = ?` in the
 * join itself SQLite reads the wide row several times slower (measured), though the plan
 * names the same index.
 */
const MATCH = {
  id: 'm.id = ?',
  conditionId: 'm.id = (SELECT id FROM markets WHERE condition_id = ?)',
} as const;

const lookupSql = (match: string, scope: string): string =>
  `SELECT ${LOOKUP_ROW.select} FROM markets m JOIN events e ON e.id = m.event_id
   WHERE ${match} ${scope}`;

const BY_ID = lookupSql(MATCH.id, '');
const BY_CONDITION_ID = lookupSql(MATCH.conditionId, '');

/**
 * GET /markets/{id}: one statement (two primary-key lookups and the token index) by numeric
 * id or 0x condition id, and one for the series of its event, which the market carries whole
 * as the venue does. A market outside the creator's scope is not found (null).
 */
export function createMarketLookup(statements: StatementCache) {
  return (idOrConditionId: string, creator: string | undefined, baseUrl: string): Market | null => {
    const byId = NUMERIC_ID.test(idOrConditionId);
    if (!byId && !CONDITION_ID.test(idOrConditionId)) return null;
    const scope = parseCreator(creator);
    const inScope = scope ? marketInScope(scope, 'm') : null;
    const match = byId ? MATCH.id : MATCH.conditionId;
    const sql = inScope ? lookupSql(match, `AND ${inScope.sql}`) : byId ? BY_ID : BY_CONDITION_ID;
    const value = byId ? Number(idOrConditionId) : idOrConditionId.toLowerCase();
    const values = statements.valueList(sql, value, ...(inScope?.params ?? []));
    if (values === undefined) return null;
    const event = zipRow<EventRow>(EVENT_ROW.names, values, EVENT_AT);
    const series = loadSeriesByEvent(statements, [event.id], scope, baseUrl).get(event.id) ?? [];
    return Object.assign(toMarketFields(zipRow<MarketRow>(MARKET_ROW.names, values), baseUrl), {
      events: [
        {
          ...toEventCore(event, baseUrl),
          series,
          eventMetadata: JSON.parse(event.event_metadata) as Record<string, unknown>,
        },
      ],
    });
  };
}
