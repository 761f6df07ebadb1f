import { Type } from 'typebox';
import { CancelAnswer, OrderAnswer } from '../order.js';
import { UserOrder, AccountTrade } from '../account.js';
import { FaucetAnswer } from '../venue.js';
import { MirrorStatus } from '../mirror.js';
import { defineMethod } from './define.js';

// The terminal's trading and portfolio for the vault's current account (auth `session`): the
// service builds the order, the vault signs it, and it takes the same intake as POST /order.

const Decimal = (description: string) =>
  Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,6})?$', description });
const TokenId = Type.String({ pattern: '^[0-9]{1,78}$', description: 'outcome token id' });

export const TicketOrder = Type.Object({
  tokenId: TokenId,
  side: Type.Union([Type.Literal('BUY'), Type.Literal('SELL')]),
  orderType: Type.Union([
    Type.Literal('GTC'),
    Type.Literal('GTD'),
    Type.Literal('FOK'),
    Type.Literal('FAK'),
  ]),
  /** Limit price on the market's tick; for FOK/FAK the worst price accepted. */
  price: Decimal('price per share, e.g. "0.45"'),
  /** Shares, 6 decimals at most. */
  size: Decimal('shares'),
  /** GTD only: Unix seconds, at least 60 s ahead. */
  expiration: Type.Optional(Type.Integer({ minimum: 0 })),
  postOnly: Type.Optional(Type.Boolean()),
});

export const Balance = Type.Object({
  address: Type.String({ description: 'the wallet that pays: the funder, else the signer' }),
  /** Everything held, reserved part included, decimal collateral. */
  total: Type.String(),
  /** Held back for open BUY orders. */
  reserved: Type.String(),
  available: Type.String(),
});

export const PortfolioPosition = Type.Object({
  asset: Type.String({ description: 'token id' }),
  conditionId: Type.String(),
  marketId: Type.String(),
  title: Type.String(),
  slug: Type.String(),
  icon: Type.String(),
  outcome: Type.String(),
  outcomeIndex: Type.Integer(),
  size: Type.Number(),
  /** Shares held back for open SELL orders. */
  reserved: Type.Number(),
  avgPrice: Type.Number(),
  /** The mark: midpoint of the live book, else last trade, else the catalog price. */
  curPrice: Type.Number(),
  initialValue: Type.Number(),
  currentValue: Type.Number(),
  cashPnl: Type.Number(),
  percentPnl: Type.Number(),
  realizedPnl: Type.Number(),
  closed: Type.Boolean(),
  endDate: Type.String(),
});

export const ServiceStatus = Type.Object({
  version: Type.String(),
  mode: Type.Union([Type.Literal('local-venue'), Type.Literal('mirror')]),
  /** Server time, Unix ms: the renderer measures latency against it. */
  time: Type.Integer(),
  /** The scripts' local HTTP API, or null when the port is off. */
  apiUrl: Type.Union([Type.String(), Type.Null()]),
  chainId: Type.Integer(),
  /** Mirror mode's upstream, whether it answers and the catalog sync; null in local-venue mode. */
  mirror: Type.Union([MirrorStatus, Type.Null()]),
});

const session = { auth: 'session', limits: [] } as const;
// In mirror mode every method but service.status may find the upstream unreachable.
const trading = [
  'invalid_input',
  'not_found',
  'locked',
  'rate_limited',
  'unauthenticated',
  'upstream_unreachable',
  'outcome_unknown',
] as const;
const reads = [
  'locked',
  'not_found',
  'rate_limited',
  'unauthenticated',
  'upstream_unreachable',
] as const;

export const terminalMethods = {
  status: defineMethod({
    auth: 'public',
    limits: [],
    errors: [],
    name: 'service.status',
    summary: 'Version, mode, server time and the local API URL',
    input: Type.Object({}),
    output: ServiceStatus,
  }),
  placeOrder: defineMethod({
    ...session,
    limits: ['order'],
    errors: trading,
    name: 'terminal.placeOrder',
    summary: 'Build, sign (vault) and post an order for the current account',
    input: TicketOrder,
    output: OrderAnswer,
  }),
  cancelOrder: defineMethod({
    ...session,
    limits: ['cancel'],
    errors: trading,
    name: 'terminal.cancelOrder',
    summary: 'Cancel one open order of the current account',
    input: Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 100 }) }),
    output: CancelAnswer,
  }),
  cancelAll: defineMethod({
    ...session,
    limits: ['cancel'],
    errors: trading,
    name: 'terminal.cancelAll',
    summary: 'Cancel every open order of the current account (or of one market)',
    input: Type.Object({ market: Type.Optional(Type.String({ maxLength: 100 })) }),
    output: CancelAnswer,
  }),
  openOrders: defineMethod({
    ...session,
    errors: reads,
    name: 'terminal.openOrders',
    summary: "The current account's open orders, newest first",
    input: Type.Object({ market: Type.Optional(Type.String({ maxLength: 100 })) }),
    output: Type.Array(UserOrder),
  }),
  trades: defineMethod({
    ...session,
    errors: reads,
    name: 'terminal.trades',
    summary: "The current account's fills, newest first",
    input: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })) }),
    output: Type.Array(AccountTrade),
  }),
  balance: defineMethod({
    ...session,
    errors: reads,
    name: 'terminal.balance',
    summary: "The current account's collateral (total, reserved, available)",
    input: Type.Object({}),
    output: Balance,
  }),
  positions: defineMethod({
    ...session,
    errors: reads,
    name: 'terminal.positions',
    summary: "The current account's open positions, marked to the live books",
    input: Type.Object({}),
    output: Type.Array(PortfolioPosition),
  }),
  faucet: defineMethod({
    ...session,
    errors: ['invalid_input', 'not_found', 'unavailable'],
    name: 'terminal.faucet',
    summary: 'Paper collateral for the current account (local-venue mode only)',
    input: Type.Object({ amount: Decimal('collateral to add') }),
    output: FaucetAnswer,
  }),
} as const;
