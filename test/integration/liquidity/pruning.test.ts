import { afterEach, describe, expect, it } from 'vitest';
import type { Liquidity } from '../../../server/liquidity/index.js';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { TestTrader } from '../../support/venue.js';
import { startLiquidVenue, type LiquidVenue } from './liquid-venue.js';

let lv: LiquidVenue | undefined;
afterEach(async () => {
  await lv?.close();
  lv = undefined;
});

interface OrderRow {
  hash: string;
  owner_address: string;
  status: string;
  matched_micros: number;
  order_type: string;
  updated_at: string;
}

const MINUTE = 60_000;

const orderRows = (lv: LiquidVenue): OrderRow[] =>
  lv.venue.db
    .prepare(
      'SELECT hash, owner_address, status, matched_micros, order_type, updated_at FROM orders',
    )
    .all() as OrderRow[];

/** Quotes the agents canceled before they were ever matched: the rows the pruning removes. */
const unmatchedCancels = (rows: OrderRow[], agents: Set<string>): OrderRow[] =>
  rows.filter(
    (row) =>
      agents.has(row.owner_address) &&
      row.status === 'CANCELED' &&
      row.matched_micros === 0 &&
      row.order_type === 'GTC',
  );

/** Trades whose taker or maker order row is missing. */
const orphanTrades = (lv: LiquidVenue): number =>
  (
    lv.venue.db
      .prepare(
        `SELECT COUNT(*) AS n FROM trades t
         WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = t.taker_order_id)
            OR NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = t.maker_order_id)`,
      )
      .get() as { n: number }
  ).n;

async function tick(lv: LiquidVenue, liquidity: Liquidity, ticks: number): Promise<void> {
  for (let i = 0; i < ticks; i++) {
    lv.clock.ms += 1_000;
    liquidity.tick();
    await lv.venue.trading.committed();
  }
}

describe('simulated liquidity: pruning canceled quotes', () => {
  it('deletes the quotes the agents canceled unmatched, a while after the cancel, and nothing else', async () => {
    lv = await startLiquidVenue({ volatility: 1, takerChance: 1, pruneAfterMs: MINUTE });
    const agents = new Set(lv.liquidity.agentAddresses());
    // A trader's own canceled order is not the agents' to delete.
    const alice = await new TestTrader(lv.venue, 'alice').init(100);
    const placed = await alice.place({
      tokenId: tokenIdOf(204, 0),
      side: 'BUY',
      price: 0.02,
      size: 5,
    });
    expect((await alice.request('DELETE', '/order', { orderID: placed.orderID })).statusCode).toBe(
      200,
    );
    await lv.run(30);
    const early = orderRows(lv);
    const due = unmatchedCancels(early, agents);
    expect(due.length).toBeGreaterThan(30);
    // What must stay: filled or partly filled orders, and everyone else's.
    const kept = early.filter(
      (row) => !agents.has(row.owner_address) || row.matched_micros > 0 || row.status === 'MATCHED',
    );
    expect(kept.some((row) => row.owner_address === alice.address.toLowerCase())).toBe(true);
    expect(kept.filter((row) => row.status === 'CANCELED').length).toBeGreaterThan(0);

    await lv.run(100);
    const late = orderRows(lv);
    const present = new Set(late.map((row) => row.hash));
    expect(due.filter((row) => present.has(row.hash))).toEqual([]);
    expect(kept.filter((row) => !present.has(row.hash))).toEqual([]);
    expect(orphanTrades(lv)).toBe(0);
    // The newest cancels wait their minute (and the next prune).
    const waiting = unmatchedCancels(late, agents);
    expect(waiting.length).toBeGreaterThan(0);
    const oldest = new Date(lv.clock.ms - 2 * MINUTE).toISOString();
    expect(waiting.filter((row) => row.updated_at < oldest)).toEqual([]);
    const pruned = lv.liquidity.stats().prunedOrders;
    expect(pruned).toBeGreaterThanOrEqual(due.length);
    expect(late.length + pruned).toBe(lv.liquidity.stats().ordersPosted + 1);
  });

  it('sweeps the quotes an earlier run canceled once this run is as old; public data stays', async () => {
    lv = await startLiquidVenue({ volatility: 1, takerChance: 1 });
    const agents = lv.liquidity.agentAddresses();
    await lv.run(30);
    lv.liquidity.stop();
    await lv.venue.trading.committed();
    const leftBehind = unmatchedCancels(orderRows(lv), new Set(agents));
    expect(leftBehind.length).toBeGreaterThan(60);
    const publicData = async () => {
      const answers = [];
      for (const agent of agents) {
        for (const path of ['/trades', '/activity']) {
          const response = await lv!.venue.app.inject(`${path}?user=${agent}&limit=500`);
          expect(response.statusCode).toBe(200);
          answers.push(response.json() as unknown[]);
        }
      }
      return answers;
    };
    const before = await publicData();
    expect(before.flat().length).toBeGreaterThan(20);

    // Still fair values and no takers: this run cancels nothing of its own.
    const again = lv.restart({ takerChance: 0, volatility: 0, pruneAfterMs: MINUTE });
    again.start();
    try {
      const present = () => {
        const hashes = new Set(orderRows(lv!).map((row) => row.hash));
        return leftBehind.filter((row) => hashes.has(row.hash)).length;
      };
      await tick(lv, again, 59);
      expect(present()).toBe(leftBehind.length);
      await tick(lv, again, 62);
      expect(present()).toBe(0);
      expect(again.stats().prunedOrders).toBe(leftBehind.length);
      expect(orphanTrades(lv)).toBe(0);
      expect(await publicData()).toEqual(before);
    } finally {
      again.stop();
    }
  });
});
