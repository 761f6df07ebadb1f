import { Type } from 'typebox';
import { Series } from '../catalog-event.js';
import { Market } from '../catalog-market.js';
import { Comment } from '../comment.js';
import { CreatorQuery, SlugParams } from '../catalog-queries.js';
import {
  CommentIdParams,
  EventsKeysetPage,
  EventsKeysetQuery,
  MarketsKeysetPage,
  MarketsKeysetQuery,
  ParentCommentsQuery,
  SeriesIdParams,
  Sport,
  Team,
  TeamsQuery,
} from '../catalog-lookups.js';
import { defineMethod } from './define.js';

// The catalog's reads beyond the specification (its tags: catalog-tags.ts); each counts against the catalog's limits and
// those of the listing it pages (keyset pages count as the listings they are).

const read = {
  auth: 'public',
  errors: ['invalid_input', 'not_found', 'rate_limited'],
  limits: ['catalog'],
} as const;

export const catalogLookupMethods = {
  marketBySlug: defineMethod({
    ...read,
    name: 'catalog.marketBySlug',
    summary: 'One market by slug',
    input: Type.Object({ ...SlugParams.properties, ...CreatorQuery.properties }),
    output: Market,
  }),
  seriesById: defineMethod({
    ...read,
    name: 'catalog.seriesById',
    summary: 'One series by id, with its events',
    input: SeriesIdParams,
    output: Series,
  }),
  commentsByParent: defineMethod({
    ...read,
    name: 'catalog.commentsByParent',
    summary: 'The comments of an event or a series',
    input: ParentCommentsQuery,
    output: Type.Array(Comment),
  }),
  comment: defineMethod({
    ...read,
    name: 'catalog.comment',
    summary: 'One comment by id (an array of it)',
    input: CommentIdParams,
    output: Type.Array(Comment),
  }),
  marketsKeyset: defineMethod({
    ...read,
    limits: ['catalog', 'markets', 'listings'],
    name: 'catalog.marketsKeyset',
    summary: 'List markets, paged by cursor',
    input: MarketsKeysetQuery,
    output: MarketsKeysetPage,
  }),
  eventsKeyset: defineMethod({
    ...read,
    limits: ['catalog', 'events', 'listings'],
    name: 'catalog.eventsKeyset',
    summary: 'List events, paged by cursor',
    input: EventsKeysetQuery,
    output: EventsKeysetPage,
  }),
  sports: defineMethod({
    ...read,
    name: 'catalog.sports',
    summary: "The leagues of the catalog's sports markets",
    input: Type.Object({}),
    output: Type.Array(Sport),
  }),
  teams: defineMethod({
    ...read,
    name: 'catalog.teams',
    summary: 'Teams of the leagues, filtered and paged',
    input: TeamsQuery,
    output: Type.Array(Team),
  }),
} as const;
