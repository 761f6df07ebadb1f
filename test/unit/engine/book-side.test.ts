import { describe, expect, it } from 'vitest';
import { BookSide, NO_PRICE } from '../../../server/engine/book-side.js';
import { OrderStore } from '../../../server/engine/order-store.js';
import { createMarketBook, type StoredOrder } from '../../../server/engine/index.js';

const SHARE = 1_000_000;
let nextId = 1;

/** A resting YES bid at `ticks` in a store, not yet in any side. */
function bidAt(store: OrderStore, ticks: number, size = SHARE): number {
  const id = nextId++;
  return store.allocate(id, 7, 0, 'BUY', ticks, 'GTC', size, size, null, id);
}

function stored(id: number, side: 'BUY' | 'SELL', priceTicks: number): StoredOrder {
  return {
    id,
    owner: id,
    tokenIndex: 0,
    side,
    priceTicks,
    type: 'GTC',
    originalMicros: SHARE,
    remainingMicros: SHARE,
    expiresAtMs: null,
  };
}

describe('BookSide sized by the tick grid', () => {
  it('holds no levels until an order rests, then one per tick of the market grid', () => {
    const store = new OrderStore();
    const cases: [number, number][] = [
      [100, 101],
      [10, 1001],
      [1, 10_001],
    ];
    for (const [tick, levels] of cases) {
      const side = new BookSide(true, store, tick);
      expect(side.levelCount).toBe(0);
      expect(side.total(5000)).toBe(0);
      side.append(bidAt(store, 5000));
      expect(side.levelCount).toBe(levels);
      expect(side.grid).toBe(tick);
    }
  });

  it('keeps orders at the grid edges, in price order', () => {
    const store = new OrderStore();
    const side = new BookSide(true, store, 100);
    const low = bidAt(store, 100);
    const high = bidAt(store, 9900);
    side.append(low);
    side.append(high);
    expect(side.best).toBe(9900);
    expect(side.nextLevel(9900)).toBe(100);
    expect(side.nextLevel(100)).toBe(NO_PRICE);
    expect(side.total(100)).toBe(SHARE);
    expect(side.total(9900)).toBe(SHARE);
    expect(side.total(9950)).toBe(0);
    side.remove(high);
    expect(side.best).toBe(100);
    expect(side.head(100)).toBe(low);
  });

  it('releases its levels when it empties and allocates them again for the next order', () => {
    const store = new OrderStore();
    const side = new BookSide(false, store, 10);
    const first = bidAt(store, 4200);
    side.append(first);
    side.remove(first);
    expect(side.best).toBe(NO_PRICE);
    expect(side.levelCount).toBe(0);
    const again = bidAt(store, 4210, 2 * SHARE);
    side.append(again);
    expect(side.best).toBe(4210);
    expect(side.total(4210)).toBe(2 * SHARE);
    expect(side.total(4200)).toBe(0);
  });

  it('moves to a finer grid for an order off the market tick and back once empty', () => {
    const store = new OrderStore();
    const side = new BookSide(true, store, 100);
    const onTick = bidAt(store, 4500);
    const finer = bidAt(store, 4550);
    side.append(onTick);
    side.append(finer);
    expect(side.grid).toBe(50);
    expect(side.levelCount).toBe(201);
    expect([side.best, side.nextLevel(4550), side.total(4500)]).toEqual([4550, 4500, SHARE]);
    side.remove(finer);
    side.remove(onTick);
    side.append(bidAt(store, 4600));
    expect(side.grid).toBe(100);
    expect(side.levelCount).toBe(101);
  });
});

describe('a book after a tick size change with resting orders', () => {
  it('restores orders of a finer earlier tick and matches them at their prices', () => {
    const market = createMarketBook({ tickTicks: 100, minSizeMicros: SHARE });
    const result = market.restore([stored(1, 'BUY', 4510), stored(2, 'SELL', 4730)]);
    expect(result).toEqual({ restored: 2, rejected: [] });
    expect(market.best(0)).toEqual({ bidTicks: 4510, askTicks: 4730 });
    expect(market.levelSize(0, 'bid', 4510)).toBe(SHARE);
    const taker = market.submit(
      {
        id: 3,
        owner: 3,
        tokenIndex: 0,
        side: 'SELL',
        priceTicks: 4500,
        sizeMicros: SHARE,
        type: 'GTC',
      },
      0,
    );
    expect(
      taker.status === 'rejected' ? [] : taker.fills.map((fill) => fill.yesPriceTicks),
    ).toEqual([4510]);
    expect(market.levels(0)).toEqual({ bids: [], asks: [{ priceTicks: 4730, sizeMicros: SHARE }] });
  });

  it('restores orders of a coarser earlier tick on a finer market grid', () => {
    const market = createMarketBook({ tickTicks: 1, minSizeMicros: SHARE });
    market.restore([stored(1, 'BUY', 100), stored(2, 'SELL', 9900)]);
    const inside = market.submit(
      {
        id: 3,
        owner: 3,
        tokenIndex: 0,
        side: 'BUY',
        priceTicks: 101,
        sizeMicros: SHARE,
        type: 'GTC',
      },
      0,
    );
    expect(inside.status).toBe('live');
    expect(market.levels(0).bids).toEqual([
      { priceTicks: 101, sizeMicros: SHARE },
      { priceTicks: 100, sizeMicros: SHARE },
    ]);
  });
});
