// A venue for trading tests: temp SQLite with the catalog fixture, auth, the trading service and
// the HTTP app; traders that sign orders with ethers (independent of server/auth's own code).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { join } from 'node:path';
import type { Wallet } from 'ethers';
import { expect } from 'vitest';
import { createAuth, FileMasterKeySource, masterKeyFile } from '../../server/auth/index.js';
import type { ApiCredentials, Auth } from '../../server/auth/index.js';
import { createCatalog, createCatalogWriter } from '../../server/catalog/index.js';
import { buildServiceApp } from './service-app.js';
import type { RateLimiter } from '../../server/limits/index.js';
import { createMarketData } from '../../server/marketdata/index.js';
import {
  createOrderBookMarketLists,
  startMarketStatistics,
  type MarketStatistics,
} from '../../server/marketdata/index.js';
import { createPublicData } from '../../server/publicdata/index.js';
import { createRewards, type Rewards } from '../../server/rewards/index.js';
import { openDatabase, type Database } from '../../server/storage/index.js';
import {
  createAccountViews,
  createTradingService,
  type TradingService,
} from '../../server/trading/index.js';
import { fillCatalogFixture } from './catalog-fixture.js';
import { CHAIN_ID, createKey, l2Headers, testWallet } from './credentials.js';
import {
  NEG_RISK_EXCHANGE,
  ORDER_TYPES,
  STANDARD_EXCHANGE,
  ZERO_BYTES32,
} from '../unit/auth/signing.js';
import { ensureAdminToken } from '../../server/config/admin-token.js';

export const EXCHANGES = { standard: STANDARD_EXCHANGE, negRisk: NEG_RISK_EXCHANGE };

export interface Venue {
  app: Awaited<ReturnType<typeof buildServiceApp>>;
  db: Database;
  dir: string;
  trading: TradingService;
  /** Liquidity rewards; `rewards.sample(ms)` takes one sample of the books (no timer runs). */
  rewards: Rewards;
  auth: Auth;
  /** The operator's bearer token for /venue/*. */
  adminToken: string;
  catalog: ReturnType<typeof createCatalog>;
  /** The catalog's trading statistics, computed from the venue (flush() writes them now). */
  marketStats: MarketStatistics;
  close(): Promise<void>;
}

/** Waits for the statistics' pass after start-up: readers then see every market's figures. */
export async function statisticsRolled(stats: MarketStatistics): Promise<void> {
  while (stats.leftToRoll() > 0) await nextTurn();
}

