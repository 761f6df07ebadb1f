import { Type } from 'typebox';
import { ErrorBody, Series, SeriesQuery, Tag, TagsQuery } from '../../contract/index.js';
import type { MethodRoute } from '../method-routes.js';

const errors = { 400: ErrorBody, 429: ErrorBody };

/** GET /series and GET /tags. */
export function seriesAndTagRoutes(route: MethodRoute): void {
  route('GET', '/series', 'catalog.series', {
    catalogAnswer: true,
    schema: {
      tags: ['catalog'],
      summary: 'List series',
      querystring: SeriesQuery,
      response: { 200: Type.Array(Series), ...errors },
    },
  });
  route('GET', '/tags', 'catalog.tags', {
    catalogAnswer: true,
    schema: {
      tags: ['catalog'],
      summary: 'List tags',
      querystring: TagsQuery,
      response: { 200: Type.Array(Tag), ...errors },
    },
  });
}
