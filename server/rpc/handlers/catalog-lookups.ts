import type { Catalog } from '../../catalog/index.js';
import type { HandlerGroup } from '../../contract/index.js';

type LookupMethod =
  | 'catalog.marketBySlug'
  | 'catalog.marketTags'
  | 'catalog.eventTags'
  | 'catalog.tag'
  | 'catalog.tagBySlug'
  | 'catalog.relatedTags'
  | 'catalog.relatedTagsBySlug'
  | 'catalog.relatedTagTags'
  | 'catalog.relatedTagTagsBySlug'
  | 'catalog.seriesById'
  | 'catalog.marketsKeyset'
  | 'catalog.eventsKeyset'
  | 'catalog.sports'
  | 'catalog.teams';

/** The catalog's reads beyond the specification. */
export function createCatalogLookupHandlers(catalog: Catalog): HandlerGroup<LookupMethod> {
  return {
    'catalog.marketBySlug': ({ slug, creator }) => catalog.marketBySlug(slug, creator),
    'catalog.marketTags': ({ id }) => catalog.marketTags(id),
    'catalog.eventTags': ({ id }) => catalog.eventTags(id),
    'catalog.tag': ({ id }) => catalog.tag({ id }),
    'catalog.tagBySlug': ({ slug }) => catalog.tag({ slug }),
    'catalog.relatedTags': ({ id, ...query }) => catalog.relatedTags({ id }, query),
    'catalog.relatedTagsBySlug': ({ slug, ...query }) => catalog.relatedTags({ slug }, query),
    'catalog.relatedTagTags': ({ id, ...query }) => catalog.relatedTagTags({ id }, query),
    'catalog.relatedTagTagsBySlug': ({ slug, ...query }) => catalog.relatedTagTags({ slug }, query),
    'catalog.seriesById': ({ id }) => catalog.seriesById(id),
    'catalog.marketsKeyset': (query) => catalog.marketsKeyset(query),
    'catalog.eventsKeyset': (query) => catalog.eventsKeyset(query),
    'catalog.sports': () => catalog.listSports(),
    'catalog.teams': (query) => catalog.listTeams(query),
  };
}
