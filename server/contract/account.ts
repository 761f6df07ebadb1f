import { Type, type Static } from 'typebox';
import { IsoDate } from './common.js';

/** GET /data/orders items and GET /data/order/{id} (under `order`): camelCase as the spec lists. */
export const UserOrder = Type.Object({
  id: Type.String(),
  status: Type.String({ description: 'LIVE, MATCHED or CANCELED' }),
  market: Type.String({ description: 'condition id' }),
  assetId: Type.String(),
  side: Type.String(),
  type: Type.String({ description: 'GTC, GTD, FOK or FAK' }),
  originalSize: Type.String(),
  sizeMatched: Type.String(),
  price: Type.String(),
  outcome: Type.String(),
  makerAddress: Type.String(),
  owner: Type.String({ description: 'API key that placed the order' }),
  associateTrades: Type.Array(Type.String()),
  expiration: Type.String({ description: 'Unix seconds; "0" unless GTD' }),
  createdAt: IsoDate,
  // The same values under the names of the official client's OpenOrder type.
  asset_id: Type.String(),
  order_type: Type.String(),
  original_size: Type.String(),
  size_matched: Type.String(),
  maker_address: Type.String(),
  associate_trades: Type.Array(Type.String()),
  created_at: Type.Integer({ description: 'Unix seconds' }),
});
export type UserOrder = Static<typeof UserOrder>;

/**
 * GET /data/order/{id}: the specification puts the order under `order`; the official client's
 * getOrder reads the order's fields at the top level. Both are there.
 */
export const UserOrderAnswer = Type.Object({ ...UserOrder.properties, order: UserOrder });
export type UserOrderAnswer = Static<typeof UserOrderAnswer>;

export const UserOrderParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 200, description: 'order id (hash)' }),
});

export const MakerOrder = Type.Object({
  order_id: Type.String(),
  maker_address: Type.String(),
  owner: Type.String(),
  matched_amount: Type.String(),
  fee_rate_bps: Type.String(),
  price: Type.String(),
  asset_id: Type.String(),
  outcome: Type.String(),
  side: Type.String(),
});

/** GET /data/trades items. */
export const AccountTrade = Type.Object({
  id: Type.String(),
  taker_order_id: Type.String(),
  market: Type.String(),
  asset_id: Type.String(),
  side: Type.String(),
  size: Type.String(),
  fee_rate_bps: Type.String(),
  price: Type.String(),
  status: Type.String(),
  match_time: IsoDate,
  last_update: IsoDate,
  outcome: Type.String(),
  bucket_index: Type.Integer(),
  owner: Type.String(),
  maker_address: Type.String(),
  transaction_hash: Type.String(),
  maker_orders: Type.Array(MakerOrder),
  type: Type.String({ description: 'TAKER or MAKER: the caller side of the trade' }),
  trader_side: Type.String(),
});
export type AccountTrade = Static<typeof AccountTrade>;

/**
 * GET /builder/trades items, in the venue's builder-trade form: one order that carries the code,
 * in one fill. Amounts are decimal shares and collateral, as the venue writes them.
 */
export const BuilderTrade = Type.Object({
  id: Type.String({ description: 'the fill (trade) id' }),
  tradeType: Type.String({ description: 'TAKER or MAKER: the role of the order in the fill' }),
  takerOrderHash: Type.String({ description: "the hash of the fill's taker order" }),
  builder: Type.String({ description: 'always "" as on the venue: the code is builderCode' }),
  builderCode: Type.String({ description: 'the bytes32 builder code the order carries' }),
  market: Type.String({ description: 'condition id' }),
  assetId: Type.String({ description: "the order's token id" }),
  side: Type.String({ description: "the order's side, BUY or SELL" }),
  size: Type.String({ description: 'shares filled' }),
  sizeUsdc: Type.String({ description: 'collateral: size x price' }),
  price: Type.String({ description: "the fill's price for the order's token" }),
  status: Type.String({ description: 'TRADE_STATUS_CONFIRMED: fills settle at once here' }),
  outcome: Type.String({ description: "the token's outcome label" }),
  outcomeIndex: Type.Integer(),
  owner: Type.String({ description: 'the API key that placed the order' }),
  maker: Type.String({ description: "the order's maker (funder) wallet" }),
  transactionHash: Type.String(),
  matchTime: Type.String({ description: 'Unix seconds' }),
  bucketIndex: Type.Integer(),
  fee: Type.String({ description: "the order's fee in shares: feeUsdc / price" }),
  feeUsdc: Type.String({ description: "the order's fee in collateral" }),
  builderFee: Type.String({ description: 'collateral; "0": no builder fees here' }),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type BuilderTrade = Static<typeof BuilderTrade>;

export const Cursor = Type.String({ description: 'base64 of the decimal offset; MA== starts' });

export const Paged = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    next_cursor: Type.String(),
    limit: Type.Integer(),
    count: Type.Integer(),
  });

const Bytes32 = (description: string) =>
  Type.String({ pattern: '^0x[0-9a-fA-F]{64}$', description });
const ConditionId = Bytes32('condition id');
const TokenId = Type.String({ pattern: '^[0-9]{1,78}$', description: 'token id (decimal)' });
const Address = Type.String({ pattern: '^0x[0-9a-fA-F]{40}$', description: 'wallet address' });
const TradeId = Type.String({ minLength: 1, maxLength: 100 });

export const UserOrdersQuery = Type.Object({
  id: Type.Optional(Bytes32('order id (hash)')),
  market: Type.Optional(ConditionId),
  asset_id: Type.Optional(TokenId),
  next_cursor: Type.Optional(Cursor),
});
export type UserOrdersQuery = Static<typeof UserOrdersQuery>;

const UnixSeconds = Type.String({ pattern: '^[0-9]{1,12}$', description: 'Unix seconds' });

export const AccountTradesQuery = Type.Object({
  id: Type.Optional(TradeId),
  taker: Type.Optional(Address),
  maker: Type.Optional(Address),
  market: Type.Optional(ConditionId),
  // Not in the specification's list, but the official client's TradeParams sends them.
  maker_address: Type.Optional(Address),
  asset_id: Type.Optional(TokenId),
  before: Type.Optional(UnixSeconds),
  after: Type.Optional(UnixSeconds),
  next_cursor: Type.Optional(Cursor),
});
export type AccountTradesQuery = Static<typeof AccountTradesQuery>;

export const BuilderTradesQuery = Type.Object({
  id: Type.Optional(TradeId),
  maker_address: Type.Optional(Address),
  market: Type.Optional(ConditionId),
  asset_id: Type.Optional(TokenId),
  before: Type.Optional(UnixSeconds),
  after: Type.Optional(UnixSeconds),
  builder_code: Bytes32("the builder code (bytes32) the fills' orders carry"),
  next_cursor: Type.Optional(Cursor),
});
export type BuilderTradesQuery = Static<typeof BuilderTradesQuery>;

export const BalanceAllowanceQuery = Type.Object({
  asset_type: Type.Union([Type.Literal('COLLATERAL'), Type.Literal('CONDITIONAL')]),
  token_id: Type.Optional(TokenId),
  signature_type: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
});
export type BalanceAllowanceQuery = Static<typeof BalanceAllowanceQuery>;

export const BalanceAllowance = Type.Object({
  balance: Type.String({ description: 'available balance in 6-decimal units' }),
  allowances: Type.Record(Type.String(), Type.String()),
});
export type BalanceAllowance = Static<typeof BalanceAllowance>;

export const HeartbeatBody = Type.Object({
  heartbeat_id: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export const HeartbeatAnswer = Type.Object({ heartbeat_id: Type.String() });
