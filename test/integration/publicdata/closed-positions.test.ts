import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionIdOf } from '../../support/catalog-fixture.js';
import type { TestTrader } from '../../support/venue.js';
import {
  T0,
  asset,
  no,
  resolveAt,
  startScenario,
  tradeBasicFills,
  yes,
  type Scenario,
} from './scenario.js';

// The "Closed position" field list of the specification.
const CLOSED_POSITION_FIELDS = [
  'proxyWallet',
  'asset',
  'conditionId',
  'size',
  'avgPrice',
  'initialValue',
  'currentValue',
  'cashPnl',
  'totalBought',
  'realizedPnl',
  'percentPnl',
  'percentRealizedPnl',
  'curPrice',
  'redeemable',
  'mergeable',
  'title',
  'slug',
  'icon',
  'eventSlug',
  'outcome',
  'oppositeOutcome',
  'oppositeAsset',
  'outcomeIndex',
  'timestamp',
  'endDate',
].sort();

interface Closed {
  asset: string;
  realizedPnl: number;
  initialValue: number;
  [key: string]: number | string | boolean;
}

let s: Scenario;
/**
 * After the basic fills: 204 resolves Yes at T0+7; alice sells her 20 No of 205 to dave at
 * 0.75 (T0+9, 205 stays open); on 206 (taker fees) bob buys No from carol's Yes bid at 0.50
 * (T0+11), then 206 resolves No (T0+12).
 */
beforeAll(async () => {
  s = await startScenario();
  await tradeBasicFills(s);
  await resolveAt(s, 7, 204, 0);
  s.at(8);
  await s.alice.place({ tokenId: no(205), side: 'SELL', price: 0.75, size: 20 });
  s.at(9);
  await s.dave.place({ tokenId: no(205), side: 'BUY', price: 0.75, size: 20 });
  s.at(10);
  await s.carol.place({ tokenId: yes(206), side: 'BUY', price: 0.5, size: 10 });
  s.at(11);
  await s.bob.place({ tokenId: no(206), side: 'BUY', price: 0.5, size: 10 });
  await resolveAt(s, 12, 206, 1);
});
afterAll(async () => {
  await s.venue.close();
});

const closed = (query = '', trader: TestTrader = s.alice) =>
  s.list<Closed>(`/closed-positions?user=${trader.address}${query}`);
const assets = (rows: readonly Closed[]) => rows.map((row) => row.asset);

const microsOf = (value: number) => Math.round(value * 1e6);

const FEES_PAID = `SELECT
    COALESCE(SUM(CASE WHEN t.taker_account_id = a.id AND t.taker_token_index = @outcome
      THEN t.taker_fee_micros ELSE 0 END), 0) +
    COALESCE(SUM(CASE WHEN t.maker_account_id = a.id AND t.maker_token_index = @outcome
      THEN t.maker_fee_micros ELSE 0 END), 0) AS fees
  FROM trades t JOIN markets m ON m.id = t.market_id, accounts a
  WHERE a.address = @address AND m.condition_id = @conditionId`;

/** What the wallet's fills and redemptions of one asset paid out, minus their cost and fees. */
async function cashFlowMicros(trader: TestTrader, assetId: string): Promise<number> {
  const rows = await s.list<{ side: string; asset: string; usdcSize: number }>(
    `/activity?user=${trader.address}&limit=500`,
  );
  const flow = rows
    .filter((row) => row.asset === assetId)
    .reduce((sum, row) => sum + (row.side === 'BUY' ? -1 : 1) * microsOf(row.usdcSize), 0);
  const [conditionId, outcome] = assetId.split(':');
  const { fees } = s.venue.db.prepare(FEES_PAID).get({
    address: trader.address.toLowerCase(),
    conditionId,
    outcome: Number(outcome),
  }) as { fees: number };
  return flow - fees;
}

