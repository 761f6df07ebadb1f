import BetterSqlite3 from 'better-sqlite3';

/** What one SQL statement did while recorded: how often it ran and the rows it gave. */
export interface StatementReads {
  sql: string;
  /** The parameters of its first run (EXPLAIN QUERY PLAN binds them again). */
  params: unknown[];
  runs: number;
  rows: number;
}

type Method = 'all' | 'get' | 'iterate' | 'run';
type StatementMethods = Record<Method, (this: { source: string }, ...args: unknown[]) => unknown>;

/**
 * Records every statement any better-sqlite3 connection of this process runs from now until
 * `stop()`, with the rows it gave (an iterator's as they are read). Statements prepared before
 * are recorded too: the methods of their shared prototype are wrapped.
 */
export function recordStatementReads(): { stop(): StatementReads[] } {
  const probe = new BetterSqlite3(':memory:');
  const prototype = Object.getPrototypeOf(probe.prepare('SELECT 1')) as StatementMethods;
  probe.close();
  const reads = new Map<string, StatementReads>();
  const note = (sql: string, params: unknown[], rows: number) => {
    const entry = reads.get(sql) ?? { sql, params, runs: 0, rows: 0 };
    entry.runs += 1;
    entry.rows += rows;
    reads.set(sql, entry);
  };
  const originals = {
    all: prototype.all,
    get: prototype.get,
    iterate: prototype.iterate,
    run: prototype.run,
  };
  prototype.all = function (...args) {
    const rows = originals.all.apply(this, args) as unknown[];
    note(this.source, args, rows.length);
    return rows;
  };
  prototype.get = function (...args) {
    const row = originals.get.apply(this, args);
    note(this.source, args, row === undefined ? 0 : 1);
    return row;
  };
  prototype.run = function (...args) {
    note(this.source, args, 0);
    return originals.run.apply(this, args);
  };
  prototype.iterate = function* (this: { source: string }, ...args: unknown[]) {
    const entry = { count: 0 };
    try {
      for (const row of originals.iterate.apply(this, args) as Iterable<unknown>) {
        entry.count += 1;
        yield row;
      }
    } finally {
      note(this.source, args, entry.count);
    }
  } as StatementMethods['iterate'];
  return {
    stop() {
      Object.assign(prototype, originals);
      return [...reads.values()];
    },
  };
}
