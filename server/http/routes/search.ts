import { ErrorBody, SearchQuery, SearchResult } from '../../contract/index.js';
import type { AppDeps } from '../app.js';
import type { TypedFastify } from '../typed.js';

/** GET /public-search: full-text search over events and tags. */
export function searchRoutes(app: TypedFastify, { catalog }: AppDeps): void {
  app.get(
    '/public-search',
    {
      config: { limits: ['catalog', 'public-search'], catalogAnswer: true },
      schema: {
        tags: ['catalog'],
        summary: 'Search events and tags (prefix matching, ranked)',
        querystring: SearchQuery,
        response: { 200: SearchResult, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => catalog.search(request.query),
  );
}
