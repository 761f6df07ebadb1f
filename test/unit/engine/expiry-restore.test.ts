import { describe, expect, it } from 'vitest';
import type { StoredOrder } from '../../../server/engine/index.js';
import { NOW, SHARE, book, order, submit } from './helpers.js';

const MINUTE = 60_000;

describe('GTD expiry', () => {
  it('rests until its expiration, then expire(now) removes and returns it', () => {
    const b = book();
    submit(b, order({ id: 'gtd', type: 'GTD', expiresAtMs: NOW + MINUTE, priceTicks: 4000 }));
    submit(b, order({ id: 'gtc', priceTicks: 3900 }));
    expect(b.expire(NOW + MINUTE - 1)).toEqual([]);
    const expired = b.expire(NOW + MINUTE);
    expect(expired).toEqual([expect.objectContaining({ id: 'gtd', expiresAtMs: NOW + MINUTE })]);
    expect(b.best(0).bidTicks).toBe(3900);
    expect(b.expire(NOW + 2 * MINUTE)).toEqual([]);
  });

  it('returns expired orders earliest first', () => {
    const b = book();
    submit(b, order({ id: 'late', type: 'GTD', expiresAtMs: NOW + 3 * MINUTE, priceTicks: 4000 }));
    submit(b, order({ id: 'early', type: 'GTD', expiresAtMs: NOW + MINUTE, priceTicks: 4100 }));
    submit(
      b,
      order({ id: 'middle', type: 'GTD', expiresAtMs: NOW + 2 * MINUTE, priceTicks: 4200 }),
    );
    expect(b.expire(NOW + 5 * MINUTE).map((expired) => expired.id)).toEqual([
      'early',
      'middle',
      'late',
    ]);
  });

  it('is expired before an incoming order matches, so it never trades after its expiry', () => {
    const b = book();
    submit(
      b,
      order({ id: 'gtd-ask', owner: 'm', side: 'SELL', type: 'GTD', expiresAtMs: NOW + MINUTE }),
    );
    const result = submit(b, order({ owner: 't', priceTicks: 5000 }), NOW + MINUTE);
    expect(result.expired.map((expired) => expired.id)).toEqual(['gtd-ask']);
    expect(result.fills).toEqual([]);
    expect(result.status).toBe('live');
  });

  it('reports expiries also with a rejected order', () => {
    const b = book();
    submit(b, order({ id: 'gtd', type: 'GTD', expiresAtMs: NOW + MINUTE }));
    const result = b.submit(order({ priceTicks: 1 }), NOW + MINUTE);
    expect(result).toMatchObject({ status: 'rejected', reason: 'invalid_price' });
    expect(result.expired.map((expired) => expired.id)).toEqual(['gtd']);
  });

  it('does not return a GTD order that was cancelled or filled first', () => {
    const b = book();
    submit(b, order({ id: 'cancelled', type: 'GTD', expiresAtMs: NOW + MINUTE, priceTicks: 4000 }));
    submit(
      b,
      order({ id: 'filled', owner: 'm', side: 'SELL', type: 'GTD', expiresAtMs: NOW + MINUTE }),
    );
    b.cancel('cancelled');
    submit(b, order({ owner: 't', priceTicks: 5000 }));
    expect(b.expire(NOW + MINUTE)).toEqual([]);
  });
});

