import type { Database } from '../../storage/index.js';

type Value = string | number;

/** Rows per INSERT statement: far fewer statement runs for the same rows. */
const ROWS_PER_STATEMENT = 50;

/** Buffers rows of one table and writes them many to a statement; flush() writes the rest. */
export interface BulkInsert {
  add(...row: Value[]): void;
  flush(): void;
}

export function createBulkInsert(
  db: Database,
  table: string,
  columns: readonly string[],
): BulkInsert {
  const statementFor = (rows: number) =>
    db.prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ` +
        Array.from({ length: rows }, () => `(${columns.map(() => '?').join(', ')})`).join(', '),
    );
  const full = statementFor(ROWS_PER_STATEMENT);
  const single = statementFor(1);
  const width = columns.length;
  let pending: Value[] = [];
  const flush = (): void => {
    const chunk = ROWS_PER_STATEMENT * width;
    let at = 0;
    for (; at + chunk <= pending.length; at += chunk) full.run(pending.slice(at, at + chunk));
    for (; at < pending.length; at += width) single.run(pending.slice(at, at + width));
    pending = [];
  };
  return {
    add(...row) {
      for (const value of row) pending.push(value);
      if (pending.length >= ROWS_PER_STATEMENT * width * 20) flush();
    },
    flush,
  };
}
