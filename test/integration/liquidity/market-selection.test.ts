import { afterEach, describe, expect, it, vi } from 'vitest';
import { openMarkets } from '../../../server/liquidity/market-selection.js';
import { startLiquidVenue, type LiquidVenue } from './liquid-venue.js';

let lv: LiquidVenue | undefined;
afterEach(async () => {
  await lv?.close();
  lv = undefined;
});

interface ListedMarket {
  conditionId: string;
  acceptingOrders: boolean;
  enableOrderBook: boolean;
}

describe('simulated liquidity: which markets it quotes', () => {
  it('quotes the markets the list by volume shows first, ties newest first', async () => {
    const limit = 4;
    lv = await startLiquidVenue({ takerChance: 0, maxMarkets: limit });
    const listed = await lv.venue.app.inject({
      method: 'GET',
      url: '/markets?order=volumeNum&ascending=false&closed=false&active=true&limit=50',
    });
    const tradable = (listed.json() as ListedMarket[]).filter(
      (market) => market.acceptingOrders && market.enableOrderBook,
    );
    await lv.run(3);
    const tokenMarket = new Map(
      (
        lv.venue.db
          .prepare(
            `SELECT t.token_id AS tokenId, m.condition_id AS conditionId
             FROM market_tokens t JOIN markets m ON m.id = t.market_id`,
          )
          .all() as { tokenId: string; conditionId: string }[]
      ).map((row) => [row.tokenId, row.conditionId]),
    );
    const quoted = new Set(lv.sent.map(({ body }) => tokenMarket.get(body.order.tokenId)));
    expect(quoted).toEqual(new Set(tradable.slice(0, limit).map((market) => market.conditionId)));
  });

  it('reads the open markets a page at a time in the order of one read, ties newest first', async () => {
    lv = await startLiquidVenue({ takerChance: 0 });
    const { db } = lv.venue;
    // Ties in volume, so that the pages' bound must carry the id as well.
    db.prepare('UPDATE markets SET volume_micros = 5000000 WHERE id % 3 = 0').run();
    const oneRead = db
      .prepare(
        `SELECT id FROM markets
         WHERE active = 1 AND closed = 0 AND accepting_orders = 1 AND enable_order_book = 1
           AND winning_outcome_index IS NULL
         ORDER BY volume_micros DESC, id DESC`,
      )
      .pluck()
      .all() as number[];
    expect(oneRead.length).toBeGreaterThan(6);
    const paged: number[] = [];
    for (const row of openMarkets(db, 2)) {
      paged.push(row.id);
      // No statement stays open between rows: a write in between does not find it busy.
      db.prepare('UPDATE markets SET volume_micros = volume_micros WHERE id = ?').run(row.id);
    }
    expect(paged).toEqual(oneRead);
  });

  it('quotes the same markets started in steps, and nothing when stopped before they are chosen', async () => {
    lv = await startLiquidVenue({ takerChance: 0, maxMarkets: 4 });
    await lv.run(1);
    const atOnce = new Set(lv.sent.map(({ body }) => body.order.tokenId));
    lv.liquidity.stop();
    await lv.venue.trading.committed();

    const inSteps = lv.restart();
    inSteps.startInSteps();
    expect(inSteps.stats().agents).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inSteps.stats().agents).toBeGreaterThan(0);
    lv.sent.length = 0;
    inSteps.tick();
    await lv.venue.trading.committed();
    expect(new Set(lv.sent.map(({ body }) => body.order.tokenId))).toEqual(atOnce);
    inSteps.stop();

    // Stopped while selecting: the selection's next step is called off.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const stopped = lv.restart();
      stopped.startInSteps();
      expect(vi.getTimerCount()).toBe(1);
      stopped.stop();
      expect(vi.getTimerCount()).toBe(0);
      expect(stopped.stats().agents).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('applies a watch made while the markets are chosen once the agents start', async () => {
    lv = await startLiquidVenue({ takerChance: 0, maxMarkets: 4 });
    lv.liquidity.stop();
    await lv.venue.trading.committed();
    // The fourth market the traders quote: a round of one market a tick starts with the first.
    const fourth = lv.venue.db
      .prepare(
        `SELECT t.token_id FROM markets m JOIN market_tokens t ON t.market_id = m.id
         WHERE m.active = 1 AND m.closed = 0 AND m.accepting_orders = 1
           AND m.enable_order_book = 1 AND m.winning_outcome_index IS NULL
         ORDER BY m.volume_micros DESC, m.id DESC, t.outcome_index LIMIT 1 OFFSET 6`,
      )
      .pluck()
      .get() as string;
    const inSteps = lv.restart({ marketsPerTick: 1, hotMarkets: 0 });
    inSteps.startInSteps();
    inSteps.watch([fourth]);
    await expect.poll(() => inSteps.stats().agents, { timeout: 5_000 }).toBeGreaterThan(0);
    lv.sent.length = 0;
    inSteps.tick();
    await lv.venue.trading.committed();
    expect(lv.sent.map(({ body }) => body.order.tokenId)).toContain(fourth);
    inSteps.stop();
  });
});