describe('GET /closed-positions', () => {
  it('lists resolved and fully sold positions, best realized PnL first', async () => {
    const rows = await closed();
    expect(assets(rows)).toEqual([asset(204, 0), asset(205, 1)]);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(CLOSED_POSITION_FIELDS);
    expect(rows[0]).toEqual({
      proxyWallet: s.alice.address.toLowerCase(),
      asset: asset(204, 0),
      conditionId: conditionIdOf(204),
      size: 0,
      avgPrice: 0.4,
      initialValue: 4,
      currentValue: 0,
      cashPnl: 3.5,
      totalBought: 10,
      realizedPnl: 3.5,
      percentPnl: 87.5,
      percentRealizedPnl: 87.5,
      curPrice: 1,
      redeemable: false,
      mergeable: false,
      title: 'Question of market 204?',
      slug: 'market-204',
      icon: 'http://127.0.0.1:9999/assets/icons/market-204.svg',
      eventSlug: 'senate-control',
      outcome: 'Yes',
      oppositeOutcome: 'No',
      oppositeAsset: asset(204, 1),
      outcomeIndex: 0,
      timestamp: T0 + 7,
      endDate: '2026-11-03T00:00:00.000Z',
    });
    // Sold down to nothing while the market is open: priced at the last fill.
    expect(rows[1]).toMatchObject({
      avgPrice: 0.7,
      totalBought: 20,
      realizedPnl: 1,
      curPrice: 0.75,
      outcome: 'No',
      oppositeOutcome: 'Yes',
      oppositeAsset: asset(205, 0),
      timestamp: T0 + 9,
    });
  });

  it('leaves open positions out', async () => {
    // carol still holds 20 Yes of 205.
    expect(assets(await closed('', s.carol))).toEqual([asset(204, 1), asset(206, 0)]);
    expect(await closed('', s.dave)).toEqual([]);
    expect(await s.list(`/closed-positions?user=0x${'56'.repeat(20)}`)).toEqual([]);
  });

  it('reports PnL that adds up with the fills, fees and payouts', async () => {
    for (const trader of [s.alice, s.bob, s.carol]) {
      const rows = await closed('&limit=50', trader);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(microsOf(row.realizedPnl), row.asset).toBe(await cashFlowMicros(trader, row.asset));
        expect(row['cashPnl']).toBe(row.realizedPnl);
        expect(row['percentRealizedPnl']).toBeCloseTo(
          (row.realizedPnl / row.initialValue) * 100,
          9,
        );
      }
    }
    // bob paid a taker fee on 206: his No there earned less than the 5 it would without.
    const bob206 = (await closed('', s.bob)).find((row) => row.asset === asset(206, 1));
    expect(bob206?.realizedPnl).toBeLessThan(5);
    // Everything alice and bob ever held is closed: their PnL is their balance change.
    for (const trader of [s.alice, s.bob]) {
      const total = (await closed('&limit=50', trader)).reduce(
        (sum, row) => sum + microsOf(row.realizedPnl),
        0,
      );
      const balance = s.venue.db
        .prepare<[string], { collateral_micros: number }>(
          'SELECT collateral_micros FROM accounts WHERE address = ?',
        )
        .get(trader.address.toLowerCase());
      expect(total).toBe((balance?.collateral_micros ?? 0) - 100_000_000);
    }
  });

  it.each([
    ['REALIZEDPNL', 'ASC', [asset(205, 1), asset(204, 0)]],
    ['TITLE', 'ASC', [asset(204, 0), asset(205, 1)]],
    ['TITLE', 'DESC', [asset(205, 1), asset(204, 0)]],
    ['PRICE', 'DESC', [asset(204, 0), asset(205, 1)]],
    ['PRICE', 'ASC', [asset(205, 1), asset(204, 0)]],
    ['AVGPRICE', 'DESC', [asset(205, 1), asset(204, 0)]],
    ['AVGPRICE', 'ASC', [asset(204, 0), asset(205, 1)]],
    ['TIMESTAMP', 'DESC', [asset(205, 1), asset(204, 0)]],
    ['TIMESTAMP', 'ASC', [asset(204, 0), asset(205, 1)]],
  ])('sorts by %s %s', async (sortBy, direction, expected) => {
    expect(assets(await closed(`&sortBy=${sortBy}&sortDirection=${direction}`))).toEqual(expected);
  });

  it('sorts the default by realized PnL, descending', async () => {
    const bob = await closed('', s.bob);
    expect(assets(bob)).toHaveLength(3);
    const pnl = bob.map((row) => row.realizedPnl);
    expect(pnl).toEqual([...pnl].sort((a, b) => b - a));
    expect(await closed('&sortBy=REALIZEDPNL&sortDirection=DESC', s.bob)).toEqual(bob);
  });

  it('filters by markets and by a title substring', async () => {
    const [c204, c205, c206] = [204, 205, 206].map(conditionIdOf);
    expect(assets(await closed(`&market=${c205}`))).toEqual([asset(205, 1)]);
    expect(assets(await closed(`&market=${c205},${c204}`))).toHaveLength(2);
    expect(assets(await closed(`&market=${c204}&market=${c206}`, s.bob))).toEqual(
      expect.arrayContaining([asset(204, 0), asset(204, 1), asset(206, 1)]),
    );
    expect(await closed(`&market=${c206}`)).toEqual([]);
    expect(assets(await closed('&title=market%20205'))).toEqual([asset(205, 1)]);
    expect(assets(await closed('&title=MARKET%20204'))).toEqual([asset(204, 0)]);
    expect(await closed('&title=%25')).toEqual([]);
    expect(await closed(`&title=${'q'.repeat(100)}`)).toEqual([]);
    expect(await closed('&title=')).toHaveLength(2);
  });

  it('pages with limit and offset within their bounds', async () => {
    const all = await closed();
    expect(await closed('&limit=1')).toEqual(all.slice(0, 1));
    expect(await closed('&limit=1&offset=1')).toEqual(all.slice(1));
    expect(await closed('&limit=0')).toEqual([]);
    expect(await closed('&limit=50&offset=100000')).toEqual([]);
  });

  it('answers ten positions by default', async () => {
    // erin ends up with both outcomes of six resolved markets: twelve closed positions.
    const [erin, frank] = [await s.trader('erin', 100), await s.trader('frank', 100)];
    let second = 20;
    for (const marketId of [201, 202, 207, 208, 209, 210]) {
      s.at((second += 1));
      await erin.place({ tokenId: yes(marketId), side: 'BUY', price: 0.5, size: 5 });
      s.at((second += 1));
      await frank.place({ tokenId: no(marketId), side: 'BUY', price: 0.5, size: 5 });
      s.at((second += 1));
      await frank.place({ tokenId: no(marketId), side: 'SELL', price: 0.5, size: 5 });
      s.at((second += 1));
      await erin.place({ tokenId: no(marketId), side: 'BUY', price: 0.5, size: 5 });
      await resolveAt(s, (second += 1), marketId, 0);
    }
    const all = await closed('&limit=50', erin);
    expect(all).toHaveLength(12);
    expect(await closed('', erin)).toEqual(all.slice(0, 10));
    expect(await closed('&offset=10', erin)).toEqual(all.slice(10));
    // frank sold what he bought at cost: closed at zero PnL before the resolutions.
    expect((await closed('&limit=50', frank)).map((row) => row.realizedPnl)).toEqual(
      Array(6).fill(0),
    );
  });

  it.each([
    ['', 'user'],
    ['user=0x12', 'user'],
    [`user=0x${'12'.repeat(20)}&limit=51`, 'limit'],
    [`user=0x${'12'.repeat(20)}&limit=-1`, 'limit'],
    [`user=0x${'12'.repeat(20)}&offset=100001`, 'offset'],
    [`user=0x${'12'.repeat(20)}&sortBy=SIZE`, 'sortBy'],
    [`user=0x${'12'.repeat(20)}&sortBy=title`, 'sortBy'],
    [`user=0x${'12'.repeat(20)}&sortDirection=down`, 'sortDirection'],
    [`user=0x${'12'.repeat(20)}&title=${'q'.repeat(101)}`, 'title'],
    [`user=0x${'12'.repeat(20)}&market=0x12`, 'market'],
  ])('answers 400 naming the parameter for "%s"', async (query, parameter) => {
    const { status, body } = await s.get(`/closed-positions?${query}`);
    expect(status).toBe(400);
    expect((body as { error: string }).error).toMatch(new RegExp(`^${parameter}\\b`));
  });
});
