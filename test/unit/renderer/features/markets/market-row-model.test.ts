import { describe, expect, it } from 'vitest';
import type { Market } from '../../../../../server/contract/index.js';
import { formatPrice } from '../../../../../renderer/lib/format.js';
import {
  displayPrice,
  formatMarketPrice,
  marketRowView,
} from '../../../../../renderer/features/markets/market-row-model.js';
import {
  marketsParams,
  statusFlags,
} from '../../../../../renderer/features/markets/market-filters.js';
import { moveHighlight } from '../../../../../renderer/features/markets/list-navigation.js';

const market = (fields: Partial<Market>): Market =>
  ({
    id: '1',
    question: 'Will it rain?',
    groupItemTitle: '',
    outcomePrices: '["0.3","0.7"]',
    volumeNum: 1_500_000,
    endDate: '2026-06-30T00:00:00Z',
    closed: false,
    events: [{ id: '9', ticker: 'w', slug: 'w', title: 'Weather' }],
    ...fields,
  }) as Market;

describe('market rows', () => {
  it('shows the midpoint, the last trade when the spread is wide, else the outcome price', () => {
    expect(displayPrice(market({ bestBid: 0.44, bestAsk: 0.46 }))).toBe(0.45);
    expect(displayPrice(market({ bestBid: 0.2, bestAsk: 0.6, lastTradePrice: 0.35 }))).toBe(0.35);
    expect(displayPrice(market({}))).toBe(0.3);
    expect(displayPrice(market({ outcomePrices: 'garbage' }))).toBeNull();
  });

  it('formats every figure of a row', () => {
    const view = marketRowView(
      market({ bestBid: 0.445, bestAsk: 0.455, oneDayPriceChange: -0.021, groupItemTitle: 'June' }),
    );
    expect(view.price).toBe('45¢');
    expect(view.bidAsk).toBe('44.5¢ / 45.5¢');
    expect(view.change).toBe('−2.1¢');
    expect(view.changeDirection).toBe('down');
    expect(view.volume).toBe('$1.5M');
    expect(view.subtitle).toBe('June · Weather');
    expect(marketRowView(market({})).changeDirection).toBe('flat');
  });
});

describe('market filters', () => {
  const now = new Date('2026-03-05T12:34:56Z');
  it('maps each sort to catalog columns and the status to flags', () => {
    expect(marketsParams({ sort: 'volume', status: 'active', tag: null }, now)).toEqual({
      limit: 100,
      order: 'volumeNum',
      ascending: false,
      active: true,
      closed: false,
    });
    expect(marketsParams({ sort: 'newest', status: 'closed', tag: 'politics' }, now)).toEqual({
      limit: 100,
      order: 'createdAt',
      ascending: false,
      closed: true,
      tag_slug: 'politics',
    });
    expect(statusFlags('all')).toEqual({});
  });

  it('ending soon among open markets starts now', () => {
    const params = marketsParams({ sort: 'ending', status: 'active', tag: null }, now);
    expect(params).toMatchObject({
      order: 'endDate',
      ascending: true,
      end_date_min: '2026-03-05T12:34Z',
    });
  });
});

describe('moveHighlight', () => {
  it('moves within the list and stops at its ends', () => {
    expect(moveHighlight('ArrowDown', 0, 5)).toBe(1);
    expect(moveHighlight('ArrowUp', 0, 5)).toBe(0);
    expect(moveHighlight('PageDown', 2, 5)).toBe(4);
    expect(moveHighlight('End', 0, 5)).toBe(4);
    expect(moveHighlight('Home', 3, 5)).toBe(0);
    expect(moveHighlight('a', 3, 5)).toBeNull();
    expect(moveHighlight('ArrowDown', 0, 0)).toBeNull();
  });
});

describe('formatMarketPrice', () => {
  it("keeps the tick's decimals on a tick and shows a midpoint between ticks finer", () => {
    expect(formatMarketPrice(0.45, 0.01)).toBe('45¢');
    expect(formatMarketPrice(0.455, 0.01)).toBe('45.5¢');
    expect(formatMarketPrice(0.882, 0.01)).toBe('88.2¢');
    expect(formatMarketPrice(0.8825, 0.001)).toBe('88.25¢');
    expect(formatMarketPrice(0.455, 0.001)).toBe('45.5¢');
    expect(formatMarketPrice(null, 0.01)).toBe(formatPrice(null));
  });
});
