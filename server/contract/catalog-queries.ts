import { Type, type Static } from 'typebox';
import { CATALOG_MAX_OFFSET } from '../shared/index.js';
import { QueryList } from './common.js';

const Limit = (max: number, fallback: number, min = 1) =>
  Type.Integer({ minimum: min, maximum: max, default: fallback });
const Offset = Type.Integer({ minimum: 0, maximum: CATALOG_MAX_OFFSET, default: 0 });
/** A numeric id of the catalog (markets, events, tags). */
const Id = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const DateBound = Type.String({
  pattern:
    '^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$',
  description: 'ISO 8601 date or date-time',
});

const creator = Type.Optional(
  Type.String({
    maxLength: 100,
    description:
      'a creator wallet (0x + 40 hex: markets that wallet created) or a site id (markets listed on that site)',
  }),
);

/** Sort columns accepted by `order` on GET /markets, by their wire name. */
export const marketOrderColumns = [
  'id',
  'volume',
  'volumeNum',
  'volume24hr',
  'volume1wk',
  'volume1mo',
  'volume1yr',
  'liquidity',
  'liquidityNum',
  'startDate',
  'endDate',
  'createdAt',
  'updatedAt',
  'competitive',
  'bestBid',
  'bestAsk',
  'lastTradePrice',
  'spread',
  'oneDayPriceChange',
  'question',
  'slug',
] as const;

/** Sort columns accepted by `order` on GET /events. */
export const eventOrderColumns = [
  'id',
  'volume',
  'volume24hr',
  'liquidity',
  'startDate',
  'endDate',
  'createdAt',
  'updatedAt',
  'competitive',
  'title',
  'slug',
  'commentCount',
] as const;

/** `order`: sort columns, one direction for all (`ascending`), id breaking ties. */
const orderBy = (columns: readonly string[]) =>
  Type.Optional(
    Type.String({
      maxLength: 200,
      description: `comma-separated sort columns among ${columns.join(', ')}; without it, by id ascending`,
    }),
  );

const tagFilters = {
  tag: Type.Optional(Type.String({ description: 'alias of tag_slug' })),
  tag_id: Type.Optional(Id),
  tag_slug: Type.Optional(Type.String()),
  related_tags: Type.Optional(
    Type.Boolean({ description: 'with a tag filter, include the tags related to it' }),
  ),
};

const stateFilters = {
  active: Type.Optional(Type.Boolean()),
  closed: Type.Optional(Type.Boolean()),
  archived: Type.Optional(Type.Boolean()),
};

const dateFilters = {
  start_date_min: Type.Optional(DateBound),
  start_date_max: Type.Optional(DateBound),
  end_date_min: Type.Optional(DateBound),
  end_date_max: Type.Optional(DateBound),
};

export const MarketsQuery = Type.Object({
  limit: Limit(100, 20),
  offset: Offset,
  ...stateFilters,
  ...tagFilters,
  ...dateFilters,
  event_id: Type.Optional(Id),
  event_slug: Type.Optional(Type.String()),
  eventSlug: Type.Optional(Type.String({ description: 'alias of event_slug' })),
  conditionId: Type.Optional(Type.String()),
  condition_id: Type.Optional(Type.String({ description: 'alias of conditionId' })),
  condition_ids: Type.Optional(QueryList(Type.String())),
  slug: Type.Optional(QueryList(Type.String(), 'market slugs')),
  id: Type.Optional(QueryList(Id, 'market ids')),
  clob_token_ids: Type.Optional(QueryList(Type.String())),
  liquidity_num_min: Type.Optional(Type.Number({ minimum: 0 })),
  liquidity_num_max: Type.Optional(Type.Number({ minimum: 0 })),
  volume_num_min: Type.Optional(Type.Number({ minimum: 0 })),
  volume_num_max: Type.Optional(Type.Number({ minimum: 0 })),
  order: orderBy(marketOrderColumns),
  ascending: Type.Boolean({ default: false }),
  creator,
});
export type MarketsQuery = Static<typeof MarketsQuery>;

export const EventsQuery = Type.Object({
  limit: Limit(100, 20),
  offset: Offset,
  ...stateFilters,
  ...tagFilters,
  ...dateFilters,
  series_id: Type.Optional(QueryList(Id, 'series ids: events of any of them')),
  series_slug: Type.Optional(Type.String()),
  slug: Type.Optional(QueryList(Type.String(), 'event slugs')),
  id: Type.Optional(QueryList(Id, 'event ids')),
  liquidity_min: Type.Optional(Type.Number({ minimum: 0 })),
  liquidity_max: Type.Optional(Type.Number({ minimum: 0 })),
  volume_min: Type.Optional(Type.Number({ minimum: 0 })),
  volume_max: Type.Optional(Type.Number({ minimum: 0 })),
  order: orderBy(eventOrderColumns),
  ascending: Type.Boolean({ default: false }),
  creator,
});
export type EventsQuery = Static<typeof EventsQuery>;

export const SeriesQuery = Type.Object({
  limit: Limit(100, 20),
  offset: Offset,
  slug: Type.Optional(QueryList(Type.String(), 'series slugs')),
  closed: Type.Optional(Type.Boolean()),
  creator,
});
export type SeriesQuery = Static<typeof SeriesQuery>;

export const TagsQuery = Type.Object({
  limit: Limit(1000, 100),
  offset: Offset,
});
export type TagsQuery = Static<typeof TagsQuery>;

export const CreatorQuery = Type.Object({ creator });
export type CreatorQuery = Static<typeof CreatorQuery>;

export const MarketIdParams = Type.Object({
  id: Type.String({ description: 'numeric market id or 0x condition id', maxLength: 100 }),
});
export const EventIdParams = Type.Object({
  id: Id,
});
export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 300 }) });

/** `sort` of GET /public-search: relevance (the default) or one event column. */
export const searchSortColumns = [
  'relevance',
  'volume',
  'volume_24hr',
  'liquidity',
  'competitive',
  'start_date',
  'end_date',
  'created_at',
] as const;

export const SearchQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 200 }),
  limit_per_type: Limit(500, 25),
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  search_tags: Type.Boolean({ default: true }),
  search_profiles: Type.Boolean({ default: false }),
  events_status: Type.Union([Type.Literal('all'), Type.Literal('active'), Type.Literal('closed')], {
    default: 'all',
    description: 'active: open events only; closed: closed events only',
  }),
  keep_closed_markets: Type.Integer({
    minimum: 0,
    maximum: 1,
    default: 1,
    description: '0 leaves closed markets out of the events (and events with no open market)',
  }),
  events_tag: Type.Optional(QueryList(Type.String(), 'tag slugs: events carrying any of them')),
  exclude_tag_id: Type.Optional(QueryList(Id, 'tag ids: events carrying any of them are left out')),
  recurrence: Type.Optional(
    Type.String({ maxLength: 50, description: 'events of a series with this recurrence' }),
  ),
  sort: Type.Union(
    searchSortColumns.map((column) => Type.Literal(column)),
    { default: 'relevance', description: 'relevance, or an event column to order by' },
  ),
  ascending: Type.Boolean({ default: false, description: 'direction of a sort column' }),
  optimized: Type.Boolean({
    default: false,
    description: 'true leaves out the markets and series of each event',
  }),
  creator,
});
export type SearchQuery = Static<typeof SearchQuery>;

export const CommentsQuery = Type.Object({
  limit: Limit(100, 20),
  offset: Offset,
});
export type CommentsQuery = Static<typeof CommentsQuery>;

export const UserAddressParams = Type.Object({
  user_address: Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' }),
});
