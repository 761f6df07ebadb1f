import { afterEach, describe, expect, it } from 'vitest';
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
});
