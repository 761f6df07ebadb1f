export { createStatementCache, zipRow, type StatementCache } from './statement-cache.js';
export { catalogVersion } from './catalog-version.js';
export { AnswerCache } from './answer-cache.js';
export { jsonRow, columnsOf } from './json-row.js';
export { SqlFilter, IN_LIST, jsonList } from './sql-filter.js';
export { parseCreator, marketInScope, eventInScope, type CreatorScope } from './creator-scope.js';
export { tagConditions } from './tag-filter.js';
export { orderByClause } from './order-by.js';
export { addAmountBound, addDateFilters, aliasValues, hasValues } from './range-filters.js';
export { groupBy } from './group-by.js';
export { assetUrl } from './units.js';
export { MARKET_ROW, toMarketFields, type MarketColumns, type MarketRow } from './market-row.js';
export {
  EVENT_ROW,
  EVENT_FIELDS,
  COMMENT_COUNT_SQL,
  toEventCore,
  upstreamEvent,
  upstreamMarketEvent,
  type EventRow,
  type EventColumns,
} from './event-row.js';
export { TAG_COLUMNS, toTag, type TagRow } from './tag-row.js';
export { SERIES_COLUMNS, toSeries, type SeriesRow, type SeriesTotals } from './series-row.js';
export { loadMarketsByEvent } from './market-loaders.js';
export { inIdOrder } from './page-order.js';
export { loadTagsByEvent, loadSeriesByEvent, loadSeriesById } from './event-loaders.js';
