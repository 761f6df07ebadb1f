import { describe, expect, it } from 'vitest';
import { SHARE, account, book, nameOf, order, orderId, submit } from './helpers.js';

describe('matching in price-time priority', () => {
  it('rests a non-crossing GTC order and reports it live', () => {
    const b = book();
    const result = submit(b, order({ id: orderId('bid'), priceTicks: 4500 }));
    expect(result.status).toBe('live');
    expect(result.fills).toEqual([]);
    expect(result.restingMicros).toBe(10 * SHARE);
    expect(b.get(orderId('bid'))).toMatchObject({
      id: orderId('bid'),
      remainingMicros: 10 * SHARE,
      sequence: 1,
    });
    expect(b.best(0)).toEqual({ bidTicks: 4500, askTicks: null });
  });

  it('transfers YES at the maker price and gives the taker the price improvement', () => {
    const b = book();
    submit(
      b,
      order({ id: orderId('ask'), owner: account('maker'), side: 'SELL', priceTicks: 5200 }),
    );
    const result = submit(
      b,
      order({ id: orderId('bid'), owner: account('taker'), priceTicks: 5500 }),
    );
    expect(result.status).toBe('matched');
    expect(result.fills).toHaveLength(1);
    const [fill] = result.fills;
    expect(fill).toMatchObject({
      kind: 'transfer',
      sizeMicros: 10 * SHARE,
      yesPriceTicks: 5200,
      makerRemainingMicros: 0,
      maker: { orderId: orderId('ask'), owner: account('maker'), side: 'SELL', priceTicks: 5200 },
      taker: { orderId: orderId('bid'), owner: account('taker'), side: 'BUY', priceTicks: 5200 },
    });
    expect(fill!.taker.collateralMicros).toBe(5_200_000);
    expect(fill!.maker.collateralMicros).toBe(5_200_000);
    expect(b.restingOrders()).toEqual([]);
  });

  it('fills partially and rests the remainder of a GTC taker', () => {
    const b = book();
    submit(
      b,
      order({
        id: orderId('ask'),
        owner: account('maker'),
        side: 'SELL',
        priceTicks: 5000,
        sizeMicros: 6 * SHARE,
      }),
    );
    const result = submit(
      b,
      order({
        id: orderId('bid'),
        owner: account('taker'),
        priceTicks: 5000,
        sizeMicros: 10 * SHARE,
      }),
    );
    expect(result.status).toBe('live');
    expect(result.filledMicros).toBe(6 * SHARE);
    expect(result.restingMicros).toBe(4 * SHARE);
    expect(b.get(orderId('bid'))).toMatchObject({
      remainingMicros: 4 * SHARE,
      originalMicros: 10 * SHARE,
    });
    expect(b.best(0)).toEqual({ bidTicks: 5000, askTicks: null });
  });

  it('leaves a partly filled maker at the head of its level', () => {
    const b = book();
    submit(
      b,
      order({
        id: orderId('ask'),
        owner: account('maker'),
        side: 'SELL',
        priceTicks: 5000,
        sizeMicros: 10 * SHARE,
      }),
    );
    const result = submit(
      b,
      order({
        id: orderId('bid'),
        owner: account('taker'),
        priceTicks: 5000,
        sizeMicros: 6 * SHARE,
      }),
    );
    expect(result.fills[0]!.makerRemainingMicros).toBe(4 * SHARE);
    expect(b.get(orderId('ask'))).toMatchObject({ remainingMicros: 4 * SHARE });
    expect(b.levels(0).asks).toEqual([{ priceTicks: 5000, sizeMicros: 4 * SHARE }]);
  });

  it('fills the better price first, then FIFO within a level', () => {
    const b = book();
    submit(
      b,
      order({
        id: orderId('a-51-first'),
        owner: account('m1'),
        side: 'SELL',
        priceTicks: 5100,
        sizeMicros: 5 * SHARE,
      }),
    );
    submit(
      b,
      order({
        id: orderId('a-50'),
        owner: account('m2'),
        side: 'SELL',
        priceTicks: 5000,
        sizeMicros: 5 * SHARE,
      }),
    );
    submit(
      b,
      order({
        id: orderId('a-51-second'),
        owner: account('m3'),
        side: 'SELL',
        priceTicks: 5100,
        sizeMicros: 5 * SHARE,
      }),
    );
    const result = submit(
      b,
      order({ owner: account('taker'), priceTicks: 5100, sizeMicros: 12 * SHARE }),
    );
    expect(result.fills.map((fill) => [nameOf(fill.maker.orderId), fill.sizeMicros])).toEqual([
      ['a-50', 5 * SHARE],
      ['a-51-first', 5 * SHARE],
      ['a-51-second', 2 * SHARE],
    ]);
    expect(b.get(orderId('a-51-second'))).toMatchObject({ remainingMicros: 3 * SHARE });
  });

  it('stops at the taker limit price', () => {
    const b = book();
    submit(
      b,
      order({
        id: orderId('near'),
        owner: account('m'),
        side: 'SELL',
        priceTicks: 5000,
        sizeMicros: 5 * SHARE,
      }),
    );
    submit(
      b,
      order({
        id: orderId('far'),
        owner: account('m'),
        side: 'SELL',
        priceTicks: 5300,
        sizeMicros: 5 * SHARE,
      }),
    );
    const result = submit(
      b,
      order({ owner: account('taker'), priceTicks: 5200, sizeMicros: 10 * SHARE }),
    );
    expect(result.fills.map((fill) => nameOf(fill.maker.orderId))).toEqual(['near']);
    expect(b.best(0)).toEqual({ bidTicks: 5200, askTicks: 5300 });
  });

  it('mints a pair when a BUY NO meets a BUY YES, each paying its own price', () => {
    const b = book();
    submit(
      b,
      order({
        id: orderId('yes-bid'),
        owner: account('y'),
        tokenIndex: 0,
        side: 'BUY',
        priceTicks: 6000,
      }),
    );
    const result = submit(
      b,
      order({
        id: orderId('no-bid'),
        owner: account('n'),
        tokenIndex: 1,
        side: 'BUY',
        priceTicks: 4500,
      }),
    );
    const [fill] = result.fills;
    expect(fill).toMatchObject({
      kind: 'mint',
      yesPriceTicks: 6000,
      maker: {
        orderId: orderId('yes-bid'),
        tokenIndex: 0,
        side: 'BUY',
        priceTicks: 6000,
        collateralMicros: 6_000_000,
      },
      taker: {
        orderId: orderId('no-bid'),
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
    submit(
      b,
      order({
        id: orderId('yes-ask'),
        owner: account('y'),
        tokenIndex: 0,
        side: 'SELL',
        priceTicks: 3000,
      }),
    );
    const result = submit(
      b,
      order({
        id: orderId('no-ask'),
        owner: account('n'),
        tokenIndex: 1,
        side: 'SELL',
        priceTicks: 6500,
      }),
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
      order({
        id: orderId('no-bid'),
        owner: account('buyer'),
        tokenIndex: 1,
        side: 'BUY',
        priceTicks: 4000,
      }),
    );
    const result = submit(
      b,
      order({ owner: account('seller'), tokenIndex: 1, side: 'SELL', priceTicks: 3900 }),
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
    submit(b, order({ owner: account('y'), tokenIndex: 0, side: 'SELL', priceTicks: 4000 }));
    const result = submit(
      b,
      order({ owner: account('n'), tokenIndex: 1, side: 'BUY', priceTicks: 6000 }),
    );
    expect(result.status).toBe('live');
    expect(b.levels(0).asks).toEqual([{ priceTicks: 4000, sizeMicros: 20 * SHARE }]);
  });

  it('matches one taker against transfers and mints in a single pass', () => {
    const b = book();
    submit(
      b,
      order({
        id: orderId('yes-ask'),
        owner: account('m1'),
        tokenIndex: 0,
        side: 'SELL',
        priceTicks: 5000,
        sizeMicros: 5 * SHARE,
      }),
    );
    submit(
      b,
      order({
        id: orderId('no-bid'),
        owner: account('m2'),
        tokenIndex: 1,
        side: 'BUY',
        priceTicks: 5000,
        sizeMicros: 5 * SHARE,
      }),
    );
    const result = submit(
      b,
      order({ owner: account('t'), tokenIndex: 0, side: 'BUY', priceTicks: 5000 }),
    );
    expect(result.fills.map((fill) => fill.kind)).toEqual(['transfer', 'mint']);
    expect(result.status).toBe('matched');
  });

  it('keeps sizes, collateral and ids exact beyond 32-bit integers', () => {
    const b = book();
    const big = 5_000_000 * SHARE;
    const makerId = 2 ** 40 + 3;
    submit(
      b,
      order({ id: makerId, owner: 2 ** 35, side: 'SELL', priceTicks: 5100, sizeMicros: big }),
    );
    const result = submit(
      b,
      order({ owner: account('taker'), priceTicks: 5100, sizeMicros: 2 * big }),
    );
    expect(result).toMatchObject({ status: 'live', filledMicros: big, restingMicros: big });
    expect(result.fills[0]).toMatchObject({
      sizeMicros: big,
      makerRemainingMicros: 0,
      maker: { orderId: makerId, owner: 2 ** 35, collateralMicros: 2_550_000 * SHARE },
    });
    expect(b.get(result.orderId)).toMatchObject({ originalMicros: 2 * big, remainingMicros: big });
  });

  it('rejects a duplicate order id without changing the book', () => {
    const b = book();
    submit(b, order({ id: orderId('same'), priceTicks: 4000 }));
    const result = b.submit(
      order({ id: orderId('same'), owner: account('bob'), side: 'SELL', priceTicks: 4000 }),
      0,
    );
    expect(result).toMatchObject({ status: 'rejected', reason: 'duplicate_order_id' });
    expect(b.restingOrders().map((resting) => nameOf(resting.id))).toEqual(['same']);
  });

  it('cancels a resting order once', () => {
    const b = book();
    submit(b, order({ id: orderId('bid'), priceTicks: 4000 }));
    expect(b.cancel(orderId('bid'))).toMatchObject({
      ok: true,
      order: { id: orderId('bid'), remainingMicros: 10 * SHARE },
    });
    expect(b.cancel(orderId('bid'))).toEqual({ ok: false, reason: 'not_found' });
    expect(b.best(0)).toEqual({ bidTicks: null, askTicks: null });
  });
});
