import type { Market, SeriesWithoutEvents } from '../../contract/index.js';
import {
  AnswerCache,
  EVENT_ROW,
  MARKET_ROW,
  jsonRow,
  loadSeriesById,
  marketInScope,
  parseCreator,
  toEventCore,
  toMarketFields,
  upstreamMarketEvent,
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
 * join itself SQLite reads the wide row more slowly, though the plan names the same index
 * (docs/benchmarks.md has the figure).
 */
const MATCH = {
  id: 'm.id = ?',
  conditionId: 'm.id = (SELECT id FROM markets WHERE condition_id = ?)',
} as const;

const lookupSql = (match: string, scope: string): string =>
  `SELECT ${LOOKUP_ROW.select} FROM markets m JOIN events e ON e.id = m.event_id
   WHERE ${match} ${scope}`;

const SERIES_OF_EVENT = 'SELECT series_id FROM series_events WHERE event_id = ? ORDER BY series_id';

const BY_ID = lookupSql(MATCH.id, '');
const BY_CONDITION_ID = lookupSql(MATCH.conditionId, '');

/**
 * GET /markets/{id}: one statement (two primary-key lookups and the token index) by numeric
 * id or 0x condition id, and the series of its event, which the market carries whole as the
 * venue does. A series sums figures over all its events (up to a thousand or so), and a few
 * series hold many markets' events: each is computed once per catalog version. A market
 * outside the creator's scope is not found (null).
 */
export function createMarketLookup(statements: StatementCache, version: () => string) {
  const seriesCache = new AnswerCache<SeriesWithoutEvents | null>(1000);

  const seriesOf = (eventId: number, creator: string | undefined, baseUrl: string) =>
    statements.column<number>(SERIES_OF_EVENT, eventId).flatMap((seriesId) => {
      const key = `${baseUrl} ${seriesId} ${creator ?? ''}`;
      const series = seriesCache.get(version(), key, () => {
        const found = loadSeriesById(statements, [seriesId], parseCreator(creator), baseUrl);
        return found.get(seriesId) ?? null;
      });
      return series ? [series] : [];
    });

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
    const market = toMarketFields(zipRow<MarketRow>(MARKET_ROW.names, values), baseUrl);
    const upstream = upstreamMarketEvent(event);
    if (upstream) return Object.assign(market, { events: [upstream] }) as Market;
    const series = seriesOf(event.id, creator, baseUrl);
    return Object.assign(market, {
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
