import { Type } from 'typebox';
import { Series } from '../catalog-event.js';
import { Market } from '../catalog-market.js';
import { Comment } from '../comment.js';
import { CreatorQuery, SlugParams } from '../catalog-queries.js';
import {
  CommentIdParams,
  EventsKeysetPage,
  EventsKeysetQuery,
  MarketClarification,
  MarketClarificationsQuery,
  MarketsKeysetPage,
  MarketsKeysetQuery,
  ParentCommentsQuery,
  SeriesIdParams,
  Sport,
  SportsMarketTypes,
  Team,
  TeamsQuery,
} from '../catalog-lookups.js';
import { defineMethod } from './define.js';

// The catalog's reads beyond the specification (its tags: catalog-tags.ts); each counts
// against the catalog's limits and those of the listing it pages (keyset pages count as the
// listings they are).

const read = {
  auth: 'public',
  errors: ['invalid_input', 'not_found', 'rate_limited'],
  limits: ['catalog'],
} as const;
const lookup = { tags: ['catalog'], statuses: [400, 404, 429], catalogAnswer: true } as const;
// Comments are not replayed: their reactions and profiles change without a catalog version.
const comments = { tags: ['catalog'], statuses: [400, 404, 429] } as const;
const KEYSET =
  "Pass the answer's next_cursor as after_cursor for the next page; it is absent on the last.";

export const catalogLookupMethods = {
  marketBySlug: defineMethod({
    ...read,
    name: 'catalog.marketBySlug',
    summary: 'One market by slug',
    input: Type.Object({ ...SlugParams.properties, ...CreatorQuery.properties }),
    output: Market,
    http: { ...lookup, verb: 'GET', path: '/markets/slug/:slug' },
  }),
  seriesById: defineMethod({
    ...read,
    name: 'catalog.seriesById',
    summary: 'One series by id, with its events',
    input: SeriesIdParams,
    output: Series,
    http: { ...lookup, verb: 'GET', path: '/series/:id' },
  }),
  commentsByParent: defineMethod({
    ...read,
    name: 'catalog.commentsByParent',
    summary: 'The comments of an event or a series',
    input: ParentCommentsQuery,
    output: Type.Array(Comment),
    http: {
      ...comments,
      verb: 'GET',
      path: '/comments',
      summary: "An event's or a series' comments, newest first by default",
    },
  }),
  comment: defineMethod({
    ...read,
    name: 'catalog.comment',
    summary: 'One comment by id (an array of it)',
    input: CommentIdParams,
    output: Type.Array(Comment),
    http: {
      ...comments,
      verb: 'GET',
      path: '/comments/:id',
      summary: 'One comment by id, as a one-item array',
    },
  }),
  marketsKeyset: defineMethod({
    ...read,
    limits: ['catalog', 'markets', 'listings'],
    name: 'catalog.marketsKeyset',
    summary: 'List markets, paged by cursor',
    input: MarketsKeysetQuery,
    output: MarketsKeysetPage,
    http: {
      ...lookup,
      verb: 'GET',
      path: '/markets/keyset',
      summary: 'List markets, paged by cursor (the filters and order of GET /markets)',
      description: KEYSET,
    },
  }),
  eventsKeyset: defineMethod({
    ...read,
    limits: ['catalog', 'events', 'listings'],
    name: 'catalog.eventsKeyset',
    summary: 'List events, paged by cursor',
    input: EventsKeysetQuery,
    output: EventsKeysetPage,
    http: {
      ...lookup,
      verb: 'GET',
      path: '/events/keyset',
      summary: 'List events, paged by cursor (the filters and order of GET /events)',
      description: KEYSET,
    },
  }),
  sports: defineMethod({
    ...read,
    name: 'catalog.sports',
    summary: "The leagues of the catalog's sports markets",
    input: Type.Object({}),
    output: Type.Array(Sport),
    http: {
      ...lookup,
      statuses: [429],
      verb: 'GET',
      path: '/sports',
      summary: "The leagues of the catalog's sports markets, with their tags and series",
    },
  }),
  sportsMarketTypes: defineMethod({
    ...read,
    name: 'catalog.sportsMarketTypes',
    summary: 'The kinds of sports markets (moneyline, spreads, ...)',
    input: Type.Object({}),
    output: SportsMarketTypes,
    http: {
      ...lookup,
      statuses: [429],
      verb: 'GET',
      path: '/sports/market-types',
      summary: 'The valid sports market types',
    },
  }),
  marketClarifications: defineMethod({
    ...read,
    name: 'catalog.marketClarifications',
    summary: "Clarifications of markets' rules (the local catalog has none)",
    input: MarketClarificationsQuery,
    output: Type.Array(MarketClarification),
    http: {
      ...lookup,
      statuses: [400, 429],
      verb: 'GET',
      path: '/market-clarifications',
      summary: "Clarifications added to markets' rules (none in the local catalog)",
    },
  }),
  teams: defineMethod({
    ...read,
    name: 'catalog.teams',
    summary: 'Teams of the leagues, filtered and paged',
    input: TeamsQuery,
    output: Type.Array(Team),
    http: {
      ...lookup,
      verb: 'GET',
      path: '/teams',
      summary: 'Teams of the leagues',
      description: 'league, name and abbreviation take comma-joined or repeated values.',
    },
  }),
} as const;