export async function startVenue(
  now?: () => number,
  limiter: RateLimiter | null = null,
  /** Runs on the database before any service uses it (e.g. to inject faults). */
  onDatabase?: (db: Database) => void,
): Promise<Venue> {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-venue-'));
  const db = openDatabase(join(dir, 'marketdesk.db'));
  fillCatalogFixture(db);
  onDatabase?.(db);
  const catalog = createCatalog(db, { assetBaseUrl: () => 'http://127.0.0.1:9999' });
  const auth = createAuth(db, { masterKey: new FileMasterKeySource(masterKeyFile(dir)) });
  const trading = createTradingService({
    db,
    auth,
    catalog,
    catalogWriter: createCatalogWriter(db),
    ...(now ? { now } : {}),
  });
  const accountViews = createAccountViews(db, auth.config.exchanges, auth.funders);
  const adminToken = ensureAdminToken(dir);
  const venue = { operations: trading.venue, adminToken };
  const { books, feed } = trading;
  const publicData = createPublicData({
    db,
    catalog,
    assetBaseUrl: () => 'http://127.0.0.1:9999',
    books,
    ...(now ? { now } : {}),
  });
  const marketData = createMarketData({ db, catalog, books, feed, ...(now ? { now } : {}) });
  const rewards = createRewards({
    db,
    funders: auth.funders,
    assetBaseUrl: () => 'http://127.0.0.1:9999',
    ...(now ? { now } : {}),
  });
  const app = await buildServiceApp({
    catalog,
    auth,
    trading,
    accountViews,
    limiter,
    venue,
    publicData,
    marketData,
    rewards,
    marketLists: createOrderBookMarketLists(db, { assetBaseUrl: () => 'http://127.0.0.1:9999' }),
  });
  const marketStats = startMarketStatistics({ db, catalog, trading, ...(now ? { now } : {}) });
  await statisticsRolled(marketStats);
  return {
    app,
    db,
    dir,
    trading,
    rewards,
    auth,
    adminToken,
    catalog,
    marketStats,
    async close() {
      marketStats.close();
      marketData.close();
      trading.stop();
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface OrderParams {
  tokenId: string;
  side: 'BUY' | 'SELL';
  /** Price per share in collateral units, e.g. 0.45. */
  price: number;
  /** Shares. */
  size: number;
  orderType?: 'GTC' | 'GTD' | 'FOK' | 'FAK';
  postOnly?: boolean;
  /** Unix seconds (GTD). */
  expiration?: number;
  /** Funder wallet (signatureType 1 or 2); the trader's own address otherwise. */
  maker?: string;
  signatureType?: number;
  /** A number, or a decimal string for salts beyond 2^53. */
  salt?: number | string;
  /** Signs for another chain or the other exchange contract (tests of refusals). */
  chainId?: number;
  negRisk?: boolean;
}

let saltCounter = 1;

/** A wallet with API credentials that signs and posts orders through the app. */
export class TestTrader {
  readonly wallet: Wallet;
  creds!: ApiCredentials;

  constructor(
    private readonly venue: Venue,
    seed: number | string,
  ) {
    this.wallet = testWallet(seed);
  }

  get address(): string {
    return this.wallet.address;
  }

  async init(funds = 0): Promise<this> {
    this.creds = await createKey({ app: this.venue.app } as never, this.wallet);
    if (funds > 0) this.venue.trading.venue.faucet(this.address, Math.round(funds * 1e6));
    return this;
  }

  async sign(params: OrderParams): Promise<Record<string, unknown>> {
    const found = this.venue.catalog.tradingMarketByToken(params.tokenId);
    const negRisk = params.negRisk ?? found?.market.negRisk ?? false;
    const priceTicks = Math.round(params.price * 10_000);
    const sizeMicros = Math.round(params.size * 1e6);
    const collateral = String((priceTicks * sizeMicros) / 10_000);
    const shares = String(sizeMicros);
    const order = {
      salt: params.salt ?? saltCounter++,
      maker: params.maker ?? this.address,
      signer: this.address,
      tokenId: params.tokenId,
      makerAmount: params.side === 'BUY' ? collateral : shares,
      takerAmount: params.side === 'BUY' ? shares : collateral,
      side: params.side === 'BUY' ? 0 : 1,
      signatureType: params.signatureType ?? 0,
      timestamp: String(Date.now()),
      metadata: ZERO_BYTES32,
      builder: ZERO_BYTES32,
    };
    const signature = await this.wallet.signTypedData(
      {
        name: 'Polymarket CTF Exchange',
        version: '2',
        chainId: params.chainId ?? CHAIN_ID,
        verifyingContract: negRisk ? EXCHANGES.negRisk : EXCHANGES.standard,
      },
      ORDER_TYPES,
      order,
    );
    return {
      order: {
        ...order,
        side: params.side,
        taker: '0x' + '00'.repeat(20),
        expiration: String(params.expiration ?? 0),
        signature,
      },
      owner: this.creds.apiKey,
      orderType: params.orderType ?? 'GTC',
      postOnly: params.postOnly ?? false,
      deferExec: false,
    };
  }

  async request(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    const headers: Record<string, string> = l2Headers(this.creds, this.address, method, url, body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    return this.venue.app.inject({ method, url, headers, ...(body !== undefined ? { body } : {}) });
  }

  /** Signs and posts; returns the status code and parsed answer. */
  async post(params: OrderParams) {
    const response = await this.request('POST', '/order', await this.sign(params));
    return { status: response.statusCode, body: response.json() };
  }

  /** Signs and posts an order that must be accepted; returns the answer. */
  async place(params: OrderParams) {
    const { status, body } = await this.post(params);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as {
      orderID: string;
      status: string;
      makingAmount: string;
      takingAmount: string;
      tradeIDs: string[];
      transactionsHashes: string[];
    };
  }
}

/** The venue once started, with alice and bob holding 100 each: the two sides of a trade. */
export async function withAliceAndBob<V extends Venue>(
  starting: Promise<V>,
): Promise<{ venue: V; alice: TestTrader; bob: TestTrader }> {
  const venue = await starting;
  const alice = await new TestTrader(venue, 'alice').init(100);
  const bob = await new TestTrader(venue, 'bob').init(100);
  return { venue, alice, bob };
}
