import type { Statement } from 'better-sqlite3';
import type { Database } from '../../storage/index.js';
import type { JsonRowShape } from './json-row.js';

type Prepared = Statement<unknown[], unknown>;

/** Builds a row object from positional values, starting at `offset` in the values. */
export function zipRow<Row>(names: readonly string[], values: readonly unknown[], offset = 0): Row {
  const row: Record<string, unknown> = {};
  for (let index = 0; index < names.length; index++) {
    row[names[index] as string] = values[offset + index];
  }
  return row as Row;
}

/** A bounded map of prepared statements; the least recently used goes first. */
function boundedStatements(db: Database, capacity: number, configure: (s: Prepared) => Prepared) {
  const cache = new Map<string, Prepared>();
  return (sql: string): Prepared => {
    const cached = cache.get(sql);
    if (cached) {
      cache.delete(sql);
      cache.set(sql, cached);
      return cached;
    }
    const statement = configure(db.prepare<unknown[], unknown>(sql));
    cache.set(sql, statement);
    if (cache.size > capacity) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return statement;
  };
}

/**
 * Prepared statements keyed by their SQL text (filter combinations build different SQL).
 * `all` reads small rows as objects, `column` the first column of each row. `rows`/`row` read wide rows that the statement
 * selects as one `json_array(...)` value (see jsonRow): better-sqlite3 hands values to V8
 * one by one, and for the 50-column catalog rows one JSON text parsed by V8 is much cheaper.
 */
export function createStatementCache(db: Database, capacity = 128) {
  const objects = boundedStatements(db, capacity, (statement) => statement);
  const plucked = boundedStatements(db, capacity, (statement) => statement.pluck(true));

  const parse = (text: string): unknown[] => JSON.parse(text) as unknown[];
  const valueLists = (sql: string, ...params: unknown[]): unknown[][] =>
    (plucked(sql).all(...params) as string[]).map(parse);
  const valueList = (sql: string, ...params: unknown[]): unknown[] | undefined => {
    const text = plucked(sql).get(...params) as string | undefined;
    return text === undefined ? undefined : parse(text);
  };

  return {
    all: <Row>(sql: string, ...params: unknown[]): Row[] => objects(sql).all(...params) as Row[],
    /** The first column of each row. */
    column: <Value>(sql: string, ...params: unknown[]): Value[] =>
      plucked(sql).all(...params) as Value[],
    /** The positional values of each row of a statement selecting one `json_array`. */
    valueLists,
    valueList,
    rows: <Row>(shape: JsonRowShape, sql: string, ...params: unknown[]): Row[] =>
      valueLists(sql, ...params).map((values) => zipRow<Row>(shape.names, values)),
    row<Row>(shape: JsonRowShape, sql: string, ...params: unknown[]): Row | undefined {
      const values = valueList(sql, ...params);
      return values === undefined ? undefined : zipRow<Row>(shape.names, values);
    },
  };
}

export type StatementCache = ReturnType<typeof createStatementCache>;
