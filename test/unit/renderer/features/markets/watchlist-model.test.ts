import { describe, expect, it } from 'vitest';
import {
  WatchlistName,
  type Market,
  type Watchlist,
} from '../../../../../server/contract/index.js';
import {
  MAX_WATCHLIST_NAME,
  applyStar,
  dropIndex,
  listsHolding,
  moveItem,
  newListName,
  shownList,
  starredMarkets,
} from '../../../../../renderer/features/markets/watchlists/watchlist-model.js';
import { formatDate } from '../../../../../renderer/lib/format.js';
import {
  marketSpread,
  watchlistRowView,
} from '../../../../../renderer/features/markets/watchlists/watchlist-row-model.js';

const A = `0x${'a'.repeat(64)}`;
const B = `0x${'b'.repeat(64)}`;
const C = `0x${'c'.repeat(64)}`;
const lists = (): Watchlist[] => [
  { id: 1, name: 'Watchlist', markets: [A, B] },
  { id: 2, name: 'Macro', markets: [B] },
];

describe('watchlist order', () => {
  it('moves one item and keeps the others in their order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'b', 'c']);
  });

  it('clamps a move past either end and ignores an index outside the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -4)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('lands a dropped row before the row it was dropped on, or at the end', () => {
    const rows = ['a', 'b', 'c', 'd'];
    // Dragged down: the row itself leaves a gap above the drop line.
    expect(moveItem(rows, 0, dropIndex(0, 3))).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(rows, 1, dropIndex(1, 4))).toEqual(['a', 'c', 'd', 'b']);
    // Dragged up.
    expect(moveItem(rows, 3, dropIndex(3, 0))).toEqual(['d', 'a', 'b', 'c']);
    // Dropped on its own edges: it stays.
    expect(moveItem(rows, 2, dropIndex(2, 2))).toEqual(rows);
    expect(moveItem(rows, 2, dropIndex(2, 3))).toEqual(rows);
  });
});

describe('stars', () => {
  it('knows a market as starred in any list, whatever the case of its id', () => {
    expect(starredMarkets(lists())).toEqual(new Set([A, B]));
    expect(listsHolding(lists(), B.toUpperCase().replace('0X', '0x'))).toEqual(new Set([1, 2]));
    expect(listsHolding(lists(), C)).toEqual(new Set());
  });

  it('stars into the first list by default, or the one chosen, once', () => {
    expect(applyStar(lists(), { conditionId: C, starred: true })?.[0]?.markets).toEqual([A, B, C]);
    expect(applyStar(lists(), { conditionId: A, starred: true, listId: 2 })?.[1]?.markets).toEqual([
      B,
      A,
    ]);
    expect(applyStar(lists(), { conditionId: A, starred: true })).toEqual(lists());
  });

  it('cannot tell the id of the list a first star makes', () => {
    expect(applyStar([], { conditionId: A, starred: true })).toBeNull();
  });

  it('unstars from every list, or from the one chosen', () => {
    const everywhere = applyStar(lists(), { conditionId: B, starred: false });
    expect(everywhere?.map((list) => list.markets)).toEqual([[A], []]);
    const fromOne = applyStar(lists(), { conditionId: B, starred: false, listId: 2 });
    expect(fromOne?.map((list) => list.markets)).toEqual([[A, B], []]);
  });
});

describe('lists', () => {
  it('shows the list chosen while it exists, else the first', () => {
    expect(shownList(lists(), 2)?.name).toBe('Macro');
    expect(shownList(lists(), 99)?.name).toBe('Watchlist');
    expect(shownList(lists(), null)?.name).toBe('Watchlist');
    expect(shownList([], null)).toBeNull();
  });

  it('names a new list after the ones taken', () => {
    expect(newListName([])).toBe('Watchlist');
    expect(newListName(lists())).toBe('Watchlist 2');
    expect(newListName([...lists(), { id: 3, name: 'Watchlist 2', markets: [] }])).toBe(
      'Watchlist 3',
    );
  });

  it("bounds a name as the contract's WatchlistName does", () => {
    expect(WatchlistName).toMatchObject({ maxLength: MAX_WATCHLIST_NAME });
  });
});

const market = (fields: Partial<Market>): Market =>
  ({
    id: '1',
    question: 'Will it rain?',
    conditionId: A,
    outcomes: '["Yes","No"]',
    outcomePrices: '["0.3","0.7"]',
    acceptingOrders: true,
    closed: false,
    volume24hr: 42_300,
    orderPriceMinTickSize: 0.01,
    events: [{ id: '9', ticker: 'w', slug: 'w', title: 'Weather' }],
    ...fields,
  }) as Market;

describe('watchlist rows', () => {
  it('shows the midpoint, the spread in cents and ticks, the 24 h change and volume', () => {
    const view = watchlistRowView(
      market({ bestBid: 0.44, bestAsk: 0.46, oneDayPriceChange: 0.031 }),
    );
    expect(view).toEqual({
      question: 'Will it rain?',
      subtitle: 'Weather',
      price: '45¢',
      spread: '2¢',
      spreadTicks: '2 ticks of 1¢',
      change: '+3.1¢',
      changeDirection: 'up',
      volume24h: '$42.3K',
    });
  });

  it('says when a market ends where it has no event of its own', () => {
    const view = watchlistRowView(market({ events: [], endDate: '2026-06-30T00:00:00Z' }));
    expect(view.subtitle).toBe(`Ends ${formatDate('2026-06-30T00:00:00Z')}`);
  });

  it('counts the spread in the market’s own ticks', () => {
    expect(
      marketSpread(market({ bestBid: 0.851, bestAsk: 0.854, orderPriceMinTickSize: 0.001 })),
    ).toEqual({ price: expect.closeTo(0.003, 9), ticks: 3 });
    const view = watchlistRowView(
      market({ bestBid: 0.851, bestAsk: 0.852, orderPriceMinTickSize: 0.001 }),
    );
    expect([view.price, view.spread, view.spreadTicks]).toEqual([
      '85.15¢',
      '0.1¢',
      '1 tick of 0.1¢',
    ]);
  });

  it('has no spread without both sides, nor once the market closed', () => {
    expect(marketSpread(market({ bestBid: 0.44 }))).toBeNull();
    expect(marketSpread(market({ bestBid: 0, bestAsk: 0.5 }))).toBeNull();
    const closed = watchlistRowView(
      market({
        closed: true,
        acceptingOrders: false,
        outcomePrices: '["0","1"]',
        umaResolutionStatus: 'resolved',
        bestBid: 0.01,
        bestAsk: 0.99,
        oneDayPriceChange: -0.42,
      }),
    );
    expect([closed.subtitle, closed.price, closed.spread, closed.change]).toEqual([
      'Resolved: No',
      '0¢',
      '–',
      '−42.0¢',
    ]);
  });
});
