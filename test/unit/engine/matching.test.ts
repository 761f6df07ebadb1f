import { describe, expect, it } from 'vitest';
import { SHARE, book, order, submit } from './helpers.js';

describe('matching in price-time priority', () => {
  it('rests a non-crossing GTC order and reports it live', () => {
    const b = book();
    const result = submit(b, order({ id: 'bid', priceTicks: 4500 }));
    expect(result.status).toBe('live');
    expect(result.fills).toEqual([]);
    expect(result.restingMicros).toBe(10 * SHARE);
    expect(b.get('bid')).toMatchObject({ id: 'bid', remainingMicros: 10 * SHARE, sequence: 1 });
    expect(b.best(0)).toEqual({ bidTicks: 4500, askTicks: null });
  });

  it('transfers YES at the maker price and gives the taker the price improvement', () => {
    const b = book();
    submit(b, order({ id: 'ask', owner: 'maker', side: 'SELL', priceTicks: 5200 }));
    const result = submit(b, order({ id: 'bid', owner: 'taker', priceTicks: 5500 }));
    expect(result.status).toBe('matched');
    expect(result.fills).toHaveLength(1);
    const [fill] = result.fills;
    expect(fill).toMatchObject({
      kind: 'transfer',
      sizeMicros: 10 * SHARE,
      yesPriceTicks: 5200,
      makerRemainingMicros: 0,
      maker: { orderId: 'ask', owner: 'maker', side: 'SELL', priceTicks: 5200 },
      taker: { orderId: 'bid', owner: 'taker', side: 'BUY', priceTicks: 5200 },
    });
    expect(fill!.taker.collateralMicros).toBe(5_200_000);
    expect(fill!.maker.collateralMicros).toBe(5_200_000);
    expect(b.restingOrders()).toEqual([]);
  });

  it('fills partially and rests the remainder of a GTC taker', () => {
    const b = book();
    submit(
      b,
      order({ id: 'ask', owner: 'maker', side: 'SELL', priceTicks: 5000, sizeMicros: 6 * SHARE }),
    );
    const result = submit(
      b,
      order({ id: 'bid', owner: 'taker', priceTicks: 5000, sizeMicros: 10 * SHARE }),
    );
    expect(result.status).toBe('live');
    expect(result.filledMicros).toBe(6 * SHARE);
    expect(result.restingMicros).toBe(4 * SHARE);
    expect(b.get('bid')).toMatchObject({ remainingMicros: 4 * SHARE, originalMicros: 10 * SHARE });
    expect(b.best(0)).toEqual({ bidTicks: 5000, askTicks: null });
  });

  it('leaves a partly filled maker at the head of its level', () => {
    const b = book();
    submit(
      b,
      order({ id: 'ask', owner: 'maker', side: 'SELL', priceTicks: 5000, sizeMicros: 10 * SHARE }),
    );
    const result = submit(
      b,
      order({ id: 'bid', owner: 'taker', priceTicks: 5000, sizeMicros: 6 * SHARE }),
    );
    expect(result.fills[0]!.makerRemainingMicros).toBe(4 * SHARE);
    expect(b.get('ask')).toMatchObject({ remainingMicros: 4 * SHARE });
    expect(b.levels(0).asks).toEqual([{ priceTicks: 5000, sizeMicros: 4 * SHARE }]);
  });

  it('fills the better price first, then FIFO within a level', () => {
    const b = book();
    submit(
      b,
      order({
        id: 'a-51-first',
        owner: 'm1',
        side: 'SELL',
        priceTicks: 5100,
        sizeMicros: 5 * SHARE,
      }),
    );
    submit(
      b,
      order({ id: 'a-50', owner: 'm2', side: 'SELL', priceTicks: 5000, sizeMicros: 5 * SHARE }),
    );
    submit(
      b,
      order({
        id: 'a-51-second',
        owner: 'm3',
        side: 'SELL',
        priceTicks: 5100,
        sizeMicros: 5 * SHARE,
      }),
    );
    const result = submit(b, order({ owner: 'taker', priceTicks: 5100, sizeMicros: 12 * SHARE }));
    expect(result.fills.map((fill) => [fill.maker.orderId, fill.sizeMicros])).toEqual([
      ['a-50', 5 * SHARE],
      ['a-51-first', 5 * SHARE],
      ['a-51-second', 2 * SHARE],
    ]);
    expect(b.get('a-51-second')).toMatchObject({ remainingMicros: 3 * SHARE });
  });

  it('stops at the taker limit price', () => {
    const b = book();
    submit(
      b,
      order({ id: 'near', owner: 'm', side: 'SELL', priceTicks: 5000, sizeMicros: 5 * SHARE }),
    );
    submit(
      b,
      order({ id: 'far', owner: 'm', side: 'SELL', priceTicks: 5300, sizeMicros: 5 * SHARE }),
    );
    const result = submit(b, order({ owner: 'taker', priceTicks: 5200, sizeMicros: 10 * SHARE }));
    expect(result.fills.map((fill) => fill.maker.orderId)).toEqual(['near']);
    expect(b.best(0)).toEqual({ bidTicks: 5200, askTicks: 5300 });
  });

  it('mints a pair when a BUY NO meets a BUY YES, each paying its own price', () => {
    const b = book();
    submit(b, order({ id: 'yes-bid', owner: 'y', tokenIndex: 0, side: 'BUY', priceTicks: 6000 }));
    const result = submit(
      b,
      order({ id: 'no-bid', owner: 'n', tokenIndex: 1, side: 'BUY', priceTicks: 4500 }),
    );
    const [fill] = result.fills;
    expect(fill).toMatchObject({
      kind: 'mint',
      yesPriceTicks: 6000,
      maker: {
        orderId: 'yes-bid',
        tokenIndex: 0,
        side: 'BUY',
        priceTicks: 6000,
        collateralMicros: 6_000_000,
      },
      taker: {
        orderId: 'no-bid',
        tokenIndex: 1,
        side: 'BUY',
        priceTicks: 4000,
        collateralMicros: 4_000_000,
      },
    });
    expect(fill!.maker.collateralMicros + fill!.taker.collateralMicros).toBe(fill!.sizeMicros);
  });

  it('merges a pair when a SELL NO meets a SELL YES', () => {
    const b = book();
    submit(b, order({ id: 'yes-ask', owner: 'y', tokenIndex: 0, side: 'SELL', priceTicks: 3000 }));
    const result = submit(
      b,
      order({ id: 'no-ask', owner: 'n', tokenIndex: 1, side: 'SELL', priceTicks: 6500 }),
    );
    const [fill] = result.fills;
    expect(fill).toMatchObject({
      kind: 'merge',
      yesPriceTicks: 3000,
      maker: { tokenIndex: 0, side: 'SELL', priceTicks: 3000, collateralMicros: 3_000_000 },
      taker: { tokenIndex: 1, side: 'SELL', priceTicks: 7000, collateralMicros: 7_000_000 },
    });
  });

  it('transfers NO between a NO buyer and a NO seller at the maker NO price', () => {
    const b = book();
    submit(
      b,
      order({ id: 'no-bid', owner: 'buyer', tokenIndex: 1, side: 'BUY', priceTicks: 4000 }),
    );
    const result = submit(
      b,
      order({ owner: 'seller', tokenIndex: 1, side: 'SELL', priceTicks: 3900 }),
    );
    expect(result.fills[0]).toMatchObject({
      kind: 'transfer',
      yesPriceTicks: 6000,
      maker: { tokenIndex: 1, side: 'BUY', priceTicks: 4000 },
      taker: { tokenIndex: 1, side: 'SELL', priceTicks: 4000 },
    });
  });

  it('does not match a NO buyer with a YES seller (same side of the YES book)', () => {
    const b = book();
    submit(b, order({ owner: 'y', tokenIndex: 0, side: 'SELL', priceTicks: 4000 }));
    const result = submit(b, order({ owner: 'n', tokenIndex: 1, side: 'BUY', priceTicks: 6000 }));
    expect(result.status).toBe('live');
    expect(b.levels(0).asks).toEqual([{ priceTicks: 4000, sizeMicros: 20 * SHARE }]);
  });

  it('matches one taker against transfers and mints in a single pass', () => {
    const b = book();
    submit(
      b,
      order({
        id: 'yes-ask',
        owner: 'm1',
        tokenIndex: 0,
        side: 'SELL',
        priceTicks: 5000,
        sizeMicros: 5 * SHARE,
      }),
    );
    submit(
      b,
      order({
        id: 'no-bid',
        owner: 'm2',
        tokenIndex: 1,
        side: 'BUY',
        priceTicks: 5000,
        sizeMicros: 5 * SHARE,
      }),
    );
    const result = submit(b, order({ owner: 't', tokenIndex: 0, side: 'BUY', priceTicks: 5000 }));
    expect(result.fills.map((fill) => fill.kind)).toEqual(['transfer', 'mint']);
    expect(result.status).toBe('matched');
  });

  it('rejects a duplicate order id without changing the book', () => {
    const b = book();
    submit(b, order({ id: 'same', priceTicks: 4000 }));
    const result = b.submit(order({ id: 'same', owner: 'bob', side: 'SELL', priceTicks: 4000 }), 0);
    expect(result).toMatchObject({ status: 'rejected', reason: 'duplicate_order_id' });
    expect(b.restingOrders().map((resting) => resting.id)).toEqual(['same']);
  });

  it('cancels a resting order once', () => {
    const b = book();
    submit(b, order({ id: 'bid', priceTicks: 4000 }));
    expect(b.cancel('bid')).toMatchObject({
      ok: true,
      order: { id: 'bid', remainingMicros: 10 * SHARE },
    });
    expect(b.cancel('bid')).toEqual({ ok: false, reason: 'not_found' });
    expect(b.best(0)).toEqual({ bidTicks: null, askTicks: null });
  });
});
