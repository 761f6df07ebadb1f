import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketColumns } from '../../../../server/catalog/index.js';
import { ISO_MS, loadDefaultCatalog, type EventRow } from './default-catalog.js';
import { NOW, type SeededCatalog } from './helpers.js';

describe('the trading state of the default demo catalog', () => {
  let catalog: SeededCatalog;
  let markets: MarketColumns[];
  let events: EventRow[];
  let marketsOf: Map<number, MarketColumns[]>;

  beforeAll(() => {
    ({ catalog, markets, events, marketsOf } = loadDefaultCatalog());
  });
  afterAll(() => catalog.close());

  it('opens every market untraded, on its tick grid and accepting orders', () => {
    const open = markets.filter((market) => market.closed === 0);
    expect(open.length).toBeGreaterThan(markets.length / 2);
    for (const market of open) {
      expect([1_000, 10_000]).toContain(market.tick_size_micros);
      expect(market.active).toBe(1);
      expect(market.accepting_orders).toBe(1);
      expect(market.min_order_size_micros).toBeGreaterThan(0);
    }
  });

  it('invents no trading statistics: the venue computes them from its books and fills', () => {
    for (const market of markets) {
      expect(market).toMatchObject({
        volume_micros: 0,
        volume_24hr_micros: 0,
        volume_1wk_micros: 0,
        volume_1mo_micros: 0,
        volume_1yr_micros: 0,
        liquidity_micros: 0,
        best_bid_micros: null,
        best_ask_micros: null,
        last_trade_price_micros: null,
        one_day_price_change_micros: null,
        competitive_micros: 0,
      });
    }
    for (const event of events) {
      expect(event.volume_micros).toBe(0);
    }
  });

  it('resolves closed markets with a winner and a last trade at 1 or 0', () => {
    const closed = markets.filter((market) => market.closed === 1);
    expect(closed.length).toBeGreaterThan(markets.length / 10);
    for (const market of closed) {
      expect([0, 1]).toContain(market.winning_outcome_index);
      expect(market.closed_time).toMatch(ISO_MS);
      expect(Date.parse(market.closed_time as string)).toBeLessThanOrEqual(NOW.getTime());
      expect(market.accepting_orders).toBe(0);
      expect(market.rewards_daily_rate_micros).toBe(0);
    }
    for (const event of events.filter((row) => row.closed === 1 && row.neg_risk === 1)) {
      const winners = (marketsOf.get(event.id) ?? []).filter(
        (market) => market.winning_outcome_index === 0,
      );
      expect(winners).toHaveLength(1);
    }
  });

  it('has open, closed and archived markets, and events that reflect them', () => {
    const archived = markets.filter((market) => market.archived === 1);
    expect(archived.length).toBeGreaterThan(0);
    expect(archived.every((market) => market.closed === 1)).toBe(true);
    for (const event of events) {
      const own = marketsOf.get(event.id) ?? [];
      expect(event.closed).toBe(own.every((market) => market.closed === 1) ? 1 : 0);
      expect(event.archived).toBe(own.every((market) => market.archived === 1) ? 1 : 0);
    }
    const ends = events.map((event) => Date.parse(event.end_date));
    expect(ends.some((end) => end < NOW.getTime())).toBe(true);
    expect(ends.some((end) => end > NOW.getTime())).toBe(true);
  });

  it('sets fees and rewards on a subset of markets', () => {
    const crypto = markets.filter((market) => market.fee_rate_micros === 250_000);
    expect(crypto.length).toBeGreaterThan(0);
    expect(crypto.every((market) => market.fee_exponent === 2)).toBe(true);
    const free = markets.filter((market) => market.fee_rate_micros === 0);
    expect(free.length).toBeGreaterThan(markets.length / 2);
    const rewarded = markets.filter((market) => market.rewards_daily_rate_micros > 0);
    expect(rewarded.length).toBeGreaterThan(50);
    expect(rewarded.length).toBeLessThan(markets.length);
  });
});
