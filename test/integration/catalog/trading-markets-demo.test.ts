import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalog, type Catalog } from '../../../server/catalog/index.js';
import { seedTemporaryCatalog, type SeededCatalog } from '../../unit/catalog/demo/helpers.js';

let seeded: SeededCatalog;
let catalog: Catalog;
beforeAll(() => {
  seeded = seedTemporaryCatalog({ markets: 80 });
  catalog = createCatalog(seeded.db, { assetBaseUrl: () => 'http://127.0.0.1:9999' });
});
afterAll(() => seeded.close());

/** The trading view must agree with the catalog answer of the same market, for every market. */
describe('trading view of the demo catalog', () => {
  it('matches GET /markets/{id} for every market, by token and by condition id', () => {
    const ids = seeded.db.prepare('SELECT id FROM markets ORDER BY id').pluck().all() as number[];
    expect(ids.length).toBe(80);
    for (const id of ids) {
      const listed = catalog.getMarket(String(id));
      const [yes, no] = JSON.parse(listed.clobTokenIds) as [string, string];
      const byYes = catalog.tradingMarketByToken(yes);
      const byNo = catalog.tradingMarketByToken(no);
      const market = byYes?.market;
      expect(byYes?.tokenIndex).toBe(0);
      expect(byNo?.tokenIndex).toBe(1);
      expect(byNo?.market).toBe(market);
      expect(catalog.tradingMarket(listed.conditionId)).toBe(market);
      expect(market).toMatchObject({
        marketId: id,
        conditionId: listed.conditionId,
        question: listed.question,
        slug: listed.slug,
        icon: listed.icon,
        eventSlug: listed.events[0]?.slug,
        tokens: (JSON.parse(listed.outcomes) as string[]).map((outcome, index) => ({
          tokenId: [yes, no][index],
          outcome,
          outcomeIndex: index,
        })),
        minSizeMicros: Math.round(listed.orderMinSize * 1e6),
        negRisk: listed.negRisk,
        fee: {
          rateMicros: Math.round(listed.feeSchedule.rate * 1e6),
          exponent: listed.feeSchedule.exponent,
          takerOnly: listed.feeSchedule.takerOnly,
        },
        makerBaseFeeBps: listed.makerBaseFee,
        takerBaseFeeBps: listed.takerBaseFee,
        active: listed.active,
        closed: listed.closed,
        archived: listed.archived,
        acceptingOrders: listed.acceptingOrders,
      });
      expect(market?.tickTicks).toBe(Math.round(listed.orderPriceMinTickSize * 10_000));
      expect([1000, 100, 50, 25, 10, 1]).toContain(market?.tickTicks);
    }
  });
});
