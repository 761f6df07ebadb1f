import { afterEach, describe, expect, it } from 'vitest';
import type { TradingMarket } from '../../../server/catalog/index.js';
import { DEFAULT_OPTIONS } from '../../../server/liquidity/options.js';
import { ALL_MARKET_IDS, conditionIdOf } from '../../support/catalog-fixture.js';
import { TestTrader } from '../../support/venue.js';
import { startLiquidVenue, type LiquidVenue } from './liquid-venue.js';

let lv: LiquidVenue | undefined;
afterEach(async () => {
  await lv?.close();
  lv = undefined;
});

const openMarkets = (venue: LiquidVenue['venue']): TradingMarket[] =>
  ALL_MARKET_IDS.filter((id) => id <= 210).map(
    (id) => venue.catalog.tradingMarket(conditionIdOf(id)) as TradingMarket,
  );

interface TradeRow {
  taker_owner_address: string;
  maker_owner_address: string;
  order_type: string;
}

describe('simulated liquidity: books and trades', () => {
  it('keeps two-sided books that are never crossed, moves them, and takers trade', async () => {
    // Fair values livelier than the default, so that thirty seconds surely move some quotes.
    lv = await startLiquidVenue({ takerChance: 1, volatility: 0.3 });
    const { venue } = lv;
    const markets = openMarkets(venue);
    const bestBids = new Map<number, Set<number | null>>();
    for (let i = 0; i < 30; i++) {
      await lv.run(1);
      for (const market of markets) {
        const best = venue.trading.books.view(market).best(0);
        if (best.bidTicks !== null && best.askTicks !== null) {
          expect(best.bidTicks).toBeLessThan(best.askTicks);
        }
        const seen = bestBids.get(market.marketId) ?? new Set();
        bestBids.set(market.marketId, seen.add(best.bidTicks));
      }
    }
    for (const market of markets) {
      const book = venue.trading.books.view(market);
      const yes = book.levels(0);
      expect(yes.bids.length, market.question).toBeGreaterThan(0);
      expect(yes.asks.length, market.question).toBeGreaterThan(0);
      for (const level of [...yes.bids, ...yes.asks]) {
        expect(level.priceTicks % market.tickTicks).toBe(0);
      }
    }
    // The fair values drift, so quotes move.
    expect([...bestBids.values()].some((seen) => seen.size > 2)).toBe(true);

    const agents = new Set(lv.liquidity.agentAddresses());
    const trades = venue.db
      .prepare(
        `SELECT t.taker_owner_address, t.maker_owner_address, o.order_type
         FROM trades t JOIN orders o ON o.id = t.taker_order_id`,
      )
      .all() as TradeRow[];
    expect(trades.length).toBeGreaterThan(5);
    for (const trade of trades) {
      expect(trade.order_type).toBe('FAK');
      expect(agents.has(trade.taker_owner_address)).toBe(true);
      expect(agents.has(trade.maker_owner_address)).toBe(true);
      expect(trade.taker_owner_address).not.toBe(trade.maker_owner_address);
    }
    expect(lv.liquidity.stats()).toMatchObject({ ordersRefused: 0 });
    // Shares bought earlier are sold again rather than piling up.
    expect(lv.sent.some(({ body }) => body.order.side === 'SELL')).toBe(true);
  });

  it('stops quoting a market once it resolves and carries on with the others', async () => {
    // Lively fair values, so the other markets requote within a few ticks.
    lv = await startLiquidVenue({ takerChance: 0, volatility: 1 });
    await lv.run(2);
    const { venue } = lv;
    const ordersOf = (marketId: number, status = '%') =>
      (
        venue.db
          .prepare('SELECT COUNT(*) AS n FROM orders WHERE market_id = ? AND status LIKE ?')
          .get(marketId, status) as { n: number }
      ).n;
    expect(ordersOf(204, 'LIVE')).toBeGreaterThan(0);
    venue.trading.venue.resolve(conditionIdOf(204), 0);
    await venue.trading.committed();
    const resolvedBefore = ordersOf(204);
    const othersBefore = ordersOf(205);
    await lv.run(25);
    expect(ordersOf(204)).toBe(resolvedBefore);
    expect(ordersOf(204, 'LIVE')).toBe(0);
    expect(ordersOf(205)).toBeGreaterThan(othersBefore);
    expect(lv.liquidity.stats().quotedMarkets).toBe(9);
  });

  it('moves its quotes to a new tick size at the next tick', async () => {
    lv = await startLiquidVenue({ takerChance: 0 });
    await lv.run(2);
    const { venue } = lv;
    const livePrices = () =>
      (
        venue.db
          .prepare("SELECT price_ticks FROM orders WHERE market_id = 204 AND status = 'LIVE'")
          .all() as { price_ticks: number }[]
      ).map((row) => row.price_ticks);
    expect(livePrices().some((price) => price % 1_000 !== 0)).toBe(true);
    venue.trading.venue.setTickSize(conditionIdOf(204), 1_000);
    await venue.trading.committed();
    await lv.run(1);
    const prices = livePrices();
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.filter((price) => price % 1_000 !== 0)).toEqual([]);
    expect(lv.liquidity.stats().ordersRefused).toBe(0);
  });

  it('requotes a market at the next tick once a trader takes a quote away, not before', async () => {
    lv = await startLiquidVenue({ takerChance: 0, marketsPerTick: 1, hotMarkets: 0 });
    await lv.run(10);
    const { venue } = lv;
    const market = venue.catalog.tradingMarket(conditionIdOf(206)) as TradingMarket;
    const bestAsk = venue.trading.books.view(market).levels(0).asks[0];
    expect(bestAsk?.sizeMicros).toBeGreaterThan(5_000_000);
    const bob = await new TestTrader(venue, 'bob').init(1_000);
    // Fill and kill: never left on the book after the quote is gone.
    const buy = (size: number) =>
      bob.place({
        tokenId: market.tokens[0].tokenId,
        side: 'BUY',
        price: bestAsk!.priceTicks / 10_000,
        size,
        orderType: 'FAK',
      });
    const requotedAfterOneTick = async () => {
      const sentBefore = lv!.sent.length;
      await lv!.run(1);
      return new Set(
        lv!.sent
          .slice(sentBefore)
          .map(
            ({ body }) => venue.catalog.tradingMarketByToken(body.order.tokenId)?.market.marketId,
          ),
      );
    };
    // Part of the quote is left on the book: nothing to do.
    expect((await buy(5)).status).toBe('matched');
    expect(await requotedAfterOneTick()).toEqual(new Set());

    // Then the rest of it.
    expect((await buy(bestAsk!.sizeMicros / 1_000_000 - 5)).status).toBe('matched');
    const markets = await requotedAfterOneTick();
    // The market whose quote was filled away; the one the round visits in turn stays as it was.
    expect([...markets]).toEqual([206]);
    // A full ladder again: every level on both sides.
    const live = venue.db
      .prepare("SELECT COUNT(*) AS n FROM orders WHERE market_id = 206 AND status = 'LIVE'")
      .get() as { n: number };
    expect(live.n).toBe(2 * DEFAULT_OPTIONS.levels);
  });
});
