// A flood of signed POST /order requests against a running service (a spawned `serve`): funded
// wallets with API keys, open binary markets, and pre-signed bodies with their L2 headers, so
// the sender spends nothing but I/O. Shared by the kill-and-restart test and the order bench.
import { randomBytes } from 'node:crypto';
import type { Wallet } from 'ethers';
import { readAdminToken } from '../../server/config/admin-token.js';
import { createAuth, type ApiCredentials, type Auth } from '../../server/auth/index.js';
import { openDatabase } from '../../server/storage/index.js';
import { CHAIN_ID, l1Headers, l2Headers, testWallet } from './credentials.js';
import { fastOrderBody } from './fast-order-signer.js';

export interface FloodTrader {
  wallet: Wallet;
  creds: ApiCredentials;
}

export interface FloodMarket {
  conditionId: string;
  /** By outcome index: YES (0), NO (1). */
  tokenIds: readonly [string, string];
  negRisk: boolean;
  /** Ticks of 0.0001. */
  tickTicks: number;
  minSizeMicros: number;
}

/** One pre-signed POST /order request. */
export interface SignedPost {
  body: string;
  headers: Record<string, string>;
  /** Indexes into the flood's traders and markets. */
  trader: number;
  market: number;
  priceTicks: number;
  sizeMicros: number;
}

export interface Flood {
  traders: FloodTrader[];
  markets: FloodMarket[];
  posts: SignedPost[];
  /** Collateral credited through the faucet, in micro-units. */
  faucetMicros: number;
}

const TICKS = 10_000;
/** Prices step by 0.01, a multiple of every tick size the venue knows. */
const CENT = 100;

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Runs fn over items with at most `limit` in flight; answers in the items' order. */
async function inBatches<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += limit) {
    results.push(...(await Promise.all(items.slice(start, start + limit).map(fn))));
  }
  return results;
}

/** A wallet with fresh API credentials (POST /auth/api-key). */
export async function createTrader(baseUrl: string, label: string): Promise<FloodTrader> {
  const wallet = testWallet(label);
  const response = await fetch(`${baseUrl}/auth/api-key`, {
    method: 'POST',
    headers: await l1Headers(wallet),
  });
  return { wallet, creds: await json<ApiCredentials>(response, 'POST /auth/api-key') };
}

/** Credits paper collateral through POST /venue/faucet with the data dir's admin token. */
export async function fund(
  baseUrl: string,
  dataDir: string,
  address: string,
  amountMicros: number,
): Promise<void> {
  const response = await fetch(`${baseUrl}/venue/faucet`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${readAdminToken(dataDir)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ address, amount: (amountMicros / 1e6).toFixed(6) }),
  });
  await json(response, 'POST /venue/faucet');
}

interface MarketListing {
  conditionId: string;
  negRisk?: boolean;
  acceptingOrders?: boolean;
  active?: boolean;
  closed?: boolean;
  enableOrderBook?: boolean;
}

interface ClobTerms {
  t: { t: string }[];
  mts: number;
  mos: number;
  nr: boolean;
}

/** Standard and neg-risk markets taken in turn, so a flood exercises both exchanges. */
function interleave(listings: readonly MarketListing[]): MarketListing[] {
  const standard = listings.filter((m) => !m.negRisk);
  const negRisk = listings.filter((m) => m.negRisk);
  const mixed: MarketListing[] = [];
  for (let i = 0; i < Math.max(standard.length, negRisk.length); i++) {
    mixed.push(...standard.slice(i, i + 1), ...negRisk.slice(i, i + 1));
  }
  return mixed;
}

/**
 * `count` open binary markets that accept orders, with the terms orders are checked against
 * (GET /clob-markets/{condition_id}).
 */
export async function openMarkets(baseUrl: string, count: number): Promise<FloodMarket[]> {
  const listings = await json<MarketListing[]>(
    await fetch(`${baseUrl}/markets?closed=false&limit=${Math.max(100, count * 4)}`),
    'GET /markets',
  );
  const open = listings.filter(
    (m) => m.acceptingOrders && m.active && !m.closed && m.enableOrderBook !== false,
  );
  const markets: FloodMarket[] = [];
  for (const { conditionId } of interleave(open)) {
    if (markets.length === count) break;
    const terms = await json<ClobTerms>(
      await fetch(`${baseUrl}/clob-markets/${conditionId}`),
      'GET /clob-markets',
    );
    const [yes, no] = terms.t;
    const tickTicks = Math.round(terms.mts * TICKS);
    if (!yes || !no || terms.t.length !== 2 || CENT % tickTicks !== 0) continue;
    markets.push({
      conditionId,
      tokenIds: [yes.t, no.t],
      negRisk: terms.nr,
      tickTicks,
      minSizeMicros: Math.round(terms.mos * 1e6),
    });
  }
  if (markets.length < count)
    throw new Error(`only ${markets.length} open markets, ${count} needed`);
  return markets;
}

