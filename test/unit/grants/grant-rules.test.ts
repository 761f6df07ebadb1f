import { describe, expect, it } from 'vitest';
import type { GrantLimits } from '../../../server/contract/index.js';
import { refuseBand, refuseIntent, type IntentTerms } from '../../../server/grants/grant-rules.js';
import { GrantUsage, isRefusal } from '../../../server/grants/grant-usage.js';
import { OPEN_LIMITS } from '../../support/grant-service.js';

const CONDITION = '0x' + 'ab'.repeat(32);
const terms: IntentTerms = {
  side: 'BUY',
  orderType: 'GTC',
  priceTicks: 4_000,
  sizeMicros: 10_000_000,
  notionalMicros: 4_000_000,
  conditionId: CONDITION,
  eventSlug: 'election',
  tickTicks: 100,
};
const limits = (changes: Partial<GrantLimits>): GrantLimits => ({ ...OPEN_LIMITS, ...changes });

describe('the limits that need no state', () => {
  it('accepts an intent exactly at each edge', () => {
    const edge = limits({
      scope: 'markets',
      marketIds: [CONDITION.toUpperCase().replace('0X', '0x')],
      maxOrderSize: '10',
      maxOrderNotional: '4',
    });
    expect(refuseIntent(edge, terms)).toBeNull();
  });

  it('names the first limit passed and its value', () => {
    expect(refuseIntent(limits({ maxOrderSize: '9.999999' }), terms)).toMatchObject({
      limit: 'maxOrderSize',
      value: '9.999999',
    });
    expect(refuseIntent(limits({ maxOrderNotional: '3.99' }), terms)).toMatchObject({
      limit: 'maxOrderNotional',
      value: '3.99',
    });
    expect(refuseIntent(limits({ scope: 'event', eventSlug: 'other' }), terms)).toMatchObject({
      limit: 'eventSlug',
      value: 'other',
    });
    expect(refuseIntent(limits({ sides: ['SELL'] }), terms)).toMatchObject({ limit: 'sides' });
    expect(refuseIntent(limits({ orderTypes: ['FAK'] }), terms)).toMatchObject({
      limit: 'orderTypes',
    });
    expect(refuseIntent(limits({ mode: 'read-only' }), terms)).toMatchObject({ limit: 'mode' });
  });
});

describe('the band around the book', () => {
  const banded = limits({ bandTicks: 2 });
  const book = { bidTicks: 3_800, askTicks: 4_200 };
  it('allows prices from the bid minus the band to the ask plus the band', () => {
    expect(refuseBand(banded, { ...terms, priceTicks: 3_600 }, book)).toBeNull();
    expect(refuseBand(banded, { ...terms, priceTicks: 4_400 }, book)).toBeNull();
    expect(refuseBand(banded, { ...terms, priceTicks: 3_500 }, book)?.message).toBe(
      'price 0.35 is outside the band 0.36–0.44',
    );
    expect(refuseBand(banded, { ...terms, priceTicks: 4_500 }, book)).toMatchObject({
      limit: 'bandTicks',
      value: '2',
    });
  });

  it('measures a one-sided book from its side, and refuses on an empty one', () => {
    const bidsOnly = { bidTicks: 3_800, askTicks: null };
    expect(refuseBand(banded, { ...terms, priceTicks: 4_000 }, bidsOnly)).toBeNull();
    expect(refuseBand(banded, { ...terms, priceTicks: 4_100 }, bidsOnly)).not.toBeNull();
    expect(refuseBand(banded, terms, { bidTicks: null, askTicks: null })).toMatchObject({
      limit: 'bandTicks',
    });
    expect(refuseBand(limits({}), terms, { bidTicks: null, askTicks: null })).toBeNull();
  });
});

describe("a grant's stateful limits", () => {
  const day = Date.UTC(2026, 10, 28, 12);
  const fresh = () => new GrantUsage({ orders: 0, todayMicros: 0, refused: 0 }, day);

  it('reserves up to the open notional, frees what was not placed, counts what was', () => {
    const usage = fresh();
    const capped = limits({ maxOpenNotional: '1' });
    const first = usage.reserve(capped, 600_000, day);
    const second = usage.reserve(capped, 400_000, day);
    expect(isRefusal(first) || isRefusal(second)).toBe(false);
    expect(usage.reserve(capped, 1, day)).toMatchObject({ limit: 'maxOpenNotional' });
    if (isRefusal(first) || isRefusal(second)) return;
    usage.release(first);
    usage.commit(second, 'order-2', 400_000);
    expect(usage.snapshot(day)).toMatchObject({ openOrders: 1, openMicros: 400_000 });
    expect(isRefusal(usage.reserve(capped, 600_000, day))).toBe(false);
    usage.setOpen('order-2', 0);
    expect(usage.openOrderIds()).toEqual([]);
  });

  it('counts the notional sent today, whatever became of it, and starts again the next day', () => {
    const usage = fresh();
    const capped = limits({ maxDailyNotional: '1' });
    const sent = usage.reserve(capped, 1_000_000, day);
    if (isRefusal(sent)) throw new Error('refused');
    usage.commit(sent, 'order-1', 0);
    expect(usage.reserve(capped, 1, day)).toMatchObject({ limit: 'maxDailyNotional' });
    expect(isRefusal(usage.reserve(capped, 1_000_000, day + 86_400_000))).toBe(false);
  });

  it('keeps counting the day’s notional of an order whose outcome is unknown', () => {
    const usage = fresh();
    const capped = limits({ maxDailyNotional: '1' });
    const lost = usage.reserve(capped, 1_000_000, day);
    if (isRefusal(lost)) throw new Error('refused');
    usage.release(lost, { keepDaily: true });
    expect(usage.reserve(capped, 1, day)).toMatchObject({ limit: 'maxDailyNotional' });
    expect(usage.snapshot(day).openMicros).toBe(0);
  });

  it('allows ordersPerMinute orders in any minute', () => {
    const usage = fresh();
    const capped = limits({ ordersPerMinute: 2 });
    expect(isRefusal(usage.reserve(capped, 1, day))).toBe(false);
    expect(isRefusal(usage.reserve(capped, 1, day + 30_000))).toBe(false);
    expect(usage.reserve(capped, 1, day + 59_999)).toMatchObject({ limit: 'ordersPerMinute' });
    expect(isRefusal(usage.reserve(capped, 1, day + 60_000))).toBe(false);
  });
});
