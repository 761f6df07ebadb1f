import { AssetType, ClobClient } from '@polymarket/clob-client-v2';
import { createWalletClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { polygon } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownExchanges, type ApiCredentials } from '../../../server/auth/index.js';
import type { ServiceAppParts } from '../../support/service-app.js';
import { createRateLimiter } from '../../../server/limits/index.js';
import { createAccountViews } from '../../../server/trading/index.js';
import { startTestService, type TestService } from '../../support/app.js';
import { conditionIdOf, fillCatalogFixture, tokenIdOf } from '../../support/catalog-fixture.js';
import { createKey, l2Headers, testWallet } from '../../support/credentials.js';
import { createLedgerRows, type OrderRow } from '../../support/ledger-rows.js';

const EXCHANGES = knownExchanges[137]!;
const alice = testWallet('account-routes alice');
const bob = testWallet('account-routes bob');

let service: TestService;
let aliceKey: ApiCredentials;
let aliceOrder: OrderRow;
let bobOrder: OrderRow;
let tradeId: string;
let manyOrders: string[];

beforeAll(async () => {
  // startTestService runs `fill` before it builds the app from `deps`.
  const deps: Partial<ServiceAppParts> = {
    limiter: createRateLimiter([
      { scope: 'order-book', limit: 5_000, windowMs: 10_000 },
      { scope: 'data-trades', limit: 150, windowMs: 10_000 },
    ]),
  };
  service = await startTestService((db) => {
    fillCatalogFixture(db);
    deps.accountViews = createAccountViews(db, EXCHANGES);
  }, deps);
  aliceKey = await createKey(service, alice);
  const rows = createLedgerRows(service.db);
  rows.collateral(alice.address, 50_000_000, 12_500_000);
  rows.position(alice.address, 204, 1, 3_000_000);
  aliceOrder = rows.order({
    owner: alice.address,
    apiKey: aliceKey.apiKey,
    marketId: 204,
    outcomeIndex: 0,
    side: 'BUY',
    priceTicks: 5500,
    sizeMicros: 10_000_000,
    builder: '0x' + '42'.repeat(32),
  });
  bobOrder = rows.order({
    owner: bob.address,
    marketId: 204,
    outcomeIndex: 0,
    side: 'SELL',
    priceTicks: 5500,
    sizeMicros: 2_000_000,
    status: 'MATCHED',
  });
  // Enough open orders in market 201 for the official client to page twice.
  manyOrders = Array.from({ length: 130 }, () =>
    rows.order({
      owner: alice.address,
      apiKey: aliceKey.apiKey,
      marketId: 201,
      outcomeIndex: 1,
      side: 'BUY',
      priceTicks: 100,
      sizeMicros: 5_000_000,
    }),
  ).map((order) => order.hash);
  tradeId = rows.trade({
    taker: bobOrder,
    maker: aliceOrder,
    sizeMicros: 2_000_000,
    matchTime: '2025-05-01T00:00:00.000Z',
  }).tradeId;
});
afterAll(() => service.close());

/** GET signed with Alice's key; the signature covers the path without its query. */
const get = (url: string, signed = true) =>
  service.app.inject({
    method: 'GET',
    url,
    headers: signed ? l2Headers(aliceKey, alice.address, 'GET', url) : {},
  });

const ROUTES = [
  '/data/orders',
  `/data/order/${'0x' + '1'.repeat(64)}`,
  '/data/trades',
  '/balance-allowance?asset_type=COLLATERAL',
];

