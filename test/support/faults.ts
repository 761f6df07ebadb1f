// A test-only fault hook on a SQLite connection: statements prepared after it is installed throw
// when armed, so a test can make any write site fail on its Nth statement or at COMMIT.
import type { Database } from '../../server/storage/index.js';

export class InjectedFault extends Error {
  constructor(
    sql: string,
    /** SQLite's error code, as better-sqlite3's SqliteError carries it (`SQLITE_FULL`). */
    readonly code?: string,
  ) {
    super(`injected fault: ${sql}`);
    this.name = 'InjectedFault';
  }
}

export interface Faults {
  /** The `nth` execution from now of a statement whose SQL matches throws (with `code`), once. */
  failOn(sql: RegExp, nth?: number, code?: string): void;
  /** Whether the armed fault has fired. */
  fired(): boolean;
}

const EXECUTING = new Set(['run', 'get', 'all', 'iterate']);

/** Install before the services prepare their statements (startVenue's `onDatabase`). */
export function injectFaults(db: Database): Faults {
  let armed: { sql: RegExp; left: number; code: string | undefined } | null = null;
  let fired = false;
  const check = (source: string): void => {
    if (!armed || !armed.sql.test(source)) return;
    armed.left -= 1;
    if (armed.left > 0) return;
    const { code } = armed;
    armed = null;
    fired = true;
    throw new InjectedFault(source, code);
  };
  const prepare = db.prepare.bind(db);
  db.prepare = ((source: string) => {
    const statement = prepare(source);
    return new Proxy(statement, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        if (!EXECUTING.has(String(property))) return value.bind(target);
        return (...args: unknown[]) => {
          check(source);
          return value.apply(target, args);
        };
      },
    });
  }) as Database['prepare'];
  return {
    failOn(sql, nth = 1, code) {
      armed = { sql, left: nth, code };
      fired = false;
    },
    fired: () => fired,
  };
}
