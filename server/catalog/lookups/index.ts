import { notFound } from '../../contract/index.js';
import type { Database } from '../../storage/index.js';
import { createStatementCache } from '../shared/index.js';
import type { Catalog } from '../types.js';
import { createKeysetLists } from './keyset.js';
import { createTagLookups } from './tag-lookups.js';

type LookupBase = Pick<Catalog, 'getMarket' | 'listSeries' | 'listMarkets' | 'listEvents'>;

const MARKET_BY_SLUG = 'SELECT id FROM markets WHERE slug = ?';
const SERIES_SLUG = 'SELECT slug FROM series WHERE id = ?';

/** The catalog's reads beyond the specification, most of them built on its lists and lookups. */
export function createCatalogLookups(
  db: Database,
  base: LookupBase,
): Pick<
  Catalog,
  | 'marketBySlug'
  | 'tag'
  | 'eventTags'
  | 'marketTags'
  | 'relatedTags'
  | 'relatedTagTags'
  | 'seriesById'
  | 'marketsKeyset'
  | 'eventsKeyset'
> {
  const statements = createStatementCache(db, 16);
  return {
    ...createTagLookups(statements),
    ...createKeysetLists(base),
    marketBySlug(slug, creator) {
      const [id] = statements.column<number>(MARKET_BY_SLUG, slug);
      if (id === undefined) throw notFound(`market ${slug}`);
      return base.getMarket(String(id), creator);
    },
    seriesById(id) {
      const [slug] = statements.column<string>(SERIES_SLUG, id);
      const [series] = slug ? base.listSeries({ slug: [slug], limit: 1, offset: 0 }) : [];
      if (!series) throw notFound(`series ${id}`);
      return series;
    },
  };
}
