import { describe, expect, it } from 'vitest';
import {
  eventRow,
  marketRows,
  microsOrNull,
  seriesRow,
  tagRow,
} from '../../../server/mirror/sync/to-rows.js';

describe('upstream JSON to catalog rows', () => {
  it('reads amounts as exact micro-units, rounding only what is finer', () => {
    expect(microsOrNull('0.000001')).toBe(1);
    expect(microsOrNull('12.5')).toBe(12_500_000);
    expect(microsOrNull(0.1 + 0.2)).toBe(300_000);
    expect(microsOrNull('12232699.615479222')).toBe(12_232_699_615_479);
    expect(microsOrNull(-0.0125)).toBe(-12_500);
    expect(microsOrNull(null)).toBeNull();
    expect(microsOrNull('')).toBeNull();
    expect(microsOrNull('n/a')).toBeNull();
  });

  it("gives a market the local catalog's defaults for what a venue leaves out", () => {
    const { row, tokens } = marketRows(
      {
        id: '12',
        conditionId: '0xABC',
        question: 'Will it?',
        outcomes: '["Yes", "No"]',
        clobTokenIds: '["1", "2"]',
        createdAt: '2026-01-01T00:00:00Z',
        closed: true,
        umaResolutionStatus: 'resolved',
        outcomePrices: '["0", "1"]',
      },
      7,
    );
    expect(row).toMatchObject({
      id: 12,
      event_id: 7,
      condition_id: '0xabc',
      slug: '12',
      start_date: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      active: 1,
      enable_order_book: 1,
      tick_size_micros: 10_000,
      min_order_size_micros: 5_000_000,
      fee_taker_only: 1,
      winning_outcome_index: 1,
      best_bid_micros: null,
    });
    expect(tokens).toEqual([
      { tokenId: '1', outcome: 'Yes' },
      { tokenId: '2', outcome: 'No' },
    ]);
  });

  it('takes no winner from a closed market the upstream has not resolved', () => {
    const market = { id: 1, closed: true, outcomePrices: '["1", "0"]' };
    expect(marketRows(market, 1).row.winning_outcome_index).toBeNull();
  });

  it("keeps each object's text as it came, but for what the catalog composes", () => {
    const market = {
      id: '3',
      outcomes: '["A", "B"]',
      competitive: 0.8067051720490372,
      negRiskRequestID: '',
      line: null,
      keyAddedLater: { deep: [1, '2'] },
      events: [{ id: '9', title: 'Its event' }],
    };
    const { events: _events, ...own } = market;
    const { row } = marketRows(market, 9);
    expect(row.upstream_json).toBe(JSON.stringify(own));
    expect(row.competitive_micros).toBe(806_705);

    const event = { id: '9', title: 'E', markets: [market], tags: [{ id: '1' }], score: '' };
    expect(JSON.parse(eventRow(event).upstream_json!)).toEqual({ ...event, markets: [] });
    const series = { id: '4', slug: 's', events: [{ id: '9' }], layout: 'default' };
    expect(JSON.parse(seriesRow(series).upstream_json!)).toEqual({ ...series, events: [] });
    const tag = { id: '1', label: 'T', isCarousel: false };
    expect(tagRow(tag).upstream_json).toBe(JSON.stringify(tag));
  });
});
