import { Type, type Static } from 'typebox';

const UintString = (description: string) =>
  Type.String({ pattern: '^[0-9]{1,78}$', description: `${description} (decimal integer)` });

/** A signed order as the official client sends it (CTF Exchange v2 struct plus transport fields). */
export const SignedOrderPayload = Type.Object({
  salt: Type.Union([Type.Integer({ minimum: 0 }), Type.String({ pattern: '^[0-9]{1,78}$' })]),
  maker: Type.String({ description: 'funder wallet whose balance pays' }),
  signer: Type.String({ description: 'address whose key signed the order' }),
  taker: Type.Optional(Type.String()),
  tokenId: UintString('outcome token id'),
  makerAmount: UintString('BUY: collateral paid; SELL: shares sold, in 6-decimal units'),
  takerAmount: UintString('BUY: shares received; SELL: collateral received, in 6-decimal units'),
  side: Type.Union([Type.Literal('BUY'), Type.Literal('SELL')]),
  signatureType: Type.Integer({ minimum: 0, maximum: 3 }),
  timestamp: UintString('signing time in ms'),
  expiration: Type.Optional(UintString('GTD expiry in Unix seconds; "0" otherwise')),
  metadata: Type.String(),
  builder: Type.String(),
  signature: Type.String(),
  conditionId: Type.Optional(Type.String()),
});
export type SignedOrderPayload = Static<typeof SignedOrderPayload>;

export const OrderType = Type.Union([
  Type.Literal('GTC'),
  Type.Literal('GTD'),
  Type.Literal('FOK'),
  Type.Literal('FAK'),
]);

export const NewOrderBody = Type.Object({
  order: SignedOrderPayload,
  owner: Type.String({ description: 'the API key of the request' }),
  orderType: Type.Optional(OrderType),
  postOnly: Type.Optional(Type.Boolean()),
  deferExec: Type.Optional(Type.Boolean()),
});
export type NewOrderBody = Static<typeof NewOrderBody>;

export const MAX_BATCH_ORDERS = 15;

export const NewOrdersBody = Type.Array(NewOrderBody, { maxItems: MAX_BATCH_ORDERS, minItems: 1 });

export const OrderAnswer = Type.Object({
  success: Type.Boolean(),
  errorMsg: Type.String(),
  orderID: Type.String(),
  status: Type.String(),
  makingAmount: Type.String(),
  takingAmount: Type.String(),
  tradeIDs: Type.Array(Type.String()),
  transactionsHashes: Type.Array(Type.String()),
});
export type OrderAnswer = Static<typeof OrderAnswer>;

export const CancelOrderBody = Type.Object({ orderID: Type.String({ minLength: 1 }) });
/** DELETE /orders: since 2026 the venue cancels at most 1,000 ids a request and refuses more. */
export const MAX_CANCEL_IDS = 1_000;
export const CancelOrdersBody = Type.Array(Type.String({ minLength: 1 }), {
  maxItems: MAX_CANCEL_IDS,
});
export const CancelMarketBody = Type.Object({
  market: Type.Optional(Type.String()),
  asset_id: Type.Optional(Type.String()),
});

export const CancelAnswer = Type.Object({
  canceled: Type.Array(Type.String()),
  not_canceled: Type.Record(Type.String(), Type.String()),
});
export type CancelAnswer = Static<typeof CancelAnswer>;