/** An Auth whose order hasher matches the service's domain (chain 137): signing only. */
export const signingAuth = (): Auth =>
  createAuth(openDatabase(':memory:'), {
    masterKey: { load: () => randomBytes(32) },
    config: { chainId: CHAIN_ID },
  });

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), so a run's mix reproduces. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One signed POST /order with its L2 headers; every body carries a fresh salt. */
export function signPost(
  auth: Auth,
  trader: FloodTrader,
  market: FloodMarket,
  order: { tokenIndex: 0 | 1; priceTicks: number; sizeMicros: number },
): { body: string; headers: Record<string, string> } {
  const { wallet, creds } = trader;
  const body = JSON.stringify(
    fastOrderBody(auth, wallet, creds.apiKey, {
      tokenId: market.tokenIds[order.tokenIndex],
      side: 'BUY',
      priceTicks: order.priceTicks,
      sizeMicros: order.sizeMicros,
      negRisk: market.negRisk,
    }),
  );
  const headers = l2Headers(creds, wallet.address, 'POST', '/order', body);
  return { body, headers: { ...headers, 'content-type': 'application/json' } };
}

/**
 * `count` BUY orders that both rest and cross: YES at 0.40-0.50 against NO at 0.50-0.60 (a
 * pair summing to 1 or more mints), and one in five far from the mid (0.05-0.15) that rests.
 */
export function signOrderStream(
  auth: Auth,
  traders: readonly FloodTrader[],
  markets: readonly FloodMarket[],
  count: number,
  seed = 1,
): SignedPost[] {
  const next = random(seed);
  const pick = (n: number) => Math.floor(next() * n);
  const posts: SignedPost[] = [];
  for (let i = 0; i < count; i++) {
    const trader = pick(traders.length);
    const marketIndex = pick(markets.length);
    const market = markets[marketIndex]!;
    const roll = next();
    const tokenIndex: 0 | 1 = roll < 0.4 ? 0 : roll < 0.8 ? 1 : pick(2) === 0 ? 0 : 1;
    const cents = roll < 0.4 ? 40 + pick(11) : roll < 0.8 ? 50 + pick(11) : 5 + pick(11);
    const priceTicks = cents * CENT;
    const sizeMicros = market.minSizeMicros + pick(6) * 1_000_000;
    const signed = signPost(auth, traders[trader]!, market, { tokenIndex, priceTicks, sizeMicros });
    posts.push({ ...signed, trader, market: marketIndex, priceTicks, sizeMicros });
  }
  return posts;
}

/** Collateral each trader needs if every one of its orders rested, in micro-units. */
function needs(posts: readonly SignedPost[], traders: number): number[] {
  const need = new Array<number>(traders).fill(0);
  for (const post of posts) need[post.trader]! += (post.priceTicks * post.sizeMicros) / TICKS;
  return need;
}

export interface FloodOptions {
  baseUrl: string;
  dataDir: string;
  traders: number;
  markets: number;
  orders: number;
  seed?: number;
}

/**
 * Wallets with API keys, open markets and `orders` pre-signed requests; each wallet is funded
 * with twice what its orders could hold back (fees included with room to spare) plus 100.
 */
export async function prepareFlood(options: FloodOptions): Promise<Flood> {
  const { baseUrl, dataDir } = options;
  const seed = options.seed ?? 1;
  const labels = Array.from({ length: options.traders }, (_, i) => `flood ${seed} trader ${i}`);
  const traders = await inBatches(labels, 16, (label) => createTrader(baseUrl, label));
  const markets = await openMarkets(baseUrl, options.markets);
  const posts = signOrderStream(signingAuth(), traders, markets, options.orders, seed);
  const amounts = needs(posts, traders.length).map(
    (need) => 2 * Math.ceil(need / 1e6) * 1e6 + 100e6,
  );
  await inBatches(
    traders.map((trader, i) => ({ address: trader.wallet.address, amount: amounts[i]! })),
    16,
    ({ address, amount }) => fund(baseUrl, dataDir, address, amount),
  );
  const faucetMicros = amounts.reduce((sum, amount) => sum + amount, 0);
  return { traders, markets, posts, faucetMicros };
}
