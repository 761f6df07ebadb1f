import { describe, expect, it } from 'vitest';
import type { StoredOrder } from '../../../server/engine/index.js';
import { NOW, SHARE, account, book, nameOf, order, orderId, submit } from './helpers.js';

const MINUTE = 60_000;

describe('GTD expiry', () => {
  it('rests until its expiration, then expire(now) removes and returns it', () => {
    const b = book();
    submit(
      b,
      order({ id: orderId('gtd'), type: 'GTD', expiresAtMs: NOW + MINUTE, priceTicks: 4000 }),
    );
    submit(b, order({ id: orderId('gtc'), priceTicks: 3900 }));
    expect(b.expire(NOW + MINUTE - 1)).toEqual([]);
    const expired = b.expire(NOW + MINUTE);
    expect(expired).toEqual([
      expect.objectContaining({ id: orderId('gtd'), expiresAtMs: NOW + MINUTE }),
    ]);
    expect(b.best(0).bidTicks).toBe(3900);
    expect(b.expire(NOW + 2 * MINUTE)).toEqual([]);
  });

  it('returns expired orders earliest first', () => {
    const b = book();
    submit(
      b,
      order({ id: orderId('late'), type: 'GTD', expiresAtMs: NOW + 3 * MINUTE, priceTicks: 4000 }),
    );
    submit(
      b,
      order({ id: orderId('early'), type: 'GTD', expiresAtMs: NOW + MINUTE, priceTicks: 4100 }),
    );
    submit(
      b,
      order({
        id: orderId('middle'),
        type: 'GTD',
        expiresAtMs: NOW + 2 * MINUTE,
        priceTicks: 4200,
      }),
    );
    expect(b.expire(NOW + 5 * MINUTE).map((expired) => nameOf(expired.id))).toEqual([
      'early',
      'middle',
      'late',
    ]);
  });

  it('is expired before an incoming order matches, so it never trades after its expiry', () => {
    const b = book();
    submit(
      b,
      order({
        id: orderId('gtd-ask'),
        owner: account('m'),
        side: 'SELL',
        type: 'GTD',
        expiresAtMs: NOW + MINUTE,
      }),
    );
    const result = submit(b, order({ owner: account('t'), priceTicks: 5000 }), NOW + MINUTE);
    expect(result.expired.map((expired) => nameOf(expired.id))).toEqual(['gtd-ask']);
    expect(result.fills).toEqual([]);
    expect(result.status).toBe('live');
  });

  it('reports expiries also with a rejected order', () => {
    const b = book();
    submit(b, order({ id: orderId('gtd'), type: 'GTD', expiresAtMs: NOW + MINUTE }));
    const result = b.submit(order({ priceTicks: 1 }), NOW + MINUTE);
    expect(result).toMatchObject({ status: 'rejected', reason: 'invalid_price' });
    expect(result.expired.map((expired) => nameOf(expired.id))).toEqual(['gtd']);
  });

  it('does not return a GTD order that was cancelled or filled first', () => {
    const b = book();
    submit(
      b,
      order({ id: orderId('cancelled'), type: 'GTD', expiresAtMs: NOW + MINUTE, priceTicks: 4000 }),
    );
    submit(
      b,
      order({
        id: orderId('filled'),
        owner: account('m'),
        side: 'SELL',
        type: 'GTD',
        expiresAtMs: NOW + MINUTE,
      }),
    );
    b.cancel(orderId('cancelled'));
    submit(b, order({ owner: account('t'), priceTicks: 5000 }));
    expect(b.expire(NOW + MINUTE)).toEqual([]);
  });
});

function stored(overrides: Partial<StoredOrder>): StoredOrder {
  return {
    id: orderId('x'),
    owner: account('alice'),
    tokenIndex: 0,
    side: 'BUY',
    priceTicks: 5000,
    type: 'GTC',
    originalMicros: 10 * SHARE,
    remainingMicros: 10 * SHARE,
    expiresAtMs: null,
    ...overrides,
  };
}

