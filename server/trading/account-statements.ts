import type { Database } from '../storage/index.js';

/**
 * Rows per page of the account lists (/data/orders, /data/trades, /builder/trades). A page of
 * 100 keeps an answer under about 100 KB while the official client, which pages to the end,
 * needs few round trips.
 */
export const ACCOUNT_PAGE_SIZE = 100;

export type SqlParams = Record<string, string | number>;

/** A list query assembled from the filters a request carries. */
export interface FilteredQuery {
  /** SQL conditions joined with AND; the set of them names the prepared statement. */
  conditions: string[];
  params: SqlParams;
}

/**
 * Prepared list statements, one per combination of filters present, so SQLite plans each
 * combination with the indexes that fit it (a static `? IS NULL OR ...` query could not).
 * `sql` turns the conditions into a statement that takes @rows and @offset.
 */
export function createListStatements<Row>(
  db: Database,
  sql: (conditions: readonly string[]) => string,
): (query: FilteredQuery, offset: number, rows: number) => Row[] {
  const statements = new Map<string, ReturnType<Database['prepare']>>();
  return (query, offset, rows) => {
    const key = query.conditions.join('\n');
    let statement = statements.get(key);
    if (!statement) {
      statement = db.prepare(sql(query.conditions));
      statements.set(key, statement);
    }
    return statement.all({ ...query.params, rows, offset }) as Row[];
  };
}