describe('account routes', () => {
  it('answer 401 JSON without L2 headers', async () => {
    for (const url of ROUTES) {
      const response = await get(url, false);
      expect(response.statusCode, url).toBe(401);
      expect(Object.keys(response.json())).toEqual(['error']);
    }
  });

  it("GET /data/orders pages the caller's open orders", async () => {
    const response = await get(`/data/orders?market=${conditionIdOf(204)}&next_cursor=MA==`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ next_cursor: 'LTE=', limit: 100, count: 1 });
    expect(body.data[0]).toMatchObject({
      id: aliceOrder.hash,
      owner: aliceKey.apiKey,
      price: '0.55',
      associateTrades: [tradeId],
      original_size: '10',
    });
    const bad = await get('/data/orders?next_cursor=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^next_cursor /);
    const badMarket = await get('/data/orders?market=204');
    expect(badMarket.statusCode).toBe(400);
    expect(badMarket.json().error).toMatch(/^market /);
  });

  it('GET /data/order/{id} answers the order, at the top level and under order', async () => {
    const response = await get(`/data/order/${aliceOrder.hash}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.order).toMatchObject({
      id: aliceOrder.hash,
      status: 'LIVE',
      assetId: tokenIdOf(204, 0),
    });
    expect(body.id).toBe(aliceOrder.hash);
    const other = await get(`/data/order/${bobOrder.hash}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'order not found' });
  });

  it('GET /data/trades answers the paged envelope and counts against data-trades', async () => {
    const response = await get(`/data/trades?id=${tradeId}&maker=${alice.address}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: [{ id: tradeId, type: 'MAKER', maker_orders: [{ owner: aliceKey.apiKey }] }],
      next_cursor: 'LTE=',
      count: 1,
    });
    expect((await get('/data/trades?before=soon')).statusCode).toBe(400);
    // The binding rule names itself in the RateLimit headers: data-trades is the tighter one.
    expect((await get('/data/trades')).headers['ratelimit-limit']).toBe('150');
    expect((await get('/data/orders')).headers['ratelimit-limit']).toBe('5000');
  });

  it('GET /builder/trades pages the fills of a builder code without authentication', async () => {
    const code = '0x' + '42'.repeat(32);
    const response = await get(`/builder/trades?builder_code=${code}`, false);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ next_cursor: 'LTE=', limit: 100, count: 1 });
    expect(body.data.map((trade: { id: string }) => trade.id)).toEqual([tradeId]);
    // Every field of the venue's builder trade goes out: the answer schema names them all.
    expect(body.data[0]).toEqual({
      id: tradeId,
      tradeType: 'MAKER',
      takerOrderHash: bobOrder.hash,
      builder: '',
      builderCode: code,
      market: conditionIdOf(204),
      assetId: aliceOrder.tokenId,
      side: 'BUY',
      size: '2',
      sizeUsdc: '1.1',
      price: '0.55',
      status: 'TRADE_STATUS_CONFIRMED',
      outcome: 'Yes',
      outcomeIndex: 0,
      owner: aliceKey.apiKey,
      maker: alice.address.toLowerCase(),
      transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      matchTime: String(Date.parse('2025-05-01T00:00:00.000Z') / 1000),
      bucketIndex: 0,
      fee: '0',
      feeUsdc: '0',
      builderFee: '0',
      createdAt: '2025-05-01T00:00:00.000Z',
      updatedAt: '2025-05-01T00:00:00.000Z',
    });
    const mounted = await get(`/clob/builder/trades?builder_code=${code}`, false);
    expect(mounted.json()).toEqual(body);
    const other = await get(`/builder/trades?builder_code=0x${'43'.repeat(32)}`, false);
    expect(other.json()).toEqual({ data: [], next_cursor: 'LTE=', limit: 100, count: 0 });
    for (const url of ['/builder/trades', '/builder/trades?builder_code=0x42']) {
      const bad = await get(url, false);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().error).toMatch(/builder_code/);
    }
  });

  it('GET /balance-allowance answers available collateral and shares', async () => {
    const collateral = await get('/balance-allowance?asset_type=COLLATERAL&signature_type=0');
    expect(collateral.statusCode, collateral.body).toBe(200);
    expect(collateral.json()).toEqual({
      balance: '37500000',
      allowances: {
        [EXCHANGES.standard]: (2n ** 256n - 1n).toString(),
        [EXCHANGES.negRisk]: (2n ** 256n - 1n).toString(),
      },
    });
    const shares = await get(
      `/balance-allowance?asset_type=CONDITIONAL&token_id=${tokenIdOf(204, 1)}`,
    );
    expect(shares.json().balance).toBe('3000000');
    const missing = await get('/balance-allowance?asset_type=CONDITIONAL');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/^token_id /);
  });
});

describe('the official client against the account routes', () => {
  it('reads open orders (paging to LTE=), one order, trades and the balance', async () => {
    const host = await service.app.listen({ host: '127.0.0.1', port: 0 });
    const signer = createWalletClient({
      account: privateKeyToAccount(alice.privateKey as `0x${string}`),
      chain: polygon,
      transport: http(host),
    });
    const client = new ClobClient({
      host,
      chain: 137,
      signer,
      creds: {
        key: aliceKey.apiKey,
        secret: aliceKey.secret,
        passphrase: aliceKey.passphrase,
      },
    });

    const open = await client.getOpenOrders();
    expect(open.map((order) => order.id)).toEqual([aliceOrder.hash, ...manyOrders]);
    const only201 = await client.getOpenOrders({ market: conditionIdOf(201) });
    expect(only201).toHaveLength(130);
    expect(only201[0]).toMatchObject({ original_size: '5', price: '0.01', order_type: 'GTC' });

    const one = await client.getOrder(aliceOrder.hash);
    expect(one).toMatchObject({ id: aliceOrder.hash, associate_trades: [tradeId] });

    const trades = await client.getTrades();
    expect(trades.map((trade) => [trade.id, trade.trader_side])).toEqual([[tradeId, 'MAKER']]);
    expect(await client.getTrades({ id: 'unknown-trade' })).toEqual([]);

    const balance = await client.getBalanceAllowance({ asset_type: AssetType.COLLATERAL });
    expect(balance.balance).toBe('37500000');
  });
});
