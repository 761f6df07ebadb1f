import { verifyTypedData } from 'ethers';
import { afterEach, describe, expect, it } from 'vitest';
import { EXCHANGES } from '../../support/venue.js';
import { ALL_MARKET_IDS, conditionIdOf } from '../../support/catalog-fixture.js';
import { ORDER_TYPES, orderDomain } from '../../unit/auth/signing.js';
import { startLiquidVenue, type LiquidVenue } from './liquid-venue.js';

interface OrderRow {
  hash: string;
  owner_address: string;
  api_key: string;
  maker_address: string;
  side: string;
  order_type: string;
  status: string;
  reserved_micros: number;
  market_id: number;
}

let lv: LiquidVenue | undefined;
afterEach(async () => {
  await lv?.close();
  lv = undefined;
});

const orderRows = (venue: LiquidVenue['venue']) =>
  venue.db.prepare('SELECT * FROM orders ORDER BY id').all() as OrderRow[];

describe('simulated liquidity: agents post real orders', () => {
  it('signs every order for its exchange, and the venue records, reserves and books them', async () => {
    lv = await startLiquidVenue({ takerChance: 0 });
    await lv.run(2);
    const { venue, sent } = lv;
    const agents = lv.liquidity.agentAddresses();
    expect(agents).toHaveLength(4);
    expect(sent.length).toBeGreaterThan(0);

    const rows = orderRows(venue);
    const byHash = new Map(rows.map((row) => [row.hash, row]));
    const negRiskOf = (tokenId: string) =>
      venue.catalog.tradingMarketByToken(tokenId)?.market.negRisk ?? false;
    // Independent of server/auth: ethers recovers the agent's address from a sample of orders
    // of both exchanges (all of them would be slow).
    const sample = [
      ...sent.filter(({ body }) => negRiskOf(body.order.tokenId)).slice(0, 6),
      ...sent.filter(({ body }) => !negRiskOf(body.order.tokenId)).slice(0, 6),
    ];
    expect(sample).toHaveLength(12);
    for (const { caller, body } of sample) {
      const { signature, side, expiration: _e, taker: _t, ...fields } = body.order;
      const recovered = verifyTypedData(
        orderDomain(negRiskOf(body.order.tokenId) ? EXCHANGES.negRisk : EXCHANGES.standard),
        ORDER_TYPES,
        { ...fields, side: side === 'BUY' ? 0 : 1 },
        signature,
      );
      expect(recovered.toLowerCase()).toBe(caller.address);
    }
    for (const { caller, body } of sent) {
      const negRisk = negRiskOf(body.order.tokenId);
      const verified = venue.auth.orders.verify(body.order, negRisk ? 'negRisk' : 'standard');
      expect(verified.ok).toBe(true);
      const row = verified.ok ? byHash.get(verified.orderHash) : undefined;
      expect(row?.owner_address).toBe(caller.address);
      expect(row?.maker_address).toBe(caller.address);
      expect(row?.api_key).toBe(body.owner);
      expect(venue.auth.credentials.list(caller.address)).toEqual([body.owner]);
    }
    expect(new Set(sent.map(({ caller }) => caller.address))).toEqual(new Set(agents));

    const live = rows.filter((row) => row.status === 'LIVE');
    expect(live.length).toBeGreaterThan(20);
    for (const row of live) expect(row.reserved_micros).toBeGreaterThan(0);
    const reserved = venue.db
      .prepare(
        `SELECT a.reserved_micros AS account, SUM(o.reserved_micros) AS orders
         FROM accounts a JOIN orders o ON o.account_id = a.id AND o.status = 'LIVE' AND o.side = 'BUY'
         WHERE a.address = ? GROUP BY a.id`,
      )
      .all(agents[0]) as { account: number; orders: number }[];
    expect(reserved).toHaveLength(1);
    expect(reserved[0]?.account).toBe(reserved[0]?.orders);
  });

  it('quotes the open markets only, neg-risk ones included, and never the resolved ones', async () => {
    lv = await startLiquidVenue({ takerChance: 0 });
    await lv.run(2);
    const quoted = new Set(orderRows(lv.venue).map((row) => row.market_id));
    expect([...quoted].sort()).toEqual(ALL_MARKET_IDS.filter((id) => id <= 210));
    const negRisk = [...quoted].filter(
      (id) => lv?.venue.catalog.tradingMarket(conditionIdOf(id))?.negRisk,
    );
    expect(negRisk.length).toBeGreaterThan(0);
  });

  it('is deterministic for a seed: the same quotes in the same order, another seed differs', async () => {
    const quotesOf = async (seed: number) => {
      const run = await startLiquidVenue({ takerChance: 1 }, { seed });
      try {
        await run.run(6);
        return run.sent.map(({ body }) =>
          [
            body.order.tokenId,
            body.order.side,
            body.order.makerAmount,
            body.order.takerAmount,
          ].join(' '),
        );
      } finally {
        await run.close();
      }
    };
    const first = await quotesOf(11);
    expect(first.length).toBeGreaterThan(60);
    expect(await quotesOf(11)).toEqual(first);
    expect(await quotesOf(12)).not.toEqual(first);
  });
});
