import { describe, expect, it } from 'vitest';
import { SHARE, book, order, submit } from './helpers.js';

describe('self-trade prevention: the resting order of the same owner is cancelled', () => {
  it('cancels the own maker, reports it, and trades with the next maker', () => {
    const b = book();
    submit(
      b,
      order({ id: 'own', owner: 'alice', side: 'SELL', priceTicks: 5000, sizeMicros: 5 * SHARE }),
    );
    submit(
      b,
      order({ id: 'other', owner: 'bob', side: 'SELL', priceTicks: 5000, sizeMicros: 5 * SHARE }),
    );
    const result = submit(b, order({ owner: 'alice', priceTicks: 5000, sizeMicros: 5 * SHARE }));
    expect(result.selfTradeCancelled).toEqual([
      expect.objectContaining({ id: 'own', owner: 'alice', remainingMicros: 5 * SHARE }),
    ]);
    expect(result.fills.map((fill) => fill.maker.orderId)).toEqual(['other']);
    expect(result.status).toBe('matched');
    expect(b.get('own')).toBeNull();
  });

  it('rests the taker after cancelling its own crossing orders, leaving the book uncrossed', () => {
    const b = book();
    submit(b, order({ id: 'own-yes-ask', owner: 'alice', side: 'SELL', priceTicks: 5000 }));
    submit(
      b,
      order({ id: 'own-no-bid', owner: 'alice', tokenIndex: 1, side: 'BUY', priceTicks: 4800 }),
    );
    const result = submit(b, order({ id: 'bid', owner: 'alice', priceTicks: 5300 }));
    expect(result.status).toBe('live');
    expect(result.fills).toEqual([]);
    expect(result.selfTradeCancelled.map((cancelled) => cancelled.id)).toEqual([
      'own-yes-ask',
      'own-no-bid',
    ]);
    expect(b.best(0)).toEqual({ bidTicks: 5300, askTicks: null });
  });

  it('never cancels orders of the owner that the taker does not reach', () => {
    const b = book();
    submit(b, order({ id: 'own-far', owner: 'alice', side: 'SELL', priceTicks: 6000 }));
    submit(b, order({ id: 'other', owner: 'bob', side: 'SELL', priceTicks: 5000 }));
    const result = submit(b, order({ owner: 'alice', priceTicks: 5000 }));
    expect(result.selfTradeCancelled).toEqual([]);
    expect(b.get('own-far')).not.toBeNull();
  });

  it('cancels only what it meets before being filled', () => {
    const b = book();
    submit(b, order({ id: 'other', owner: 'bob', side: 'SELL', priceTicks: 5000 }));
    submit(b, order({ id: 'own-later', owner: 'alice', side: 'SELL', priceTicks: 5000 }));
    const result = submit(b, order({ owner: 'alice', priceTicks: 5000 }));
    expect(result.selfTradeCancelled).toEqual([]);
    expect(b.get('own-later')).not.toBeNull();
  });
});
