import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionIdOf } from '../../support/catalog-fixture.js';
import {
  asset,
  no,
  quoteWithoutTrading,
  startScenario,
  tradeBasicFills,
  yes,
  type Scenario,
} from './scenario.js';

// The venue's Position fields (its public documentation and official clients).
const POSITION_FIELDS = [
  'proxyWallet',
  'asset',
  'conditionId',
  'size',
  'avgPrice',
  'initialValue',
  'currentValue',
  'cashPnl',
  'percentPnl',
  'totalBought',
  'realizedPnl',
  'percentRealizedPnl',
  'curPrice',
  'redeemable',
  'mergeable',
  'title',
  'slug',
  'icon',
  'eventId',
  'eventSlug',
  'outcome',
  'outcomeIndex',
  'oppositeOutcome',
  'oppositeAsset',
  'endDate',
  'negativeRisk',
].sort();

interface Held {
  asset: string;
  size: number;
  [key: string]: number | string | boolean;
}

let s: Scenario;
/**
 * After the basic fills, dave quotes both markets without trading: 204 Yes bid 0.54 / ask 0.56
 * (his No bid at 0.44), 205 Yes bid 0.31 / ask 0.33. The marks are the books' midpoints.
 * alice holds 5 Yes of 204 (cost 2.00 after selling 5 of 10 bought at 0.40, +0.50 realized)
 * and 20 No of 205 (cost 14.00); bob holds 5 No and 5 Yes of 204.
 */
beforeAll(async () => {
  s = await startScenario();
  await tradeBasicFills(s);
  await quoteWithoutTrading(s, 204, 0.54);
  await quoteWithoutTrading(s, 205, 0.31);
});
afterAll(async () => {
  await s.venue.close();
});

const positions = (query = '', user = s.alice.address) =>
  s.list<Held>(`/positions?user=${user}${query}`);
const assets = (rows: readonly Held[]) => rows.map((row) => row.asset);

describe('GET /positions', () => {
  it("answers a wallet's holdings with the venue's fields, marked to the live book", async () => {
    const rows = await positions();
    expect(rows.map((row) => Object.keys(row).sort())).toEqual([POSITION_FIELDS, POSITION_FIELDS]);
    expect(rows).toEqual([
      {
        proxyWallet: s.alice.address.toLowerCase(),
        asset: asset(205, 1),
        conditionId: conditionIdOf(205),
        size: 20,
        avgPrice: 0.7,
        initialValue: 14,
        currentValue: 13.6,
        cashPnl: -0.4,
        percentPnl: -2.8571,
        totalBought: 20,
        realizedPnl: 0,
        percentRealizedPnl: 0,
        curPrice: 0.68,
        redeemable: false,
        mergeable: false,
        title: 'Question of market 205?',
        slug: 'market-205',
        icon: expect.any(String),
        eventId: '102',
        eventSlug: 'senate-control',
        outcome: 'No',
        outcomeIndex: 1,
        oppositeOutcome: 'Yes',
        oppositeAsset: asset(205, 0),
        endDate: expect.stringMatching(/^2026-11-03/),
        negativeRisk: false,
      },
      expect.objectContaining({
        asset: asset(204, 0),
        size: 5,
        avgPrice: 0.4,
        initialValue: 2,
        currentValue: 2.75,
        cashPnl: 0.75,
        percentPnl: 37.5,
        totalBought: 10,
        realizedPnl: 0.5,
        percentRealizedPnl: 12.5,
        curPrice: 0.55,
        outcome: 'Yes',
        oppositeOutcome: 'No',
      }),
    ]);
  });

  it('follows the book as it moves', async () => {
    s.at(8);
    const order = await s.dave.place({ tokenId: yes(204), side: 'BUY', price: 0.55, size: 5 });
    const [moved] = await positions(`&market=${conditionIdOf(204)}`);
    expect(moved).toMatchObject({ curPrice: 0.555, currentValue: 2.775, cashPnl: 0.775 });
    const cancel = await s.dave.request('DELETE', '/order', { orderID: order.orderID });
    expect(cancel.statusCode).toBe(200);
    const [back] = await positions(`&market=${conditionIdOf(204)}`);
    expect(back).toMatchObject({ curPrice: 0.55 });
  });

  it('sorts by the chosen key in the chosen direction', async () => {
    expect(assets(await positions('&sortBy=TOKENS&sortDirection=ASC'))).toEqual([
      asset(204, 0),
      asset(205, 1),
    ]);
    expect(assets(await positions('&sortBy=CASHPNL'))).toEqual([asset(204, 0), asset(205, 1)]);
    expect(assets(await positions('&sortBy=PRICE'))).toEqual([asset(205, 1), asset(204, 0)]);
    expect(assets(await positions('&sortBy=AVGPRICE&sortDirection=ASC'))).toEqual([
      asset(204, 0),
      asset(205, 1),
    ]);
    expect(assets(await positions('&sortBy=TITLE&sortDirection=ASC'))).toEqual([
      asset(204, 0),
      asset(205, 1),
    ]);
  });

  it('filters by market, event, title and size, and pages', async () => {
    expect(assets(await positions(`&market=${conditionIdOf(204)}`))).toEqual([asset(204, 0)]);
    expect(assets(await positions('&eventId=102'))).toHaveLength(2);
    expect(await positions('&eventId=103,104')).toEqual([]);
    expect(assets(await positions('&title=MARKET%20205'))).toEqual([asset(205, 1)]);
    expect(assets(await positions('&sizeThreshold=5.5'))).toEqual([asset(205, 1)]);
    expect(assets(await positions('&sizeThreshold=0'))).toHaveLength(2);
    expect(assets(await positions('&limit=1&offset=1'))).toEqual([asset(204, 0)]);
    expect(await positions('&limit=0')).toEqual([]);
  });

  it('marks a market whose both outcomes the wallet holds as mergeable; nothing is redeemable', async () => {
    const bobs = await positions('', s.bob.address);
    expect(bobs.map((row) => [row.asset, row.mergeable])).toEqual([
      [asset(204, 0), true],
      [asset(204, 1), true],
    ]);
    expect(await positions('&mergeable=true')).toEqual([]);
    expect(await positions('&mergeable=true', s.bob.address)).toHaveLength(2);
    expect(await positions('&redeemable=true', s.bob.address)).toEqual([]);
  });

  it('answers an empty list for a wallet that holds nothing', async () => {
    expect(await positions('', s.dave.address)).toEqual([]);
    expect(await positions('', '0x' + '12'.repeat(20))).toEqual([]);
  });

  it('answers 400 naming the parameter', async () => {
    const cases: [string, string][] = [
      ['/positions', 'user'],
      ['/positions?user=0x12', 'user'],
      [`/positions?user=${s.alice.address}&limit=501`, 'limit'],
      [`/positions?user=${s.alice.address}&offset=10001`, 'offset'],
      [`/positions?user=${s.alice.address}&sizeThreshold=-1`, 'sizeThreshold'],
      [`/positions?user=${s.alice.address}&sortBy=SIZE`, 'sortBy'],
      [`/positions?user=${s.alice.address}&eventId=0`, 'eventId'],
      [`/positions?user=${s.alice.address}&market=${conditionIdOf(204)}&eventId=102`, 'eventId'],
    ];
    for (const [url, name] of cases) {
      const { status, body } = await s.get(url);
      expect(status, url).toBe(400);
      expect((body as { error: string }).error, url).toContain(name);
    }
  });
});

