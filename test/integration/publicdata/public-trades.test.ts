import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionIdOf } from '../../support/catalog-fixture.js';
import { T0, asset, startScenario, tradeBasicFills, type Scenario } from './scenario.js';

// The "Trade fill" field list of the specification.
const TRADE_FIELDS = [
  'proxyWallet',
  'side',
  'asset',
  'conditionId',
  'size',
  'price',
  'timestamp',
  'usdcSize',
  'title',
  'slug',
  'icon',
  'eventSlug',
  'outcome',
  'outcomeIndex',
  'name',
  'pseudonym',
  'bio',
  'profileImage',
  'profileImageOptimized',
  'transactionHash',
].sort();

interface Trade {
  proxyWallet: string;
  side: string;
  asset: string;
  size: number;
  price: number;
  usdcSize: number;
  timestamp: number;
  name: string;
  [key: string]: unknown;
}

let s: Scenario;
let wallet: Record<'alice' | 'bob' | 'carol', string>;
beforeAll(async () => {
  s = await startScenario();
  await tradeBasicFills(s);
  wallet = {
    alice: s.alice.address.toLowerCase(),
    bob: s.bob.address.toLowerCase(),
    carol: s.carol.address.toLowerCase(),
  };
});
afterAll(async () => {
  await s.venue.close();
});

const trades = (query = '') => s.list<Trade>(`/trades${query}`);
/** wallet side asset size@price, the parts of a row the ordering tests compare. */
const brief = (t: Trade) => {
  const who = Object.entries(wallet).find(([, address]) => address === t.proxyWallet)?.[0];
  return `${who} ${t.side} ${t.asset.slice(-5)} ${t.size}@${t.price}`;
};
const tail = (marketId: number, outcome: number) => asset(marketId, outcome).slice(-5);

