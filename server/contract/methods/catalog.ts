import { Type } from 'typebox';
import { Market } from '../catalog-market.js';
import { Event, Series, Tag } from '../catalog-event.js';
import { Comment } from '../comment.js';
import {
  CommentsQuery,
  CreatorQuery,
  EventIdParams,
  EventsQuery,
  MarketIdParams,
  MarketsQuery,
  SeriesQuery,
  SlugParams,
  TagsQuery,
  SearchQuery,
  UserAddressParams,
} from '../catalog-queries.js';
import { MARKET_SEARCH_MAX_OFFSET } from '../../shared/index.js';
import { SearchResult } from '../search.js';
import { defineMethod } from './define.js';

// The catalog's reads of the specification: markets, events, series, tags, search, comments.

const read = { auth: 'public', errors: ['invalid_input', 'not_found', 'rate_limited'] } as const;
const catalogRead = { tags: ['catalog'], statuses: [400, 404, 429], catalogAnswer: true } as const;
const catalogList = { ...catalogRead, statuses: [400, 429] } as const;

export const catalogMethods = {
  markets: defineMethod({
    ...read,
    limits: ['catalog', 'markets', 'listings'],
    name: 'catalog.markets',
    summary: 'List markets (catalog form)',
    input: MarketsQuery,
    output: Type.Array(Market),
    http: {
      ...catalogRead,
      verb: 'GET',
      path: '/markets',
      summary: 'List markets (catalog form; with next_cursor, the order-book form)',
    },
  }),
  market: defineMethod({
    ...read,
    limits: ['catalog'],
    name: 'catalog.market',
    summary: 'One market by numeric id or condition id',
    input: Type.Object({ ...MarketIdParams.properties, ...CreatorQuery.properties }),
    output: Market,
    http: { ...catalogRead, verb: 'GET', path: '/markets/:id' },
  }),
  searchMarkets: defineMethod({
    ...read,
    limits: ['catalog', 'public-search'],
    name: 'catalog.searchMarkets',
    summary:
      'Type-ahead: markets whose question, outcome, group title, event title or tags match ' +
      'every word (prefixes too), most traded first',
    input: Type.Object({
      q: Type.String({ minLength: 1, maxLength: 200 }),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
      offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MARKET_SEARCH_MAX_OFFSET })),
      active: Type.Optional(Type.Boolean()),
      closed: Type.Optional(Type.Boolean()),
    }),
    output: Type.Array(Market),
  }),
  events: defineMethod({
    ...read,
    limits: ['catalog', 'events', 'listings'],
    name: 'catalog.events',
    summary: 'List events',
    input: EventsQuery,
    output: Type.Array(Event),
    http: { ...catalogRead, verb: 'GET', path: '/events' },
  }),
  event: defineMethod({
    ...read,
    limits: ['catalog'],
    name: 'catalog.event',
    summary: 'One event by id, with its markets',
    input: Type.Object({ ...EventIdParams.properties, ...CreatorQuery.properties }),
    output: Event,
    http: { ...catalogRead, verb: 'GET', path: '/events/:id', summary: 'One event by id' },
  }),
  eventBySlug: defineMethod({
    ...read,
    limits: ['catalog'],
    name: 'catalog.eventBySlug',
    summary: 'One event by slug, with its markets',
    input: Type.Object({ ...SlugParams.properties, ...CreatorQuery.properties }),
    output: Event,
    http: {
      ...catalogRead,
      verb: 'GET',
      path: '/events/slug/:slug',
      summary: 'One event by slug',
    },
  }),
  series: defineMethod({
    ...read,
    limits: ['catalog'],
    name: 'catalog.series',
    summary: 'List series',
    input: SeriesQuery,
    output: Type.Array(Series),
    http: { ...catalogList, verb: 'GET', path: '/series' },
  }),
  tags: defineMethod({
    ...read,
    limits: ['catalog', 'tags'],
    name: 'catalog.tags',
    summary: 'List tags',
    input: TagsQuery,
    output: Type.Array(Tag),
    http: { ...catalogList, verb: 'GET', path: '/tags' },
  }),
  search: defineMethod({
    ...read,
    limits: ['catalog', 'public-search'],
    name: 'catalog.search',
    summary: 'Search events, their markets, tags and profiles (GET /public-search)',
    input: SearchQuery,
    output: SearchResult,
    http: {
      ...catalogList,
      verb: 'GET',
      path: '/public-search',
      summary: 'Search events (with their markets), tags and profiles (prefix matching, ranked)',
    },
  }),
  comments: defineMethod({
    ...read,
    limits: ['catalog'],
    name: 'catalog.comments',
    summary: "A wallet's comments, newest first",
    input: Type.Object({ ...UserAddressParams.properties, ...CommentsQuery.properties }),
    output: Type.Array(Comment),
    http: {
      tags: ['catalog'],
      statuses: [400, 429],
      verb: 'GET',
      path: '/comments/user_address/:user_address',
      summary: "A wallet's comments",
    },
  }),
} as const;