describe('the public-data mount', () => {
  it('answers the positions with the decimal token ids, as the venue does', async () => {
    const rows = await s.list<Held>(`/data/positions?user=${s.alice.address}`);
    expect(rows.map((row) => [row.asset, row.oppositeAsset])).toEqual([
      [no(205), yes(205)],
      [yes(204), no(204)],
    ]);
    expect(await s.list(`/data/value?user=${s.alice.address}`)).toEqual(
      await s.list(`/value?user=${s.alice.address}`),
    );
    expect((await s.get(`/data/traded?user=${s.alice.address}`)).body).toMatchObject({ traded: 2 });
  });
});

describe('OpenAPI', () => {
  it('documents every route with its bounds', async () => {
    const document = (await s.get('/openapi.json')).body as {
      paths: Record<string, { get: { parameters: { name: string; schema: object }[] } }>;
    };
    const routes = ['/positions', '/value', '/traded', '/holders', '/oi', '/live-volume'];
    routes.push('/v1/market-positions', '/v1/leaderboard', '/public-profile');
    for (const path of routes) expect(document.paths[path]?.get, path).toBeDefined();
    const parameter = (path: string, name: string) =>
      document.paths[path]?.get.parameters.find((p) => p.name === name)?.schema;
    expect(parameter('/positions', 'limit')).toMatchObject({
      minimum: 0,
      maximum: 500,
      default: 100,
    });
    expect(parameter('/positions', 'sizeThreshold')).toMatchObject({ minimum: 0, default: 1 });
    expect(parameter('/holders', 'limit')).toMatchObject({ maximum: 20, default: 20 });
    expect(parameter('/v1/leaderboard', 'limit')).toMatchObject({ minimum: 1, maximum: 50 });
  });
});

describe('GET /value and GET /traded', () => {
  it("sums the wallet's current values", async () => {
    expect(await s.list(`/value?user=${s.alice.address}`)).toEqual([
      { user: s.alice.address.toLowerCase(), value: 16.35 },
    ]);
    expect(await s.list(`/value?user=${s.alice.address}&market=${conditionIdOf(204)}`)).toEqual([
      { user: s.alice.address.toLowerCase(), value: 2.75 },
    ]);
    expect(await s.list(`/value?user=${s.dave.address}`)).toEqual([
      { user: s.dave.address.toLowerCase(), value: 0 },
    ]);
  });

  it('counts the markets a wallet has traded', async () => {
    const traded = async (user: string) => (await s.get(`/traded?user=${user}`)).body;
    expect(await traded(s.alice.address)).toEqual({
      user: s.alice.address.toLowerCase(),
      traded: 2,
    });
    expect(await traded(s.bob.address)).toEqual({ user: s.bob.address.toLowerCase(), traded: 1 });
    expect(await traded(s.dave.address)).toEqual({ user: s.dave.address.toLowerCase(), traded: 0 });
    expect((await s.get('/traded')).status).toBe(400);
  });
});
