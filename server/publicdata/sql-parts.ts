import type { TradingMarket } from '../catalog/index.js';
import type { Statement } from 'better-sqlite3';
import type { Database } from '../storage/index.js';

/** What public data needs of the catalog (server/catalog implements it). */
export interface PublicDataCatalog {
  tradingMarket(conditionId: string): TradingMarket | undefined;
}

/** A WHERE condition with its named parameters. */
export interface Condition {
  sql: string;
  params: Record<string, unknown>;
}

/**
 * The markets of a `market` filter: undefined without a filter, and an empty list when it
 * names no known market (the answer is then empty).
 */
export function marketIdsOf(
  catalog: PublicDataCatalog,
  conditionIds: readonly string[] | undefined,
): number[] | undefined {
  if (!conditionIds || conditionIds.length === 0) return undefined;
  const ids = conditionIds.flatMap((id) => catalog.tradingMarket(id)?.marketId ?? []);
  return [...new Set(ids)];
}

/**
 * `column` is one of the markets. A single market is an equality, so an index on
 * (market_id, ...) also yields the order; several go through one JSON parameter, so the
 * statement text (and its cached plan) does not depend on how many there are.
 */
export function inMarkets(column: string, marketIds: readonly number[]): Condition {
  if (marketIds.length === 1)
    return { sql: `${column} = @market`, params: { market: marketIds[0] } };
  return {
    sql: `${column} IN (SELECT value FROM json_each(@markets))`,
    params: { markets: JSON.stringify(marketIds) },
  };
}

/** `column` contains `title`, whatever the case. */
export const titleContains = (column: string, title: string): Condition => ({
  sql: `instr(lower(${column}), lower(@title)) > 0`,
  params: { title },
});

export const whereClause = (conditions: readonly Condition[]): string =>
  conditions.length === 0 ? '' : `WHERE ${conditions.map((c) => c.sql).join(' AND ')}`;

export const paramsOf = (conditions: readonly Condition[]): Record<string, unknown> =>
  Object.assign({}, ...conditions.map((c) => c.params)) as Record<string, unknown>;

/** Prepares each distinct statement text once (the texts come from a small fixed set). */
export function statementCache(db: Database): (sql: string) => Statement {
  const statements = new Map<string, Statement>();
  return (sql) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}

/** Finds the ledger account of a wallet (any case), if it ever traded or was funded. */
export function accountFinder(db: Database): (address: string) => number | undefined {
  const byAddress = db.prepare<[string], { id: number }>(
    'SELECT id FROM accounts WHERE address = ?',
  );
  return (address) => byAddress.get(address.toLowerCase())?.id;
}
