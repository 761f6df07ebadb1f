import type { Catalog } from '../../catalog/index.js';
import type { HandlerGroup } from '../handler.js';

type CatalogMethod =
  | 'catalog.markets'
  | 'catalog.market'
  | 'catalog.events'
  | 'catalog.event'
  | 'catalog.eventBySlug'
  | 'catalog.series'
  | 'catalog.tags'
  | 'catalog.search'
  | 'catalog.comments';

/** The catalog's reads: markets, events, series, tags, search and comments. */
export function createCatalogHandlers(catalog: Catalog): HandlerGroup<CatalogMethod> {
  return {
    'catalog.markets': (query) => catalog.listMarkets(query),
    'catalog.market': ({ id, creator }) => catalog.getMarket(id, creator),
    'catalog.events': (query) => catalog.listEvents(query),
    'catalog.event': ({ id, creator }) => catalog.getEvent(id, creator),
    'catalog.eventBySlug': ({ slug, creator }) => catalog.getEventBySlug(slug, creator),
    'catalog.series': (query) => catalog.listSeries(query),
    'catalog.tags': (query) => catalog.listTags(query),
    'catalog.search': (query) => catalog.search(query),
    'catalog.comments': ({ user_address, ...query }) => catalog.commentsByUser(user_address, query),
  };
}
