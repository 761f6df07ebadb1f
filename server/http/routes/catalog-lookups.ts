import { Type } from 'typebox';
import {
  Comment,
  CommentIdParams,
  CreatorQuery,
  ErrorBody,
  EventIdParams,
  EventsKeysetPage,
  EventsKeysetQuery,
  Market,
  MarketIdParams,
  MarketsKeysetPage,
  MarketsKeysetQuery,
  ParentCommentsQuery,
  RelatedTagsQuery,
  Series,
  SeriesIdParams,
  SlugParams,
  Sport,
  Tag,
  TagIdParams,
  TagRelationship,
  Team,
  TeamsQuery,
} from '../../contract/index.js';
import type { MethodRoute } from '../method-routes.js';

const errors = { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody };
const tags = ['catalog'];
const KEYSET =
  "Pass the answer's next_cursor as after_cursor for the next page; it is absent on the last.";

/** The catalog's routes beyond the specification, with the venue's paths and shapes. */
export function catalogLookupRoutes(route: MethodRoute): void {
  const read = <T extends object>(summary: string, parts: T) => ({
    catalogAnswer: true,
    schema: { tags, summary, ...parts },
  });
  // Comments are not replayed: their reactions and profiles change without a catalog version.
  const uncached = <T extends object>(summary: string, parts: T) => ({
    schema: { tags, summary, ...parts },
  });
  route(
    'GET',
    '/markets/slug/:slug',
    'catalog.marketBySlug',
    read('One market by slug', {
      params: SlugParams,
      querystring: CreatorQuery,
      response: { 200: Market, ...errors },
    }),
  );
  route(
    'GET',
    '/markets/keyset',
    'catalog.marketsKeyset',
    read('List markets, paged by cursor (the filters and order of GET /markets)', {
      description: KEYSET,
      querystring: MarketsKeysetQuery,
      response: { 200: MarketsKeysetPage, ...errors },
    }),
  );
  route(
    'GET',
    '/events/keyset',
    'catalog.eventsKeyset',
    read('List events, paged by cursor (the filters and order of GET /events)', {
      description: KEYSET,
      querystring: EventsKeysetQuery,
      response: { 200: EventsKeysetPage, ...errors },
    }),
  );
  route(
    'GET',
    '/markets/:id/tags',
    'catalog.marketTags',
    read("A market's tags: those of its event", {
      params: MarketIdParams,
      response: { 200: Type.Array(Tag), ...errors },
    }),
  );
  route(
    'GET',
    '/events/:id/tags',
    'catalog.eventTags',
    read("An event's tags", {
      params: EventIdParams,
      response: { 200: Type.Array(Tag), ...errors },
    }),
  );
  tagRoutes(route, read);
  route(
    'GET',
    '/sports',
    'catalog.sports',
    read("The leagues of the catalog's sports markets, with their tags and series", {
      response: { 200: Type.Array(Sport), 429: ErrorBody },
    }),
  );
  route(
    'GET',
    '/teams',
    'catalog.teams',
    read('Teams of the leagues', {
      description: 'league, name and abbreviation take comma-joined or repeated values.',
      querystring: TeamsQuery,
      response: { 200: Type.Array(Team), ...errors },
    }),
  );
  route(
    'GET',
    '/series/:id',
    'catalog.seriesById',
    read('One series by id, with its events', {
      params: SeriesIdParams,
      response: { 200: Series, ...errors },
    }),
  );
  route(
    'GET',
    '/comments',
    'catalog.commentsByParent',
    uncached("An event's or a series' comments, newest first by default", {
      querystring: ParentCommentsQuery,
      response: { 200: Type.Array(Comment), ...errors },
    }),
  );
  route(
    'GET',
    '/comments/:id',
    'catalog.comment',
    uncached('One comment by id, as a one-item array', {
      params: CommentIdParams,
      response: { 200: Type.Array(Comment), ...errors },
    }),
  );
}

type Read = <T extends object>(
  summary: string,
  parts: T,
) => { catalogAnswer: boolean; schema: { tags: string[]; summary: string } & T };

/** GET /tags/{id}, /tags/slug/{slug} and the related tags of either. */
function tagRoutes(route: MethodRoute, read: Read): void {
  const related = {
    querystring: RelatedTagsQuery,
    response: { 200: Type.Array(TagRelationship), ...errors },
  };
  const relatedTags = {
    querystring: RelatedTagsQuery,
    response: { 200: Type.Array(Tag), ...errors },
  };
  route(
    'GET',
    '/tags/:id',
    'catalog.tag',
    read('One tag by id', { params: TagIdParams, response: { 200: Tag, ...errors } }),
  );
  route(
    'GET',
    '/tags/slug/:slug',
    'catalog.tagBySlug',
    read('One tag by slug', { params: SlugParams, response: { 200: Tag, ...errors } }),
  );
  route(
    'GET',
    '/tags/:id/related-tags',
    'catalog.relatedTags',
    read("A tag's relations to other tags", { params: TagIdParams, ...related }),
  );
  route(
    'GET',
    '/tags/slug/:slug/related-tags',
    'catalog.relatedTagsBySlug',
    read("A tag's relations to other tags, by slug", { params: SlugParams, ...related }),
  );
  route(
    'GET',
    '/tags/:id/related-tags/tags',
    'catalog.relatedTagTags',
    read('The tags related to a tag', { params: TagIdParams, ...relatedTags }),
  );
  route(
    'GET',
    '/tags/slug/:slug/related-tags/tags',
    'catalog.relatedTagTagsBySlug',
    read('The tags related to a tag, by slug', { params: SlugParams, ...relatedTags }),
  );
}
