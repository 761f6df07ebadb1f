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
import { SearchResult } from '../search.js';
import { defineMethod } from './define.js';

// The catalog's reads of the specification: markets, events, series, tags, search, comments.

const read = { auth: 'public', errors: ['invalid_input', 'not_found', 'rate_limited'] } as const;

export const catalogMethods = {
  markets: defineMethod({
    ...read,
    limits: ['catalog', 'markets', 'listings'],
    name: 'catalog.markets',
    summary: 'List markets (catalog form)',
    input: MarketsQuery,
    output: Type.Array(Market),
  }),
  market: defineMethod({
    ...read,
    limits: ['catalog'],
    name: 'catalog.market',
    summary: 'One market by numeric id or condition id',
    input: Type.Object({ ...MarketIdParams.properties, ...CreatorQuery.properties }),
    output: Market,
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
  }),
  event: defineMethod({
    ...read,
    limits: ['catalog'],
    name: 'catalog.event',
    summary: 'One event by id, with its markets',
    input: Type.Object({ ...EventIdParams.properties, ...CreatorQuery.properties }),
    output: Event,
  }),
  eventBySlug: defineMethod({
    ...read,
    limits: ['catalog'],
    name: 'catalog.eventBySlug',
    summary: 'One event by slug, with its markets',
    input: Type.Object({ ...SlugParams.properties, ...CreatorQuery.properties }),
    output: Event,
  }),
  series: defineMethod({
    ...read,
    limits: ['catalog'],
    name: 'catalog.series',
    summary: 'List series',
    input: SeriesQuery,
    output: Type.Array(Series),
  }),
  tags: defineMethod({
    ...read,
    limits: ['catalog', 'tags'],
    name: 'catalog.tags',
    summary: 'List tags',
    input: TagsQuery,
    output: Type.Array(Tag),
  }),
  search: defineMethod({
    ...read,
    limits: ['catalog', 'public-search'],
    name: 'catalog.search',
    summary: 'Search events, their markets, tags and profiles (GET /public-search)',
    input: SearchQuery,
    output: SearchResult,
  }),
  comments: defineMethod({
    ...read,
    limits: ['catalog'],
    name: 'catalog.comments',
    summary: "A wallet's comments, newest first",
    input: Type.Object({ ...UserAddressParams.properties, ...CommentsQuery.properties }),
    output: Type.Array(Comment),
  }),
} as const;
