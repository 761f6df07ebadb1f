import { describe, expect, it } from 'vitest';
import type { OrderRequest } from '../../../server/engine/index.js';
import { NOW, SHARE, account, book, order, orderId, submit } from './helpers.js';

function bookWithAsks() {
  const b = book();
  submit(
    b,
    order({
      id: orderId('ask-50'),
      owner: account('m1'),
      side: 'SELL',
      priceTicks: 5000,
      sizeMicros: 5 * SHARE,
    }),
  );
  submit(
    b,
    order({
      id: orderId('ask-52'),
      owner: account('m2'),
      side: 'SELL',
      priceTicks: 5200,
      sizeMicros: 5 * SHARE,
    }),
  );
  return b;
}

describe('FOK', () => {
  it('fills completely across levels when enough size is acceptable', () => {
    const b = bookWithAsks();
    const result = submit(
      b,
      order({ owner: account('t'), type: 'FOK', priceTicks: 5200, sizeMicros: 8 * SHARE }),
    );
    expect(result.status).toBe('matched');
    expect(result.filledMicros).toBe(8 * SHARE);
    expect(result.cancelledMicros).toBe(0);
    expect(result.restingMicros).toBe(0);
  });

  it('is killed without touching the book when it cannot fill whole', () => {
    const b = bookWithAsks();
    const before = b.restingOrders();
    const result = submit(
      b,
      order({ owner: account('t'), type: 'FOK', priceTicks: 5100, sizeMicros: 8 * SHARE }),
    );
    expect(result).toMatchObject({
      status: 'unmatched',
      fills: [],
      filledMicros: 0,
      cancelledMicros: 8 * SHARE,
    });
    expect(b.restingOrders()).toEqual(before);
  });

  it('does not count the owner own resting orders as liquidity and leaves them in place', () => {
    const b = bookWithAsks();
    submit(
      b,
      order({
        id: orderId('own-ask'),
        owner: account('t'),
        side: 'SELL',
        priceTicks: 5000,
        sizeMicros: 5 * SHARE,
      }),
    );
    const result = submit(
      b,
      order({ owner: account('t'), type: 'FOK', priceTicks: 5000, sizeMicros: 10 * SHARE }),
    );
    expect(result.status).toBe('unmatched');
    expect(result.selfTradeCancelled).toEqual([]);
    expect(b.get(orderId('own-ask'))).not.toBeNull();
  });

  it('is killed on an empty book and never rests', () => {
    const b = book();
    const result = submit(b, order({ type: 'FOK', sizeMicros: SHARE }));
    expect(result.status).toBe('unmatched');
    expect(b.restingOrders()).toEqual([]);
  });
});

describe('FAK', () => {
  it('fills what it can and cancels the rest', () => {
    const b = bookWithAsks();
    const result = submit(
      b,
      order({ owner: account('t'), type: 'FAK', priceTicks: 5000, sizeMicros: 8 * SHARE }),
    );
    expect(result).toMatchObject({
      status: 'matched',
      filledMicros: 5 * SHARE,
      cancelledMicros: 3 * SHARE,
      restingMicros: 0,
    });
    expect(b.best(0)).toEqual({ bidTicks: null, askTicks: 5200 });
  });

  it('is unmatched when nothing is acceptable', () => {
    const b = bookWithAsks();
    const result = submit(
      b,
      order({ owner: account('t'), type: 'FAK', priceTicks: 4900, sizeMicros: 8 * SHARE }),
    );
    expect(result).toMatchObject({
      status: 'unmatched',
      filledMicros: 0,
      cancelledMicros: 8 * SHARE,
    });
    expect(b.best(0).bidTicks).toBeNull();
  });

  it('accepts a market-order size below the market minimum', () => {
    const b = bookWithAsks();
    const result = submit(
      b,
      order({ owner: account('t'), type: 'FAK', priceTicks: 9900, sizeMicros: SHARE / 100 }),
    );
    expect(result.filledMicros).toBe(SHARE / 100);
    expect(result.fills[0]!.taker.collateralMicros).toBe(5_000);
  });
});

