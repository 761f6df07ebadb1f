import { describe, expect, it } from 'vitest';
import { nextState, movedPercent, amountHolds } from '../../../server/watch/alert-rules.js';
import {
  onTriggerValue,
  refuseTerms,
  type ConditionalTerms,
} from '../../../server/watch/conditional-rules.js';
import { QuoteBook, quoteValue } from '../../../server/watch/quotes.js';

describe('re-arming alerts', () => {
  const MINUTE = 60_000;
  it('once: fires at the first holding value, then never', () => {
    expect(nextState('armed', { mode: 'once' }, false, 0, null)).toEqual({
      state: 'armed',
      fire: false,
    });
    expect(nextState('armed', { mode: 'once' }, true, 0, null)).toEqual({
      state: 'done',
      fire: true,
    });
    expect(nextState('done', { mode: 'once' }, true, 0, 0)).toEqual({ state: 'done', fire: false });
  });

  it('every: once per crossing, re-armed when the condition stops holding', () => {
    const every = { mode: 'every' } as const;
    expect(nextState('armed', every, true, 0, null)).toEqual({ state: 'waiting', fire: true });
    expect(nextState('waiting', every, true, 1, 0)).toEqual({ state: 'waiting', fire: false });
    expect(nextState('waiting', every, false, 2, 0)).toEqual({ state: 'armed', fire: false });
  });

  it('cooldown: also waits out its minutes from the firing', () => {
    const cooldown = { mode: 'cooldown', minutes: 5 } as const;
    expect(nextState('waiting', cooldown, false, 4 * MINUTE, 0)).toEqual({
      state: 'waiting',
      fire: false,
    });
    expect(nextState('waiting', cooldown, false, 5 * MINUTE, 0)).toEqual({
      state: 'armed',
      fire: false,
    });
  });

  it('measures moves from the window’s oldest value and signed amounts', () => {
    expect(
      movedPercent([
        { at: 0, ticks: 5000 },
        { at: 1, ticks: 5500 },
      ]),
    ).toBeCloseTo(10);
    expect(movedPercent([{ at: 0, ticks: 5000 }])).toBe(0);
    expect(amountHolds('below', -2_000_000, '-1.5')).toBe(true);
    expect(amountHolds('below', -1_000_000, '-1.5')).toBe(false);
    expect(amountHolds('above', 1_000_000, '1')).toBe(true);
  });
});

describe('conditional triggers', () => {
  const terms = (changes: Partial<ConditionalTerms>): ConditionalTerms => ({
    kind: 'stop-loss',
    triggerTicks: 4000,
    trailTicks: null,
    peakTicks: null,
    tickTicks: 100,
    ...changes,
  });

  it('stop-loss at or below, take-profit at or above', () => {
    expect(onTriggerValue(terms({}), 4001).fires).toBe(false);
    expect(onTriggerValue(terms({}), 4000).fires).toBe(true);
    expect(onTriggerValue(terms({ kind: 'take-profit' }), 3999).fires).toBe(false);
    expect(onTriggerValue(terms({ kind: 'take-profit' }), 4000).fires).toBe(true);
  });

  it('a trailing stop raises its peak, never lowers it, and fires at the peak less the trail', () => {
    const trailing = terms({ kind: 'trailing-stop', triggerTicks: null, trailTicks: 3 });
    expect(onTriggerValue(trailing, 5000)).toEqual({ fires: false, peakTicks: 5000 });
    expect(onTriggerValue({ ...trailing, peakTicks: 5000 }, 5600)).toEqual({
      fires: false,
      peakTicks: 5600,
    });
    expect(onTriggerValue({ ...trailing, peakTicks: 5600 }, 5301)).toEqual({
      fires: false,
      peakTicks: 5600,
    });
    expect(onTriggerValue({ ...trailing, peakTicks: 5600 }, 5300)).toEqual({
      fires: true,
      peakTicks: 5600,
    });
  });

  it('refuses a worst price above the trigger and a stop that would fire at once', () => {
    expect(refuseTerms(terms({}), 4100, null)).toMatchObject({ field: 'worstPrice' });
    expect(refuseTerms(terms({}), 3000, 3900)).toMatchObject({ field: 'triggerPrice' });
    expect(refuseTerms(terms({}), 3000, 4500)).toBeNull();
    expect(refuseTerms(terms({ kind: 'trailing-stop' }), 3000, null)).toMatchObject({
      field: 'trailTicks',
    });
  });
});

describe('quotes from the market channel', () => {
  it('keeps the best prices of books, price changes and trades; an empty side is unknown', () => {
    const book = new QuoteBook();
    const changed = book.apply([
      {
        event_type: 'book',
        asset_id: 'a',
        market: 'm',
        bids: [
          { price: '0.4', size: '1' },
          { price: '0.45', size: '2' },
        ],
        asks: [],
        timestamp: '1',
        hash: '',
      },
      {
        event_type: 'last_trade_price',
        asset_id: 'a',
        market: 'm',
        price: '0.44',
        size: '1',
        side: 'BUY',
        fee_rate_bps: '0',
        timestamp: '2',
      },
    ]);
    expect([...changed]).toEqual(['a']);
    expect(book.get('a')).toEqual({ bidTicks: 4500, askTicks: null, lastTicks: 4400 });
    expect(quoteValue(book.get('a')!, 'mid')).toBeNull();
    book.apply([
      {
        event_type: 'price_change',
        market: 'm',
        timestamp: '3',
        price_changes: [
          {
            asset_id: 'a',
            price: '0.5',
            size: '1',
            side: 'SELL',
            hash: '',
            best_bid: '0.45',
            best_ask: '0.5',
          },
        ],
      },
    ]);
    expect(quoteValue(book.get('a')!, 'mid')).toBe(4750);
  });
});
