import type { Series, Tag } from '../../contract/index.js';
import type { Database } from '../../storage/index.js';
import type { Catalog, CatalogOptions } from '../types.js';
import {
  AnswerCache,
  TAG_COLUMNS,
  catalogVersion,
  createStatementCache,
  toTag,
  type TagRow,
} from '../shared/index.js';
import { listSeries } from './list-series.js';

const TAGS_PAGE = `SELECT ${TAG_COLUMNS} FROM tags t ORDER BY t.id LIMIT ? OFFSET ?`;

export function createSeriesAndTagQueries(
  db: Database,
  options: CatalogOptions,
): Pick<Catalog, 'listSeries' | 'listTags'> {
  const statements = createStatementCache(db);
  const version = catalogVersion(db);
  // Budgets in series events (about 1 KB each) and tags: some 6 MB and 2 MB.
  const seriesPages = new AnswerCache<Series[]>(6000, (page) =>
    page.reduce((weight, series) => weight + 1 + series.events.length, 0),
  );
  const tagPages = new AnswerCache<Tag[]>(10_000, (tags) => tags.length);
  return {
    listSeries(query) {
      const baseUrl = options.assetBaseUrl();
      const key = `${baseUrl} ${JSON.stringify(query)}`;
      return seriesPages.get(version(), key, () => listSeries(statements, query, baseUrl));
    },
    listTags: (query) =>
      tagPages.get(version(), `${query.limit} ${query.offset}`, () =>
        statements.all<TagRow>(TAGS_PAGE, query.limit, query.offset).map(toTag),
      ),
  };
}
