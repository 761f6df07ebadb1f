import type { Market, MarketStreamMessage } from '../../../../../server/contract/index.js';
import type { RpcOutput } from '../../../../../renderer/lib/queries.js';

// Realistic answers of the service, in its wire form, for the component tests.

/**
 * A binary market of the catalog: Yes/No, tick 1¢, minimum 5 shares, no fees. Its catalog
 * prices (41¢/59¢) are older than the live books (45¢/55¢), so a test can tell which it shows.
 */
export function market(fields: Partial<Market> = {}): Market {
  return {
    id: '501',
    question: 'Will the Fed cut rates in June?',
    conditionId: '0xc0ffee01',
    slug: 'fed-cut-june',
    resolutionSource: '',
    image: '',
    icon: '',
    description: 'Resolves Yes if the FOMC lowers the target range at its June meeting.',
    questionID: '0xq501',
    startDate: '2026-01-05T00:00:00Z',
    endDate: '2026-06-17T18:00:00Z',
    startDateIso: '2026-01-05',
    endDateIso: '2026-06-17',
    createdAt: '2026-01-05T00:00:00Z',
    updatedAt: '2026-03-01T00:00:00Z',
    outcomes: '["Yes","No"]',
    outcomePrices: '["0.41","0.59"]',
    clobTokenIds: '["1111","2222"]',
    active: true,
    closed: false,
    archived: false,
    featured: false,
    acceptingOrders: true,
    enableOrderBook: true,
    negRisk: false,
    groupItemTitle: 'June',
    marketMakerAddress: '',
    volume: '1500000',
    volumeNum: 1_500_000,
    volume24hr: 42_000,
    volume1wk: 210_000,
    volume1mo: 800_000,
    volume1yr: 1_500_000,
    liquidity: '85000',
    liquidityNum: 85_000,
    bestBid: 0.44,
    bestAsk: 0.46,
    lastTradePrice: 0.45,
    spread: 0.02,
    oneDayPriceChange: 0.031,
    competitive: 0.9,
    orderPriceMinTickSize: 0.01,
    orderMinSize: 5,
    makerBaseFee: 0,
    takerBaseFee: 0,
    feesEnabled: false,
    feeSchedule: { rate: 0, exponent: 1, takerOnly: true, rebateRate: 0 },
    rewardsMinSize: 0,
    rewardsMaxSpread: 0,
    clobRewards: [],
    umaResolutionStatuses: '[]',
    events: [{ id: '77', ticker: 'fed-2026', slug: 'fed-2026', title: 'Fed decisions 2026' }],
    ...fields,
  };
}

/** The token ids of `market()`'s outcomes. */
export const YES = '1111';
export const NO = '2222';

type Levels = readonly (readonly [price: string, size: string])[];

/** `marketdata.book`'s answer: levels given best first, sent in the wire's order. */
export function bookAnswer(
  assetId: string,
  bids: Levels,
  asks: Levels,
  timestamp = '1767225600000',
): RpcOutput<'marketdata.book'> {
  const level = ([price, size]: readonly [string, string]) => ({ price, size });
  return {
    market: '0xc0ffee01',
    asset_id: assetId,
    timestamp,
    hash: `h${timestamp}`,
    // The wire's order: the best bid last, the best ask last.
    bids: [...bids].reverse().map(level),
    asks: [...asks].reverse().map(level),
    min_order_size: '5',
    tick_size: '0.01',
    neg_risk: false,
    last_trade_price: '0.45',
  };
}

/** The Yes book: 44¢ bid over 43¢, 46¢ ask under 47¢ (mid 45¢). */
export const yesBook = () =>
  bookAnswer(
    YES,
    [
      ['0.44', '120'],
      ['0.43', '300'],
    ],
    [
      ['0.46', '50'],
      ['0.47', '200'],
    ],
  );

/** The No book, the Yes book's complement (mid 55¢). */
export const noBook = () =>
  bookAnswer(
    NO,
    [
      ['0.54', '50'],
      ['0.53', '200'],
    ],
    [
      ['0.56', '120'],
      ['0.57', '300'],
    ],
  );

/** A `price_change` of the market stream: one level of one token set to a new size. */
export function levelChange(
  assetId: string,
  side: 'BUY' | 'SELL',
  price: string,
  size: string,
  timestamp = '1767225601000',
): MarketStreamMessage {
  return {
    event_type: 'price_change',
    market: '0xc0ffee01',
    timestamp,
    price_changes: [
      { asset_id: assetId, price, size, side, hash: `c${timestamp}`, best_bid: '', best_ask: '' },
    ],
  };
}

export const ACCOUNT_ID = '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';

/** The vault with one account, current, unlocked unless told otherwise. */
export function vaultStatus(unlocked = true): RpcOutput<'vault.status'> {
  return {
    accounts: [
      {
        id: ACCOUNT_ID,
        name: 'Desk',
        address: '0x9a8B7c6D5e4F3a2B1c0D9e8F7a6B5c4D3e2F1a0B',
        source: 'created',
        derivationPath: "m/44'/60'/0'/0/0",
        funder: null,
        signatureType: 0,
        createdAt: '2026-01-02T10:00:00Z',
      },
    ],
    currentId: ACCOUNT_ID,
    unlocked,
    autoLockMinutes: 30,
    locksAt: unlocked ? '2026-03-01T12:30:00Z' : null,
  };
}

/** The local venue's status, its API at `apiUrl`. */
export function serviceStatus(apiUrl = 'http://127.0.0.1:4100'): RpcOutput<'service.status'> {
  return {
    version: '0.1.0',
    mode: 'local-venue',
    time: Date.now(),
    apiUrl,
    chainId: 137,
    mirror: null,
  };
}

export function balance(available: string, reserved = '0'): RpcOutput<'terminal.balance'> {
  const total = String(Number(available) + Number(reserved));
  return {
    address: '0x9a8B7c6D5e4F3a2B1c0D9e8F7a6B5c4D3e2F1a0B',
    total,
    reserved,
    available,
  };
}

export type Position = RpcOutput<'terminal.positions'>[number];

/** An open position of `market()`'s Yes, marked to the live book. */
export function position(fields: Partial<Position> = {}): Position {
  return {
    asset: YES,
    conditionId: '0xc0ffee01',
    marketId: '501',
    title: 'Will the Fed cut rates in June?',
    slug: 'fed-cut-june',
    icon: '',
    outcome: 'Yes',
    outcomeIndex: 0,
    size: 20,
    reserved: 0,
    avgPrice: 0.4,
    curPrice: 0.45,
    initialValue: 8,
    currentValue: 9,
    cashPnl: 1,
    percentPnl: 12.5,
    realizedPnl: 0,
    closed: false,
    endDate: '2026-06-17T18:00:00Z',
    ...fields,
  };
}

/** `terminal.placeOrder`'s answer: the order accepted, with what it made and took. */
export function orderAnswer(
  status: string,
  makingAmount: string,
  takingAmount: string,
): RpcOutput<'terminal.placeOrder'> {
  return {
    success: true,
    errorMsg: '',
    orderID: '0xorder1',
    status,
    makingAmount,
    takingAmount,
    tradeIDs: [],
    transactionsHashes: [],
  };
}
