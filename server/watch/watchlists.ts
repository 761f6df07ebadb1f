import {
  MAX_WATCHLIST_MARKETS,
  MAX_WATCHLISTS,
  ServiceError,
  badParameter,
  notFound,
  type HandlerGroup,
  type Watchlist,
} from '../contract/index.js';
import type { Catalog } from '../catalog/index.js';
import { inTransaction, type Database } from '../storage/index.js';

export type WatchlistMethod =
  | 'watchlists.list'
  | 'watchlists.create'
  | 'watchlists.update'
  | 'watchlists.delete'
  | 'watchlists.order'
  | 'watchlists.star';

/** The name of the list a first star makes. */
const FIRST_LIST = 'Watchlist';

/**
 * Watchlists in SQLite: lists and their markets each in a position the trader chose. A market
 * must be in the catalog to be added; markets are kept by condition id, lower-case.
 */
export function createWatchlistHandlers(
  db: Database,
  catalog: Pick<Catalog, 'tradingMarket'>,
): HandlerGroup<WatchlistMethod> {
  const statements = {
    lists: db.prepare('SELECT id, name FROM watchlists ORDER BY position, id'),
    list: db.prepare('SELECT id, name FROM watchlists WHERE id = ?'),
    markets: db
      .prepare('SELECT condition_id FROM watchlist_markets WHERE list_id = ? ORDER BY position')
      .pluck(),
    insert: db.prepare(`INSERT INTO watchlists (name, position)
      VALUES (?, COALESCE((SELECT MAX(position) + 1 FROM watchlists), 0))`),
    rename: db.prepare('UPDATE watchlists SET name = ? WHERE id = ?'),
    remove: db.prepare('DELETE FROM watchlists WHERE id = ?'),
    clear: db.prepare('DELETE FROM watchlist_markets WHERE list_id = ?'),
    removeMarket: db.prepare('DELETE FROM watchlist_markets WHERE condition_id = ?'),
    removeFrom: db.prepare('DELETE FROM watchlist_markets WHERE list_id = ? AND condition_id = ?'),
    add: db.prepare(`INSERT OR IGNORE INTO watchlist_markets (list_id, condition_id, position)
      VALUES (?, ?, COALESCE((SELECT MAX(position) + 1 FROM watchlist_markets WHERE list_id = ?), 0))`),
    count: db.prepare('SELECT COUNT(*) FROM watchlists').pluck(),
    size: db.prepare('SELECT COUNT(*) FROM watchlist_markets WHERE list_id = ?').pluck(),
    place: db.prepare('UPDATE watchlists SET position = ? WHERE id = ?'),
    put: db.prepare(
      'INSERT INTO watchlist_markets (list_id, condition_id, position) VALUES (?, ?, ?)',
    ),
  };

  const read = (row: { id: number; name: string }): Watchlist => ({
    id: row.id,
    name: row.name,
    markets: statements.markets.all(row.id) as string[],
  });
  const all = (): Watchlist[] =>
    (statements.lists.all() as { id: number; name: string }[]).map(read);
  const one = (id: number): Watchlist => {
    const row = statements.list.get(id) as { id: number; name: string } | undefined;
    if (!row) throw notFound(`watchlist ${id}`);
    return read(row);
  };
  const known = (conditionId: string): string => {
    if (!catalog.tradingMarket(conditionId)) throw notFound(`market ${conditionId}`);
    return conditionId.toLowerCase();
  };
  const create = (name: string): Watchlist => {
    if ((statements.count.get() as number) >= MAX_WATCHLISTS) {
      throw new ServiceError('invalid_input', `at most ${MAX_WATCHLISTS} watchlists`);
    }
    return one(Number(statements.insert.run(name).lastInsertRowid));
  };

  return {
    'watchlists.list': () => all(),
    'watchlists.create': ({ name }) => create(name),
    'watchlists.update': ({ id, name, markets }) =>
      inTransaction(db, () => {
        one(id);
        if (name !== undefined) statements.rename.run(name, id);
        if (markets !== undefined) {
          const ids = markets.map(known);
          if (new Set(ids).size !== ids.length)
            throw badParameter('markets', 'lists a market twice');
          statements.clear.run(id);
          ids.forEach((conditionId, position) => statements.put.run(id, conditionId, position));
        }
        return one(id);
      }),
    'watchlists.delete': ({ id }) => {
      one(id);
      inTransaction(db, () => {
        statements.clear.run(id);
        statements.remove.run(id);
      });
      return { deleted: id };
    },
    'watchlists.order': ({ ids }) =>
      inTransaction(db, () => {
        const current = all().map((list) => list.id);
        const sorted = (values: number[]) => [...values].sort((a, b) => a - b).join(',');
        if (sorted(ids) !== sorted(current))
          throw badParameter('ids', 'must name every watchlist once');
        ids.forEach((id, position) => statements.place.run(position, id));
        return all();
      }),
    'watchlists.star': ({ conditionId, starred, listId }) =>
      inTransaction(db, () => {
        const market = known(conditionId);
        if (!starred) {
          if (listId === undefined) statements.removeMarket.run(market);
          else statements.removeFrom.run(one(listId).id, market);
          return all();
        }
        const target = listId !== undefined ? one(listId) : (all()[0] ?? create(FIRST_LIST));
        if ((statements.size.get(target.id) as number) >= MAX_WATCHLIST_MARKETS) {
          throw new ServiceError(
            'invalid_input',
            `a watchlist holds at most ${MAX_WATCHLIST_MARKETS} markets`,
          );
        }
        statements.add.run(target.id, market, target.id);
        return all();
      }),
  };
}