function stored(overrides: Partial<StoredOrder>): StoredOrder {
  return {
    id: 'x',
    owner: 'alice',
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
      stored({ id: 'first', owner: 'm1', side: 'SELL', remainingMicros: 4 * SHARE }),
      stored({ id: 'second', owner: 'm2', side: 'SELL' }),
      stored({ id: 'bid', owner: 'm3', tokenIndex: 1, side: 'SELL', priceTicks: 5500 }),
    ]);
    expect(result).toEqual({ restored: 3, rejected: [] });
    expect(b.levels(0)).toEqual({
      bids: [{ priceTicks: 4500, sizeMicros: 10 * SHARE }],
      asks: [{ priceTicks: 5000, sizeMicros: 14 * SHARE }],
    });
    const fill = submit(b, order({ owner: 't', priceTicks: 5000, sizeMicros: 6 * SHARE })).fills;
    expect(fill.map((one) => [one.maker.orderId, one.sizeMicros])).toEqual([
      ['first', 4 * SHARE],
      ['second', 2 * SHARE],
    ]);
  });

  it('restores GTD orders with their expiry', () => {
    const b = book();
    b.restore([stored({ id: 'gtd', type: 'GTD', expiresAtMs: NOW })]);
    expect(b.expire(NOW).map((expired) => expired.id)).toEqual(['gtd']);
  });

  it('skips and reports orders that cannot be restored', () => {
    const b = book();
    submit(b, order({ id: 'live', priceTicks: 4000 }));
    const result = b.restore([
      stored({ id: 'live' }),
      stored({ id: 'fok', type: 'FOK' }),
      stored({ id: 'gtd', type: 'GTD', expiresAtMs: null }),
      stored({ id: 'price', priceTicks: 10_000 }),
      stored({ id: 'size', remainingMicros: 11 * SHARE }),
      stored({ id: 'zero', remainingMicros: 0 }),
      stored({ id: 'cross', side: 'SELL', priceTicks: 3900 }),
    ]);
    expect(result).toEqual({
      restored: 0,
      rejected: [
        { id: 'live', reason: 'duplicate_order_id' },
        { id: 'fok', reason: 'not_resting_type' },
        { id: 'gtd', reason: 'missing_expiration' },
        { id: 'price', reason: 'invalid_price' },
        { id: 'size', reason: 'invalid_size' },
        { id: 'zero', reason: 'invalid_size' },
        { id: 'cross', reason: 'would_cross' },
      ],
    });
    expect(b.restingOrders().map((resting) => resting.id)).toEqual(['live']);
  });

  it('round-trips restingOrders into an identical book', () => {
    const original = book();
    submit(original, order({ owner: 'a', priceTicks: 4000 }));
    submit(original, order({ owner: 'b', tokenIndex: 1, side: 'BUY', priceTicks: 3000 }));
    submit(
      original,
      order({ owner: 'c', side: 'SELL', priceTicks: 7000, type: 'GTD', expiresAtMs: NOW + MINUTE }),
    );
    submit(original, order({ owner: 'd', priceTicks: 7000, sizeMicros: 6 * SHARE }));
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
          id: `gtd-${index}`,
          owner: `m${index}`,
          type: 'GTD',
          expiresAtMs,
          priceTicks: 1000 + (index % 7),
          sizeMicros: SHARE,
        }),
      );
    }
    for (let index = 0; index < count; index += 3) b.cancel(`gtd-${index}`);
    for (let index = 0; index < count; index += 3) {
      submit(b, order({ id: `gtc-${index}`, owner: 'late', priceTicks: 1006, sizeMicros: SHARE }));
    }
    const sweep = submit(
      b,
      order({ owner: 'taker', side: 'SELL', type: 'FAK', priceTicks: 1006, sizeMicros: 5 * SHARE }),
    );
    // Level 1006 holds gtd-6, gtd-13, ... in time order; every third order was cancelled.
    expect(sweep.fills.map((fill) => fill.maker.orderId)).toEqual([
      'gtd-13',
      'gtd-20',
      'gtd-34',
      'gtd-41',
      'gtd-55',
    ]);
    const expired = b.expire(NOW + 2 * MINUTE);
    expect(expired).toHaveLength(count - count / 3 - 5);
    expect(expired[0]!.id).toBe('gtd-2999');
    expect(
      expired.every(
        (one, index) => index === 0 || one.expiresAtMs! >= expired[index - 1]!.expiresAtMs!,
      ),
    ).toBe(true);
    expect(b.restingOrders().map((resting) => resting.owner)).toEqual(
      Array(count / 3).fill('late'),
    );
  });
});
