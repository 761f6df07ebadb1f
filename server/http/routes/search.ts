import { ErrorBody, SearchQuery, SearchResult } from '../../contract/index.js';
import type { MethodRoute } from '../method-routes.js';

/** GET /public-search: full-text search over events (and their markets), tags and profiles. */
export function searchRoutes(route: MethodRoute): void {
  route('GET', '/public-search', 'catalog.search', {
    catalogAnswer: true,
    schema: {
      tags: ['catalog'],
      summary: 'Search events (with their markets), tags and profiles (prefix matching, ranked)',
      querystring: SearchQuery,
      response: { 200: SearchResult, 400: ErrorBody, 429: ErrorBody },
    },
  });
}
