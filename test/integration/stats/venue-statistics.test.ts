import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVenue, TestTrader, type Venue } from '../../support/venue.js';
import {
  catalogMarket,
  CONDITION,
  EVENT,
  getJson,
  MARKET,
  tradeScenario,
  YES,
  type CatalogMarket,
} from './stats-support.js';

interface Book {
  bids: { price: string; size: string }[];
  asks: { price: string; size: string }[];
}

let venue: Venue;
let market: CatalogMarket;
const DAY_AGO_PRICE = 300_000;

beforeAll(async () => {
  venue = await startVenue();
  // The price path before the first fill: 0.30 a day and an hour ago.
  const dayAgo = Math.floor(Date.now() / 1000) - 25 * 3600;
  venue.db
    .prepare('INSERT INTO price_backfill (token_id, t, price_micros) VALUES (?, ?, ?)')
    .run(YES, dayAgo, DAY_AGO_PRICE);
  const [alice, bob, carol] = await Promise.all(
    ['alice', 'bob', 'carol'].map((name) => new TestTrader(venue, name).init(100)),
  );
  await tradeScenario(alice!, bob!, carol!);
  venue.marketStats.flush();
  market = await catalogMarket(venue);
});
afterAll(() => venue.close());

describe("the catalog's trading fields after real trades", () => {
  it('show the best bid and ask of the live book and their spread', async () => {
    const best = venue.trading.books.view(venue.catalog.tradingMarket(CONDITION)!).best(0);
    expect(best).toEqual({ bidTicks: 3800, askTicks: 4500 });
    expect(market).toMatchObject({ bestBid: 0.38, bestAsk: 0.45, spread: 0.07 });
  });

  it('show the last fill and the displayed price: the midpoint of a book at most 0.10 wide', () => {
    expect(market.lastTradePrice).toBe(0.42);
    expect(market.outcomePrices).toBe('["0.415","0.585"]');
    // The change is the displayed price's (the midpoint), not the last fill's: a print at the
    // bid after one at the ask does not flip it.
    expect(market.oneDayPriceChange).toBeCloseTo(0.415 - DAY_AGO_PRICE / 1e6, 10);
  });

  it('count the notional of every fill at the taker price as volume, in every window', () => {
    const fills = venue.db
      .prepare('SELECT size_micros, taker_price_ticks FROM trades WHERE market_id = ?')
      .all(MARKET) as { size_micros: number; taker_price_ticks: number }[];
    expect(fills).toHaveLength(2);
    const notional = fills.reduce(
      (sum, fill) => sum + (fill.size_micros / 1e6) * (fill.taker_price_ticks / 1e4),
      0,
    );
    expect(notional).toBeCloseTo(8.1, 10);
    expect(market).toMatchObject({
      volume: '8.1',
      volumeNum: 8.1,
      volume24hr: 8.1,
      volume1wk: 8.1,
      volume1mo: 8.1,
      volume1yr: 8.1,
    });
  });

  it('count the notional of the resting book as liquidity', () => {
    expect(market).toMatchObject({ liquidity: '16.25', liquidityNum: 16.25 });
    expect(market.competitive).toBeGreaterThan(0);
    expect(market.competitive).toBeLessThanOrEqual(1);
  });

  it('sum the markets of the event', async () => {
    const event = await getJson<{ volume: number; volume24hr: number; liquidity: number }>(
      venue,
      `/events/${EVENT}`,
    );
    const other = await catalogMarket(venue, 205);
    expect(other).toMatchObject({ volumeNum: 0, liquidityNum: 0 });
    expect(event).toMatchObject({ volume: 8.1, volume24hr: 8.1, liquidity: 16.25 });
  });

  it('agree with GET /book, /midpoint and /last-trade-price', async () => {
    const book = await getJson<Book>(venue, `/book?token_id=${YES}`);
    expect(book.bids.at(-1)?.price).toBe(String(market.bestBid));
    expect(book.asks.at(-1)?.price).toBe(String(market.bestAsk));
    const levels = [...book.bids, ...book.asks];
    const notional = levels.reduce(
      (sum, level) => sum + Number(level.price) * Number(level.size),
      0,
    );
    expect(notional).toBeCloseTo(market.liquidityNum, 10);
    const midpoint = await getJson<{ mid: string }>(venue, `/midpoint?token_id=${YES}`);
    expect(Number(midpoint.mid)).toBe(Number(JSON.parse(market.outcomePrices)[0]));
    const last = await getJson<{ price: string }>(venue, `/last-trade-price?token_id=${YES}`);
    expect(Number(last.price)).toBe(market.lastTradePrice);
  });

  it('agree with GET /trades: the volume is the sum of its fills at their price', async () => {
    const trades = await getJson<{ size: number; price: number }[]>(
      venue,
      `/trades?market=${CONDITION}`,
    );
    expect(trades).toHaveLength(2);
    const notional = trades.reduce((sum, trade) => sum + trade.size * trade.price, 0);
    expect(notional).toBeCloseTo(market.volumeNum, 10);
    expect(trades[0]?.price).toBe(market.lastTradePrice);
  });

  it('price the tokens of the order-book market lists the same way', async () => {
    const page = await getJson<{ data: { market_id: number; tokens: { price: number }[] }[] }>(
      venue,
      '/simplified-markets',
    );
    const listed = page.data.find((item) => item.market_id === MARKET);
    expect(listed?.tokens.map((token) => token.price)).toEqual(
      (JSON.parse(market.outcomePrices) as string[]).map(Number),
    );
  });
});
