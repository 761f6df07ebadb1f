import { describe, expect, it } from 'vitest';
import { SHARE, account, book, nameOf, order, orderId, submit } from './helpers.js';

describe('self-trade prevention: the resting order of the same owner is cancelled', () => {
  it('cancels the own maker, reports it, and trades with the next maker', () => {
    const b = book();
    submit(
      b,
      order({
        id: orderId('own'),
        owner: account('alice'),
        side: 'SELL',
        priceTicks: 5000,
        sizeMicros: 5 * SHARE,
      }),
    );
    submit(
      b,
      order({
        id: orderId('other'),
        owner: account('bob'),
        side: 'SELL',
        priceTicks: 5000,
        sizeMicros: 5 * SHARE,
      }),
    );
    const result = submit(
      b,
      order({ owner: account('alice'), priceTicks: 5000, sizeMicros: 5 * SHARE }),
    );
    expect(result.selfTradeCancelled).toEqual([
      expect.objectContaining({
        id: orderId('own'),
        owner: account('alice'),
        remainingMicros: 5 * SHARE,
      }),
    ]);
    expect(result.fills.map((fill) => nameOf(fill.maker.orderId))).toEqual(['other']);
    expect(result.status).toBe('matched');
    expect(b.get(orderId('own'))).toBeNull();
  });

  it('rests the taker after cancelling its own crossing orders, leaving the book uncrossed', () => {
    const b = book();
    submit(
      b,
      order({
        id: orderId('own-yes-ask'),
        owner: account('alice'),
        side: 'SELL',
        priceTicks: 5000,
      }),
    );
    submit(
      b,
      order({
        id: orderId('own-no-bid'),
        owner: account('alice'),
        tokenIndex: 1,
        side: 'BUY',
        priceTicks: 4800,
      }),
    );
    const result = submit(
      b,
      order({ id: orderId('bid'), owner: account('alice'), priceTicks: 5300 }),
    );
    expect(result.status).toBe('live');
    expect(result.fills).toEqual([]);
    expect(result.selfTradeCancelled.map((cancelled) => nameOf(cancelled.id))).toEqual([
      'own-yes-ask',
      'own-no-bid',
    ]);
    expect(b.best(0)).toEqual({ bidTicks: 5300, askTicks: null });
  });

  it('never cancels orders of the owner that the taker does not reach', () => {
    const b = book();
    submit(
      b,
      order({ id: orderId('own-far'), owner: account('alice'), side: 'SELL', priceTicks: 6000 }),
    );
    submit(
      b,
      order({ id: orderId('other'), owner: account('bob'), side: 'SELL', priceTicks: 5000 }),
    );
    const result = submit(b, order({ owner: account('alice'), priceTicks: 5000 }));
    expect(result.selfTradeCancelled).toEqual([]);
    expect(b.get(orderId('own-far'))).not.toBeNull();
  });

  it('cancels only what it meets before being filled', () => {
    const b = book();
    submit(
      b,
      order({ id: orderId('other'), owner: account('bob'), side: 'SELL', priceTicks: 5000 }),
    );
    submit(
      b,
      order({ id: orderId('own-later'), owner: account('alice'), side: 'SELL', priceTicks: 5000 }),
    );
    const result = submit(b, order({ owner: account('alice'), priceTicks: 5000 }));
    expect(result.selfTradeCancelled).toEqual([]);
    expect(b.get(orderId('own-later'))).not.toBeNull();
  });
});
