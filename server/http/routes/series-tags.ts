import { Type } from 'typebox';
import { ErrorBody, Series, SeriesQuery, Tag, TagsQuery } from '../../contract/index.js';
import type { AppDeps } from '../app.js';
import type { TypedFastify } from '../typed.js';

const errors = { 400: ErrorBody, 429: ErrorBody };

/** GET /series and GET /tags. */
export function seriesAndTagRoutes(app: TypedFastify, { catalog }: AppDeps): void {
  app.get(
    '/series',
    {
      config: { limits: ['catalog'], catalogAnswer: true },
      schema: {
        tags: ['catalog'],
        summary: 'List series',
        querystring: SeriesQuery,
        response: { 200: Type.Array(Series), ...errors },
      },
    },
    async (request) => catalog.listSeries(request.query),
  );

  app.get(
    '/tags',
    {
      config: { limits: ['catalog', 'tags'], catalogAnswer: true },
      schema: {
        tags: ['catalog'],
        summary: 'List tags',
        querystring: TagsQuery,
        response: { 200: Type.Array(Tag), ...errors },
      },
    },
    async (request) => catalog.listTags(request.query),
  );
}
