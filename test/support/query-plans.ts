// Query-plan tests: which statements a constructor prepares, and how SQLite would run them.
import type { Database } from '../../server/storage/index.js';

/** The statement texts `create` prepares on `db`. */
export function preparedBy(db: Database, create: (db: Database) => unknown): string[] {
  const texts: string[] = [];
  const spy = new Proxy(db, {
    get(target, key) {
      if (key === 'prepare') {
        return (sql: string) => {
          texts.push(sql);
          return target.prepare(sql);
        };
      }
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  create(spy);
  return texts;
}

/** The query plan of a statement, its `?` parameters bound to NULL. */
export const planOf = (db: Database, sql: string): string =>
  (
    db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...Array.from(sql.matchAll(/\?/g), () => null)) as {
      detail: string;
    }[]
  )
    .map((row) => row.detail)
    .join('\n');