describe('postOnly', () => {
  it('rests when it does not cross', () => {
    const b = bookWithAsks();
    expect(submit(b, order({ postOnly: true, priceTicks: 4900 })).status).toBe('live');
  });

  it('is rejected when it would cross, even only its own orders, and changes nothing', () => {
    const b = bookWithAsks();
    const result = b.submit(order({ owner: account('m1'), postOnly: true, priceTicks: 5000 }), NOW);
    expect(result).toMatchObject({ status: 'rejected', reason: 'post_only_would_cross' });
    expect(b.get(orderId('ask-50'))).toMatchObject({ remainingMicros: 5 * SHARE });
  });

  it('is refused on FOK and FAK', () => {
    const b = book();
    for (const type of ['FOK', 'FAK'] as const) {
      const result = b.submit(order({ type, postOnly: true }), NOW);
      expect(result).toMatchObject({ status: 'rejected', reason: 'post_only_not_allowed' });
    }
  });

  it('applies to a NO order through the mirror', () => {
    const b = bookWithAsks();
    // A NO seller at 0.5 trades with the YES ask at 0.5 (merge), so it would cross.
    const result = b.submit(
      order({ tokenIndex: 1, side: 'SELL', postOnly: true, priceTicks: 5000 }),
      NOW,
    );
    expect(result).toMatchObject({ status: 'rejected', reason: 'post_only_would_cross' });
  });
});

describe('validation', () => {
  it.each([
    [{ priceTicks: 5050 }, 'price_not_on_tick'],
    [{ priceTicks: 0 }, 'invalid_price'],
    [{ priceTicks: 50 }, 'invalid_price'],
    [{ priceTicks: 9950 }, 'invalid_price'],
    [{ priceTicks: 10_000 }, 'invalid_price'],
    [{ priceTicks: 50.5 }, 'invalid_price'],
    [{ sizeMicros: 0 }, 'invalid_size'],
    [{ sizeMicros: -SHARE }, 'invalid_size'],
    [{ sizeMicros: 4 * SHARE }, 'size_below_minimum'],
    [{ sizeMicros: 5 * SHARE + 1 }, 'size_not_lot_multiple'],
    [{ id: 0 }, 'invalid_order_id'],
    [{ id: -7 }, 'invalid_order_id'],
    [{ id: 1.5 }, 'invalid_order_id'],
    [{ id: Number.NaN }, 'invalid_order_id'],
    [{ id: Number.POSITIVE_INFINITY }, 'invalid_order_id'],
    [{ id: 2 ** 53 }, 'invalid_order_id'],
    [{ owner: 0 }, 'invalid_owner'],
    [{ owner: -1 }, 'invalid_owner'],
    [{ owner: 0.5 }, 'invalid_owner'],
    [{ type: 'GTD' as const }, 'missing_expiration'],
    [{ type: 'GTD' as const, expiresAtMs: NOW }, 'expiration_passed'],
  ])('rejects %o as %s', (overrides, reason) => {
    const b = book();
    expect(b.submit(order(overrides), NOW)).toEqual({ status: 'rejected', reason, expired: [] });
    expect(b.restingOrders()).toEqual([]);
  });

  it('rejects an id that is not a number at all, as an untyped caller could pass', () => {
    const b = book();
    const request = { ...order(), id: '17' } as unknown as OrderRequest;
    expect(b.submit(request, NOW)).toMatchObject({
      status: 'rejected',
      reason: 'invalid_order_id',
    });
  });

  it('accepts the largest safe integer as an id and finds the order by it', () => {
    const b = book();
    const id = Number.MAX_SAFE_INTEGER;
    expect(submit(b, order({ id, priceTicks: 4000 })).status).toBe('live');
    expect(b.get(id)).toMatchObject({ id, remainingMicros: 10 * SHARE });
    expect(b.cancel(id)).toMatchObject({ ok: true, order: { id } });
  });

  it('answers not found for a cancel or lookup by an invalid id', () => {
    const b = book();
    submit(b, order({ priceTicks: 4000 }));
    for (const id of [0, -1, 2.5, Number.NaN]) {
      expect(b.cancel(id)).toEqual({ ok: false, reason: 'not_found' });
      expect(b.get(id)).toBeNull();
    }
    expect(b.restingOrders()).toHaveLength(1);
  });

  it('checks the id before anything else about the order', () => {
    const b = book();
    submit(b, order({ id: orderId('taken'), priceTicks: 4000 }));
    const duplicate = b.submit(order({ id: orderId('taken'), priceTicks: 5050 }), NOW);
    expect(duplicate).toMatchObject({ status: 'rejected', reason: 'duplicate_order_id' });
    const invalid = b.submit(order({ id: 0, priceTicks: 5050 }), NOW);
    expect(invalid).toMatchObject({ status: 'rejected', reason: 'invalid_order_id' });
  });

  it('accepts prices on the finest tick when the market allows it', () => {
    const b = book({ tickTicks: 1 });
    expect(submit(b, order({ priceTicks: 1 })).status).toBe('live');
    expect(submit(b, order({ side: 'SELL', priceTicks: 9999 })).status).toBe('live');
  });
});
