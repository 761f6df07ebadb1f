import { Type, type Static } from 'typebox';

/** The order-book surface's answer for a token id that no market has (docs/protocol.md). */
export const NO_ORDERBOOK_MESSAGE = 'No orderbook exists for the requested token id';

const TokenId = Type.String({
  minLength: 1,
  maxLength: 100,
  description: 'outcome token id (decimal uint256)',
});

export const TokenIdQuery = Type.Object({ token_id: TokenId });
export type TokenIdQuery = Static<typeof TokenIdQuery>;

export const TokenIdParams = Type.Object({ token_id: TokenId });
export type TokenIdParams = Static<typeof TokenIdParams>;

export const ConditionIdParams = Type.Object({
  condition_id: Type.String({ minLength: 1, maxLength: 100, description: '0x condition id' }),
});
export type ConditionIdParams = Static<typeof ConditionIdParams>;

/** GET /tick-size. */
export const TickSizeAnswer = Type.Object({
  minimum_tick_size: Type.Number({ description: 'price tick, e.g. 0.01' }),
});
export type TickSizeAnswer = Static<typeof TickSizeAnswer>;

/** GET /neg-risk. */
export const NegRiskAnswer = Type.Object({ neg_risk: Type.Boolean() });
export type NegRiskAnswer = Static<typeof NegRiskAnswer>;

/** GET /fee-rate. */
export const FeeRateAnswer = Type.Object({
  base_fee: Type.Integer({ description: "the market's taker base fee in basis points" }),
});
export type FeeRateAnswer = Static<typeof FeeRateAnswer>;

/** GET /markets-by-token/{token_id}: the market's tokens by outcome index (0, then 1). */
export const MarketByTokenAnswer = Type.Object({
  condition_id: Type.String(),
  primary_token_id: Type.String(),
  secondary_token_id: Type.String(),
});
export type MarketByTokenAnswer = Static<typeof MarketByTokenAnswer>;

/**
 * Liquidity rewards: the specification's rewards object (rates, min_size, max_spread) plus
 * the abbreviated `mi` (min size) and `ma` (max spread) the venue's client declares.
 */
export const ClobMarketRewards = Type.Object({
  rates: Type.Array(
    Type.Object({ asset_address: Type.String(), rewards_daily_rate: Type.Number() }),
  ),
  min_size: Type.Number(),
  max_spread: Type.Number(),
  mi: Type.Number(),
  ma: Type.Number(),
});
export type ClobMarketRewards = Static<typeof ClobMarketRewards>;

/** GET /clob-markets/{condition_id}: market settings under the specification's short keys. */
export const ClobMarket = Type.Object({
  c: Type.String({ description: 'condition id' }),
  t: Type.Array(Type.Object({ t: Type.String(), o: Type.String() }), {
    description: 'tokens by outcome index: token id (t) and outcome label (o)',
  }),
  mts: Type.Number({ description: 'minimum tick size' }),
  mos: Type.Number({ description: 'minimum order size (shares)' }),
  mbf: Type.Integer({ description: 'maker base fee, bps' }),
  tbf: Type.Integer({ description: 'taker base fee, bps' }),
  nr: Type.Boolean({ description: 'neg risk' }),
  fd: Type.Object(
    { r: Type.Number(), e: Type.Number(), to: Type.Boolean() },
    { description: 'fee: rate r x (p x (1 - p))^e of a fill at price p; to = taker only' },
  ),
  r: ClobMarketRewards,
  ao: Type.Boolean({ description: 'accepting orders' }),
  gst: Type.String({ description: 'game start time; empty: the venue schedules no game start' }),
  oas: Type.Number({ description: 'order age seconds; 0: orders are not delayed' }),
  rfqe: Type.Boolean({ description: 'request-for-quote enabled (never on this venue)' }),
  itode: Type.Boolean(),
  ibce: Type.Boolean(),
});
export type ClobMarket = Static<typeof ClobMarket>;
