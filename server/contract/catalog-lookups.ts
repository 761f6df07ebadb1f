import { Type, type Static } from 'typebox';
import { Event, Tag } from './catalog-event.js';
import { Market } from './catalog-market.js';
import { EventsQuery, MarketsQuery } from './catalog-queries.js';
import { QueryList } from './common.js';

// The catalog's routes beyond the specification: lookups by slug and id, tags of a market or
// event, related tags, comments by parent entity, keyset paging. Shapes follow the venue's
// catalog host (docs/compatibility.md).

export const TagIdParams = Type.Object({
  id: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
});
export const SeriesIdParams = TagIdParams;
export const CommentIdParams = TagIdParams;

export const RelatedTagsQuery = Type.Object({
  omit_empty: Type.Optional(
    Type.Boolean({ description: 'leave out related tags that no event (of `status`) carries' }),
  ),
  status: Type.Optional(
    Type.Union([Type.Literal('active'), Type.Literal('closed'), Type.Literal('all')], {
      description: 'which events count for omit_empty (all by default)',
    }),
  ),
});
export type RelatedTagsQuery = Static<typeof RelatedTagsQuery>;

/** One relation of GET /tags/{id}/related-tags. */
export const TagRelationship = Type.Object({
  id: Type.String({ description: '<tagID>-<relatedTagID>' }),
  tagID: Type.Integer(),
  relatedTagID: Type.Integer(),
  rank: Type.Integer({ description: '1 for the first related tag, by related tag id' }),
});
export type TagRelationship = Static<typeof TagRelationship>;

export const ParentEntityType = Type.Union([Type.Literal('Event'), Type.Literal('Series')]);

export const ParentCommentsQuery = Type.Object({
  parent_entity_type: ParentEntityType,
  parent_entity_id: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000_000, default: 0 }),
  order: Type.Optional(
    Type.Union(
      [Type.Literal('createdAt'), Type.Literal('updatedAt'), Type.Literal('reactionCount')],
      {
        description: 'sort column (createdAt by default)',
      },
    ),
  ),
  ascending: Type.Boolean({ default: false }),
  get_positions: Type.Optional(
    Type.Boolean({ description: "accepted: every commenter's profile carries its positions list" }),
  ),
});
export type ParentCommentsQuery = Static<typeof ParentCommentsQuery>;

const AfterCursor = Type.String({
  maxLength: 200,
  description: "the previous page's next_cursor; absent: the first page",
});

const { offset: _marketOffset, ...marketKeysetFields } = MarketsQuery.properties;
const { offset: _eventOffset, ...eventKeysetFields } = EventsQuery.properties;

/** GET /markets/keyset: the filters and order of GET /markets, paged by cursor (no offset). */
export const MarketsKeysetQuery = Type.Object({
  ...marketKeysetFields,
  after_cursor: Type.Optional(AfterCursor),
});
export type MarketsKeysetQuery = Static<typeof MarketsKeysetQuery>;

/** GET /events/keyset: the filters and order of GET /events, up to 500 a page. */
export const EventsKeysetQuery = Type.Object({
  ...eventKeysetFields,
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 20 }),
  after_cursor: Type.Optional(AfterCursor),
});
export type EventsKeysetQuery = Static<typeof EventsKeysetQuery>;

const nextCursor = Type.Optional(Type.String({ description: 'absent on the last page' }));

export const MarketsKeysetPage = Type.Object({
  markets: Type.Array(Market),
  next_cursor: nextCursor,
});
export type MarketsKeysetPage = Static<typeof MarketsKeysetPage>;
export const EventsKeysetPage = Type.Object({ events: Type.Array(Event), next_cursor: nextCursor });
export type EventsKeysetPage = Static<typeof EventsKeysetPage>;

export const TagList = Type.Array(Tag);

/** GET /sports: a league of the catalog's sports markets. */
export const Sport = Type.Object({
  id: Type.Integer(),
  sport: Type.String({ description: 'the league, e.g. nba' }),
  image: Type.String(),
  resolution: Type.String({ description: 'where results are settled' }),
  ordering: Type.String({ description: 'home or away: which team a game names first' }),
  tags: Type.String({ description: 'comma-separated tag ids' }),
  series: Type.String({ description: 'the id of its weekly game series; "" when none' }),
  createdAt: Type.String(),
});
export type Sport = Static<typeof Sport>;

/** GET /sports/market-types: the kinds of sports markets the catalog holds. */
export const SportsMarketTypes = Type.Object({ marketTypes: Type.Array(Type.String()) });
export type SportsMarketTypes = Static<typeof SportsMarketTypes>;

/** GET /teams: a team of a league. */
export const Team = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  league: Type.String(),
  record: Type.String(),
  logo: Type.String(),
  abbreviation: Type.String(),
  alias: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Team = Static<typeof Team>;

const teamOrderColumns = ['id', 'name', 'league', 'abbreviation', 'createdAt'] as const;

export const TeamsQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 100 }),
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000_000, default: 0 }),
  order: Type.Optional(
    Type.Union(
      teamOrderColumns.map((column) => Type.Literal(column)),
      { description: 'sort column (id by default)' },
    ),
  ),
  ascending: Type.Boolean({ default: true }),
  league: Type.Optional(QueryList(Type.String({ maxLength: 100 }), 'leagues, e.g. nba')),
  name: Type.Optional(QueryList(Type.String({ maxLength: 200 }), 'team names (any case)')),
  abbreviation: Type.Optional(QueryList(Type.String({ maxLength: 20 }), 'abbreviations')),
});
export type TeamsQuery = Static<typeof TeamsQuery>;

const CommaList = (description: string) => Type.String({ maxLength: 2_000, description });

/** GET /market-clarifications: the filters of the venue's list. */
export const MarketClarificationsQuery = Type.Object({
  market_id: Type.Optional(CommaList('market ids, comma-joined')),
  event_id: Type.Optional(CommaList('event ids, comma-joined')),
  question_id: Type.Optional(CommaList('question ids, comma-joined')),
  state: Type.Optional(CommaList('states, comma-joined')),
  show_in_frontend: Type.Optional(Type.Boolean()),
  tx_hash: Type.Optional(Type.String({ maxLength: 100 })),
  order: Type.Optional(Type.String({ maxLength: 100 })),
  ascending: Type.Optional(Type.Boolean()),
  limit: Type.Integer({ minimum: 0, maximum: 100, default: 20 }),
  offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
});

/** A clarification the resolver added to a market's rules (the local catalog has none). */
export const MarketClarification = Type.Object({
  id: Type.Integer(),
  marketId: Type.String(),
  content: Type.String(),
  state: Type.String(),
  createdAt: Type.String(),
});