describe('restore', () => {
  it('rebuilds the book in the given time priority, remaining sizes included', () => {
    const b = book();
    const result = b.restore([
      stored({
        id: orderId('first'),
        owner: account('m1'),
        side: 'SELL',
        remainingMicros: 4 * SHARE,
      }),
      stored({ id: orderId('second'), owner: account('m2'), side: 'SELL' }),
      stored({
        id: orderId('bid'),
        owner: account('m3'),
        tokenIndex: 1,
        side: 'SELL',
        priceTicks: 5500,
      }),
    ]);
    expect(result).toEqual({ restored: 3, rejected: [] });
    expect(b.levels(0)).toEqual({
      bids: [{ priceTicks: 4500, sizeMicros: 10 * SHARE }],
      asks: [{ priceTicks: 5000, sizeMicros: 14 * SHARE }],
    });
    const fill = submit(
      b,
      order({ owner: account('t'), priceTicks: 5000, sizeMicros: 6 * SHARE }),
    ).fills;
    expect(fill.map((one) => [nameOf(one.maker.orderId), one.sizeMicros])).toEqual([
      ['first', 4 * SHARE],
      ['second', 2 * SHARE],
    ]);
  });

  it('restores GTD orders with their expiry', () => {
    const b = book();
    b.restore([stored({ id: orderId('gtd'), type: 'GTD', expiresAtMs: NOW })]);
    expect(b.expire(NOW).map((expired) => nameOf(expired.id))).toEqual(['gtd']);
  });

  it('skips and reports orders that cannot be restored', () => {
    const b = book();
    submit(b, order({ id: orderId('live'), priceTicks: 4000 }));
    const result = b.restore([
      stored({ id: orderId('live') }),
      stored({ id: orderId('fok'), type: 'FOK' }),
      stored({ id: orderId('gtd'), type: 'GTD', expiresAtMs: null }),
      stored({ id: orderId('price'), priceTicks: 10_000 }),
      stored({ id: orderId('size'), remainingMicros: 11 * SHARE }),
      stored({ id: orderId('zero'), remainingMicros: 0 }),
      stored({ id: orderId('cross'), side: 'SELL', priceTicks: 3900 }),
    ]);
    expect(result).toEqual({
      restored: 0,
      rejected: [
        { id: orderId('live'), reason: 'duplicate_order_id' },
        { id: orderId('fok'), reason: 'not_resting_type' },
        { id: orderId('gtd'), reason: 'missing_expiration' },
        { id: orderId('price'), reason: 'invalid_price' },
        { id: orderId('size'), reason: 'invalid_size' },
        { id: orderId('zero'), reason: 'invalid_size' },
        { id: orderId('cross'), reason: 'would_cross' },
      ],
    });
    expect(b.restingOrders().map((resting) => nameOf(resting.id))).toEqual(['live']);
  });

  it('skips orders whose id or owner is not a positive safe integer', () => {
    const b = book();
    const badIds = [0, -4, 2.5, Number.NaN, 2 ** 53];
    const result = b.restore([
      ...badIds.map((id) => stored({ id })),
      stored({ id: orderId('no-owner'), owner: 0 }),
      stored({ id: orderId('fractional-owner'), owner: 1.5 }),
      stored({ id: orderId('kept') }),
    ]);
    expect(result).toEqual({
      restored: 1,
      rejected: [
        ...badIds.map((id) => ({ id, reason: 'invalid_order_id' })),
        { id: orderId('no-owner'), reason: 'invalid_owner' },
        { id: orderId('fractional-owner'), reason: 'invalid_owner' },
      ],
    });
    expect(b.restingOrders().map((resting) => nameOf(resting.id))).toEqual(['kept']);
  });

  it('round-trips restingOrders into an identical book', () => {
    const original = book();
    submit(original, order({ owner: account('a'), priceTicks: 4000 }));
    submit(original, order({ owner: account('b'), tokenIndex: 1, side: 'BUY', priceTicks: 3000 }));
    submit(
      original,
      order({
        owner: account('c'),
        side: 'SELL',
        priceTicks: 7000,
        type: 'GTD',
        expiresAtMs: NOW + MINUTE,
      }),
    );
    submit(original, order({ owner: account('d'), priceTicks: 7000, sizeMicros: 6 * SHARE }));
    const copy = book();
    copy.restore(original.restingOrders());
    for (const token of [0, 1] as const) expect(copy.levels(token)).toEqual(original.levels(token));
    expect(copy.restingOrders().map(({ id, remainingMicros }) => [id, remainingMicros])).toEqual(
      original.restingOrders().map(({ id, remainingMicros }) => [id, remainingMicros]),
    );
  });
});

describe('capacity', () => {
  it('keeps priority, expiry and slot reuse right past its initial capacity', () => {
    const b = book({ tickTicks: 1, minSizeMicros: SHARE });
    const count = 3000;
    for (let index = 0; index < count; index += 1) {
      const expiresAtMs = NOW + MINUTE + (count - index);
      submit(
        b,
        order({
          id: orderId(`gtd-${index}`),
          owner: account(`m${index}`),
          type: 'GTD',
          expiresAtMs,
          priceTicks: 1000 + (index % 7),
          sizeMicros: SHARE,
        }),
      );
    }
    for (let index = 0; index < count; index += 3) b.cancel(orderId(`gtd-${index}`));
    for (let index = 0; index < count; index += 3) {
      submit(
        b,
        order({
          id: orderId(`gtc-${index}`),
          owner: account('late'),
          priceTicks: 1006,
          sizeMicros: SHARE,
        }),
      );
    }
    const sweep = submit(
      b,
      order({
        owner: account('taker'),
        side: 'SELL',
        type: 'FAK',
        priceTicks: 1006,
        sizeMicros: 5 * SHARE,
      }),
    );
    // Level 1006 holds gtd-6, gtd-13, ... in time order; every third order was cancelled.
    expect(sweep.fills.map((fill) => nameOf(fill.maker.orderId))).toEqual([
      'gtd-13',
      'gtd-20',
      'gtd-34',
      'gtd-41',
      'gtd-55',
    ]);
    const expired = b.expire(NOW + 2 * MINUTE);
    expect(expired).toHaveLength(count - count / 3 - 5);
    expect(nameOf(expired[0]!.id)).toBe('gtd-2999');
    expect(
      expired.every(
        (one, index) => index === 0 || one.expiresAtMs! >= expired[index - 1]!.expiresAtMs!,
      ),
    ).toBe(true);
    expect(b.restingOrders().map((resting) => nameOf(resting.owner))).toEqual(
      Array(count / 3).fill('late'),
    );
  });
});
