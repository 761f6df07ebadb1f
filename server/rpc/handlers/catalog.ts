import type { Catalog } from '../../catalog/index.js';
import type { HandlerGroup } from '../../contract/index.js';

type CatalogMethod =
  | 'catalog.markets'
  | 'catalog.market'
  | 'catalog.events'
  | 'catalog.event'
  | 'catalog.eventBySlug'
  | 'catalog.series'
  | 'catalog.tags'
  | 'catalog.search';

type CommentMethod = 'catalog.comments' | 'catalog.commentsByParent' | 'catalog.comment';

/** The catalog's reads: markets, events, series, tags and search. */
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
  };
}

/** The local venue's comments (a mirror reads the upstream's). */
export function createCommentHandlers(catalog: Catalog): HandlerGroup<CommentMethod> {
  return {
    'catalog.comments': ({ user_address, ...query }) => catalog.commentsByUser(user_address, query),
    'catalog.commentsByParent': (query) => catalog.commentsByParent(query),
    'catalog.comment': ({ id }) => catalog.comment(id),
  };
}
