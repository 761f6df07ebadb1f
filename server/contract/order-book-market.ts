import { Type, type Static } from 'typebox';
import { Cursor, Paged } from './account.js';

/** Liquidity rewards of an order-book-surface market; `rates` is empty without rewards. */
export const OrderBookMarketRewards = Type.Object({
  rates: Type.Array(
    Type.Object({ asset_address: Type.String(), rewards_daily_rate: Type.Number() }),
  ),
  min_size: Type.Number({ description: 'shares' }),
  max_spread: Type.Number({ description: 'cents' }),
});
export type OrderBookMarketRewards = Static<typeof OrderBookMarketRewards>;

/** An outcome token with its displayed price; a resolved market pays 1 to its winner. */
export const OrderBookMarketToken = Type.Object({
  token_id: Type.String(),
  outcome: Type.String(),
  price: Type.Number(),
  winner: Type.Boolean(),
});
export type OrderBookMarketToken = Static<typeof OrderBookMarketToken>;

const fullFields = {
  enable_order_book: Type.Boolean(),
  active: Type.Boolean(),
  closed: Type.Boolean(),
  archived: Type.Boolean(),
  accepting_orders: Type.Boolean(),
  accepting_order_timestamp: Type.String(),
  minimum_order_size: Type.Number(),
  minimum_tick_size: Type.Number(),
  condition_id: Type.String(),
  question_id: Type.String(),
  question: Type.String(),
  description: Type.String(),
  market_slug: Type.String(),
  end_date_iso: Type.Union([Type.String(), Type.Null()], {
    description: "null: the venue's market has no end date",
  }),
  game_start_time: Type.String({ description: 'empty: the venue schedules no game start' }),
  seconds_delay: Type.Number(),
  fpmm: Type.String({ description: 'empty: the market has no AMM' }),
  maker_base_fee: Type.Number(),
  taker_base_fee: Type.Number(),
  taker_order_delay_ms: Type.Number(),
  order_age_seconds: Type.Number(),
  notifications_enabled: Type.Boolean(),
  neg_risk: Type.Boolean(),
  neg_risk_market_id: Type.String(),
  neg_risk_request_id: Type.String(),
  icon: Type.String(),
  image: Type.String(),
  rewards: OrderBookMarketRewards,
  is_50_50_outcome: Type.Boolean(),
  itode: Type.Boolean(),
  screening_check_enabled: Type.Boolean(),
  tokens: Type.Array(OrderBookMarketToken),
  tags: Type.Array(Type.String()),
};

/** GET /markets (order-book form): the specification's full form. */
export const OrderBookMarket = Type.Object(fullFields);
export type OrderBookMarket = Static<typeof OrderBookMarket>;

const identityFields = {
  status: Type.String({ description: 'active, inactive (not accepting orders), closed, archived' }),
  slug: Type.String(),
  market_id: Type.Number(),
  assets_ids: Type.Array(Type.String()),
  outcomes: Type.Array(Type.String()),
};

/** GET /sampling-markets: the full form plus the market's identity and event. */
export const SamplingMarket = Type.Object({
  ...fullFields,
  ...identityFields,
  event: Type.Object({
    id: Type.String(),
    slug: Type.String(),
    title: Type.String(),
    ticker: Type.String(),
    description: Type.String(),
  }),
  raw_metadata: Type.Object({}, { additionalProperties: true }),
});
export type SamplingMarket = Static<typeof SamplingMarket>;

/** GET /simplified-markets and GET /sampling-simplified-markets. */
export const SimplifiedMarket = Type.Object({
  condition_id: Type.String(),
  question: Type.String(),
  neg_risk: Type.Boolean(),
  active: Type.Boolean(),
  closed: Type.Boolean(),
  archived: Type.Boolean(),
  accepting_orders: Type.Boolean(),
  tokens: Type.Array(OrderBookMarketToken),
  rewards: OrderBookMarketRewards,
  ...identityFields,
});
export type SimplifiedMarket = Static<typeof SimplifiedMarket>;

export const OrderBookMarketsQuery = Type.Object({ next_cursor: Type.Optional(Cursor) });
export type OrderBookMarketsQuery = Static<typeof OrderBookMarketsQuery>;

export const OrderBookMarketPage = Paged(OrderBookMarket);
export const SamplingMarketPage = Paged(SamplingMarket);
export const SimplifiedMarketPage = Paged(SimplifiedMarket);