describe('GET /trades', () => {
  it('lists taker sides newest first with the specification fields and types', async () => {
    const rows = await trades();
    expect(rows.map(brief)).toEqual([
      `alice BUY ${tail(205, 1)} 20@0.7`,
      `bob BUY ${tail(204, 0)} 5@0.5`,
      `carol BUY ${tail(204, 1)} 5@0.6`,
      `bob BUY ${tail(204, 1)} 5@0.6`,
    ]);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(TRADE_FIELDS);
      for (const key of ['size', 'price', 'usdcSize']) expect(typeof row[key]).toBe('number');
      expect(Number.isInteger(row.timestamp)).toBe(true);
      expect(Number.isInteger(row['outcomeIndex'])).toBe(true);
      expect(row['transactionHash']).toMatch(/^0x[0-9a-f]{64}$/);
    }
    expect(rows.map((row) => row.timestamp)).toEqual([T0 + 6, T0 + 4, T0 + 2, T0 + 1]);
  });

  it('describes the market, the outcome and the trader', async () => {
    const [latest, , , first] = await trades();
    expect(latest).toEqual({
      proxyWallet: wallet.alice,
      side: 'BUY',
      asset: `${conditionIdOf(205)}:1`,
      conditionId: conditionIdOf(205),
      size: 20,
      price: 0.7,
      timestamp: T0 + 6,
      usdcSize: 14,
      title: 'Question of market 205?',
      slug: 'market-205',
      icon: 'http://127.0.0.1:9999/assets/icons/market-205.svg',
      eventSlug: 'senate-control',
      outcome: 'No',
      outcomeIndex: 1,
      name: 'alice-trades',
      pseudonym: 'Quiet-Heron',
      bio: 'Buys the dip.',
      profileImage: 'http://127.0.0.1:9999/assets/icons/alice.svg',
      profileImageOptimized: 'http://127.0.0.1:9999/assets/icons/alice.svg',
      transactionHash: latest?.['transactionHash'],
    });
    // A wallet without a profile gets empty strings.
    expect(first).toMatchObject({
      proxyWallet: wallet.bob,
      outcome: 'No',
      name: '',
      pseudonym: '',
      bio: '',
      profileImage: '',
      profileImageOptimized: '',
    });
  });

  it('adds the maker side of every fill after its taker side with takerOnly=false', async () => {
    const rows = await trades('?takerOnly=false');
    expect(rows.map(brief)).toEqual([
      `alice BUY ${tail(205, 1)} 20@0.7`,
      `carol BUY ${tail(205, 0)} 20@0.3`,
      `bob BUY ${tail(204, 0)} 5@0.5`,
      `alice SELL ${tail(204, 0)} 5@0.5`,
      `carol BUY ${tail(204, 1)} 5@0.6`,
      `alice BUY ${tail(204, 0)} 5@0.4`,
      `bob BUY ${tail(204, 1)} 5@0.6`,
      `alice BUY ${tail(204, 0)} 5@0.4`,
    ]);
    // Both sides of a fill settle in the same transaction.
    expect(rows[0]?.['transactionHash']).toBe(rows[1]?.['transactionHash']);
    expect(await trades('?takerOnly=true')).toHaveLength(4);
  });

  it('filters by wallet (any case) and by side', async () => {
    expect((await trades(`?user=${s.alice.address}`)).map(brief)).toEqual([
      `alice BUY ${tail(205, 1)} 20@0.7`,
    ]);
    expect((await trades(`?user=${wallet.alice}&takerOnly=false`)).map(brief)).toEqual([
      `alice BUY ${tail(205, 1)} 20@0.7`,
      `alice SELL ${tail(204, 0)} 5@0.5`,
      `alice BUY ${tail(204, 0)} 5@0.4`,
      `alice BUY ${tail(204, 0)} 5@0.4`,
    ]);
    expect((await trades('?side=SELL&takerOnly=false')).map(brief)).toEqual([
      `alice SELL ${tail(204, 0)} 5@0.5`,
    ]);
    expect(await trades('?side=SELL')).toEqual([]);
    expect(await trades(`?user=${s.dave.address}`)).toEqual([]);
    expect(await trades(`?user=0x${'12'.repeat(20)}`)).toEqual([]);
  });

  it('filters by markets, comma-joined or repeated', async () => {
    const [c204, c205] = [conditionIdOf(204), conditionIdOf(205)];
    expect((await trades(`?market=${c204}`)).map((t) => t.timestamp)).toEqual([
      T0 + 4,
      T0 + 2,
      T0 + 1,
    ]);
    expect(await trades(`?market=${c204},${c205}`)).toEqual(await trades());
    expect(await trades(`?market=${c205}&market=${c204}`)).toEqual(await trades());
    expect(await trades(`?market=${c205.toUpperCase().replace('0X', '0x')}`)).toHaveLength(1);
    expect(await trades(`?market=${conditionIdOf(211)}`)).toEqual([]);
    expect(await trades(`?market=0x${'0'.repeat(64)}`)).toEqual([]);
  });

  it('keeps fills of at least filterAmount collateral (CASH) or shares (TOKENS)', async () => {
    const cash = await trades('?filterType=CASH&filterAmount=3');
    expect(cash.map((t) => t.usdcSize)).toEqual([14, 3, 3]);
    expect(await trades('?filterType=CASH&filterAmount=3.000001')).toHaveLength(1);
    expect((await trades('?filterType=TOKENS&filterAmount=6')).map((t) => t.size)).toEqual([20]);
    expect(await trades('?filterType=TOKENS&filterAmount=0')).toHaveLength(4);
    const makers = await trades('?filterType=CASH&filterAmount=2.5&takerOnly=false');
    expect(makers.map((t) => t.usdcSize)).toEqual([14, 6, 2.5, 2.5, 3, 3]);
    expect(await trades('?filterType=TOKENS&filterAmount=1e30')).toEqual([]);
  });

  it('pages with limit and offset within their bounds', async () => {
    const all = await trades('?takerOnly=false');
    expect(await trades('?takerOnly=false&limit=3')).toEqual(all.slice(0, 3));
    expect(await trades('?takerOnly=false&limit=3&offset=2')).toEqual(all.slice(2, 5));
    expect(await trades('?takerOnly=false&offset=7')).toEqual(all.slice(7));
    expect(await trades('?limit=0')).toEqual([]);
    expect(await trades('?offset=10000')).toEqual([]);
    expect(await trades('?limit=10000')).toHaveLength(4);
  });

  it('is documented in the OpenAPI document with its bounds', async () => {
    const document = (await s.get('/openapi.json')).body as {
      paths: Record<string, { get: { parameters: { name: string; schema: object }[] } }>;
    };
    for (const path of ['/trades', '/activity', '/closed-positions']) {
      expect(document.paths[path]?.get).toBeDefined();
    }
    const limit = document.paths['/trades']?.get.parameters.find((p) => p.name === 'limit');
    expect(limit?.schema).toMatchObject({ minimum: 0, maximum: 10000, default: 100 });
  });

  it.each([
    ['limit=10001', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=2.5', 'limit'],
    ['offset=10001', 'offset'],
    ['offset=-1', 'offset'],
    ['offset=ten', 'offset'],
    ['takerOnly=maybe', 'takerOnly'],
    ['filterType=USD&filterAmount=1', 'filterType'],
    ['filterType=CASH', 'filterAmount'],
    ['filterAmount=5', 'filterType'],
    ['filterType=TOKENS&filterAmount=-1', 'filterAmount'],
    ['filterType=TOKENS&filterAmount=lots', 'filterAmount'],
    ['market=0x1234', 'market'],
    ['user=0x1234', 'user'],
    ['user=alice', 'user'],
    ['side=HOLD', 'side'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const { status, body } = await s.get(`/trades?${query}`);
    expect(status).toBe(400);
    expect((body as { error: string }).error).toMatch(new RegExp(`^${parameter}\\b`));
  });
});
