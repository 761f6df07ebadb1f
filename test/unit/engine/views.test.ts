import { describe, expect, it } from 'vitest';
import { SHARE, account, book, nameOf, order, submit } from './helpers.js';

function sampleBook() {
  const b = book();
  submit(
    b,
    order({
      owner: account('a'),
      tokenIndex: 0,
      side: 'BUY',
      priceTicks: 4000,
      sizeMicros: 10 * SHARE,
    }),
  );
  submit(
    b,
    order({
      owner: account('b'),
      tokenIndex: 1,
      side: 'SELL',
      priceTicks: 6000,
      sizeMicros: 5 * SHARE,
    }),
  );
  submit(
    b,
    order({
      owner: account('c'),
      tokenIndex: 0,
      side: 'BUY',
      priceTicks: 3500,
      sizeMicros: 7 * SHARE,
    }),
  );
  submit(
    b,
    order({
      owner: account('d'),
      tokenIndex: 0,
      side: 'SELL',
      priceTicks: 4500,
      sizeMicros: 8 * SHARE,
    }),
  );
  submit(
    b,
    order({
      owner: account('e'),
      tokenIndex: 1,
      side: 'BUY',
      priceTicks: 4000,
      sizeMicros: 6 * SHARE,
    }),
  );
  return b;
}

describe('per-token views', () => {
  it('gives the YES levels best first, merging both tokens in YES terms', () => {
    expect(sampleBook().levels(0)).toEqual({
      bids: [
        { priceTicks: 4000, sizeMicros: 15 * SHARE },
        { priceTicks: 3500, sizeMicros: 7 * SHARE },
      ],
      asks: [
        { priceTicks: 4500, sizeMicros: 8 * SHARE },
        { priceTicks: 6000, sizeMicros: 6 * SHARE },
      ],
    });
  });

  it('gives the NO levels as the mirror of the YES book', () => {
    expect(sampleBook().levels(1)).toEqual({
      bids: [
        { priceTicks: 5500, sizeMicros: 8 * SHARE },
        { priceTicks: 4000, sizeMicros: 6 * SHARE },
      ],
      asks: [
        { priceTicks: 6000, sizeMicros: 15 * SHARE },
        { priceTicks: 6500, sizeMicros: 7 * SHARE },
      ],
    });
  });

  it('gives best bid and ask per token', () => {
    const b = sampleBook();
    expect(b.best(0)).toEqual({ bidTicks: 4000, askTicks: 4500 });
    expect(b.best(1)).toEqual({ bidTicks: 5500, askTicks: 6000 });
    expect(book().best(1)).toEqual({ bidTicks: null, askTicks: null });
  });

  it('gives one level size per token and side', () => {
    const b = sampleBook();
    expect(b.levelSize(0, 'bid', 4000)).toBe(15 * SHARE);
    expect(b.levelSize(1, 'ask', 6000)).toBe(15 * SHARE);
    expect(b.levelSize(1, 'bid', 5500)).toBe(8 * SHARE);
    expect(b.levelSize(0, 'ask', 4000)).toBe(0);
    expect(b.levelSize(0, 'ask', 12_000)).toBe(0);
  });

  it('snapshots resting orders in time priority, unaffected by later changes', () => {
    const b = sampleBook();
    const snapshot = b.restingOrders();
    expect(snapshot.map((resting) => nameOf(resting.owner))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(snapshot[1]).toMatchObject({
      tokenIndex: 1,
      side: 'SELL',
      priceTicks: 6000,
      remainingMicros: 5 * SHARE,
    });
    submit(
      b,
      order({ owner: account('f'), side: 'SELL', priceTicks: 4000, sizeMicros: 15 * SHARE }),
    );
    expect(snapshot[0]!.remainingMicros).toBe(10 * SHARE);
    expect(b.restingOrders().map((resting) => nameOf(resting.owner))).toEqual(['c', 'd', 'e']);
  });
});
