import type { Market } from '../../contract/index.js';
import type { Database } from '../../storage/index.js';
import type { Catalog } from '../types.js';
import { AnswerCache, catalogVersion, createStatementCache } from '../shared/index.js';
import { toMatchExpression } from './match-expression.js';

export interface MarketSearchQuery {
  q: string;
  limit: number;
  active?: boolean | undefined;
  closed?: boolean | undefined;
}

export interface MarketSearch {
  /**
   * Markets whose question, outcomes, group item title, event title or tags hold every word
   * of `q` (each as a prefix), most traded first.
   */
  searchMarkets(query: MarketSearchQuery): Market[];
}

const CACHED_QUERIES = 512;

/** Market type-ahead over the markets_fts index (migration 006), answers cached per version. */
export function createMarketSearch(
  db: Database,
  catalog: Pick<Catalog, 'listMarkets'>,
): MarketSearch {
  const statements = createStatementCache(db);
  const version = catalogVersion(db);
  const answers = new AnswerCache<Market[]>(CACHED_QUERIES * 20, (markets) => markets.length);

  const rankedIds = (expression: string, query: MarketSearchQuery): number[] => {
    const filters: string[] = [];
    const params: unknown[] = [expression];
    if (query.active !== undefined) {
      filters.push('AND m.active = ?');
      params.push(query.active ? 1 : 0);
    }
    if (query.closed !== undefined) {
      filters.push('AND m.closed = ?');
      params.push(query.closed ? 1 : 0);
    }
    params.push(query.limit);
    // Matches first: left to itself, SQLite may walk markets by volume and match each one.
    const sql = `WITH hits AS MATERIALIZED (SELECT rowid AS id FROM markets_fts WHERE markets_fts MATCH ?)
      SELECT m.id FROM hits JOIN markets m ON m.id = hits.id WHERE 1 ${filters.join(' ')}
      ORDER BY m.volume_micros DESC, m.id LIMIT ?`;
    return statements.column<number>(sql, ...params);
  };

  const load = (ids: number[]): Market[] => {
    if (ids.length === 0) return [];
    const found = catalog.listMarkets({ id: ids, limit: ids.length, offset: 0, ascending: false });
    const byId = new Map(found.map((market) => [Number(market.id), market]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };

  return {
    searchMarkets(query) {
      const expression = toMatchExpression(query.q);
      if (expression === null) return [];
      const key = JSON.stringify([expression, query.limit, query.active, query.closed]);
      return answers.get(version(), key, () => load(rankedIds(expression, query)));
    },
  };
}
