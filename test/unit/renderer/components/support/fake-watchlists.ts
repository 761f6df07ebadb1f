import type { Watchlist } from '../../../../../server/contract/index.js';
import { callError, type FakeTransport } from './fake-transport.js';

/**
 * The watchlists service in memory, answering the fake transport as server/watch/watchlists.ts
 * answers the terminal: a first star makes "Watchlist", ids lower-case, every change answered
 * with the lists (or the list changed).
 */
export function serveWatchlists(fake: FakeTransport, initial: Watchlist[] = []) {
  let lists: Watchlist[] = structuredClone(initial);
  let nextId = Math.max(0, ...lists.map((list) => list.id)) + 1;
  // The contract's types leave `id` optional in the params (an HTTP path parameter's).
  const find = (id: number | undefined) => {
    const list = lists.find((item) => item.id === id);
    if (!list) throw callError('not_found', `watchlist ${id}`);
    return list;
  };
  const create = (name: string) => {
    const list = { id: nextId++, name, markets: [] };
    lists.push(list);
    return list;
  };

  fake.answer('watchlists.list', () => lists);
  fake.answer('watchlists.create', ({ name }) => create(name));
  fake.answer('watchlists.update', ({ id, name, markets }) => {
    const list = find(id);
    if (name !== undefined) list.name = name;
    if (markets !== undefined) list.markets = markets.map((market) => market.toLowerCase());
    return list;
  });
  fake.answer('watchlists.delete', ({ id }) => {
    const gone = find(id);
    lists = lists.filter((list) => list !== gone);
    return { deleted: gone.id };
  });
  fake.answer('watchlists.order', ({ ids }) => {
    lists = ids.map(find);
    return lists;
  });
  fake.answer('watchlists.star', ({ conditionId, starred, listId }) => {
    const market = conditionId.toLowerCase();
    if (!starred) {
      for (const list of lists) {
        if (listId === undefined || list.id === listId) {
          list.markets = list.markets.filter((id) => id !== market);
        }
      }
      return lists;
    }
    const target = listId !== undefined ? find(listId) : (lists[0] ?? create('Watchlist'));
    if (!target.markets.includes(market)) target.markets.push(market);
    return lists;
  });
  return {
    /** The lists as the service holds them now. */
    lists: () => lists,
    set(next: Watchlist[]) {
      lists = structuredClone(next);
    },
  };
}
