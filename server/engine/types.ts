/** Public types of the matching engine. Units: see server/shared/units.ts. */

/** Outcome token of a binary market: 0 = YES (first token), 1 = NO (its complement). */
export type TokenIndex = 0 | 1;
export type OrderSide = 'BUY' | 'SELL';
export type OrderType = 'GTC' | 'GTD' | 'FOK' | 'FAK';
/** transfer: shares change hands; mint: two buyers fund a new pair; merge: two sellers burn one. */
export type FillKind = 'transfer' | 'mint' | 'merge';
export type BookSideName = 'bid' | 'ask';

/** A market's fee description `fd: {r, e, to}` with r in micro-units (r x 1e6). */
export interface FeeParams {
  rateMicros: number;
  exponent: number;
  takerOnly: boolean;
}

export interface MarketBookConfig {
  /** The market's tick size in ticks of 0.0001 (one of VALID_TICK_TICKS). */
  tickTicks: number;
  /** The market's minimum order size in micro-shares. */
  minSizeMicros: number;
  /** Defaults to no fee. */
  fee?: FeeParams;
}

/**
 * Order ids and owners are positive safe integers chosen by the caller: the trading layer
 * passes the order's row id and the owner's account id. `submit` rejects anything else
 * ('invalid_order_id', 'invalid_owner'); `cancel` and `get` answer not found.
 */
export type OrderId = number;
export type OwnerId = number;

/** An order as the intake hands it over, after signature, balance and risk checks. */
export interface OrderRequest {
  id: OrderId;
  owner: OwnerId;
  tokenIndex: TokenIndex;
  side: OrderSide;
  /** Limit price in the order's own token terms; for a market order (FOK/FAK) its worst price. */
  priceTicks: number;
  sizeMicros: number;
  type: OrderType;
  postOnly?: boolean;
  /** GTD only: the order expires when `now >= expiresAtMs`. */
  expiresAtMs?: number;
}

/** A snapshot of an order resting in the book. */
export interface RestingOrder {
  readonly id: OrderId;
  readonly owner: OwnerId;
  readonly tokenIndex: TokenIndex;
  readonly side: OrderSide;
  readonly priceTicks: number;
  readonly type: OrderType;
  readonly originalMicros: number;
  readonly remainingMicros: number;
  readonly expiresAtMs: number | null;
  /** Time priority inside this book instance (restore assigns fresh ones in the given order). */
  readonly sequence: number;
}

/** One side of a fill, in that side's own token terms. */
export interface FillParty {
  readonly orderId: OrderId;
  readonly owner: OwnerId;
  readonly tokenIndex: TokenIndex;
  readonly side: OrderSide;
  readonly priceTicks: number;
  /** Collateral this side pays (BUY) or receives (SELL) for the shares, fee excluded. */
  readonly collateralMicros: number;
  readonly feeMicros: number;
}

export interface Fill {
  readonly kind: FillKind;
  readonly sizeMicros: number;
  /** The fill price in YES terms (the maker's level in the YES-price book). */
  readonly yesPriceTicks: number;
  readonly maker: FillParty;
  readonly taker: FillParty;
  /** What is left of the maker order after this fill (0 = it left the book). */
  readonly makerRemainingMicros: number;
}

export type RejectReason =
  | 'invalid_order_id'
  | 'invalid_owner'
  | 'invalid_amounts'
  | 'duplicate_order_id'
  | 'invalid_price'
  | 'price_not_on_tick'
  | 'invalid_size'
  | 'size_below_minimum'
  | 'size_not_lot_multiple'
  | 'post_only_not_allowed'
  | 'post_only_would_cross'
  | 'missing_expiration'
  | 'expiration_passed';

export interface SubmitRejected {
  readonly status: 'rejected';
  readonly reason: RejectReason;
  readonly expired: readonly RestingOrder[];
}

/**
 * live: the remainder rests (possibly after fills); matched: fully filled, or a FAK partly
 * filled with the rest cancelled; unmatched: a FOK that could not fill whole, or a FAK that
 * found nothing (nothing changed for it).
 */
export interface SubmitAccepted {
  readonly status: 'live' | 'matched' | 'unmatched';
  readonly orderId: OrderId;
  readonly fills: readonly Fill[];
  readonly filledMicros: number;
  /** Size left resting in the book; 0 when the order does not rest (see `get` for details). */
  readonly restingMicros: number;
  /** Remainder of a FOK/FAK order that was cancelled instead of resting. */
  readonly cancelledMicros: number;
  /** Resting orders of the same owner that the incoming order met; they were cancelled. */
  readonly selfTradeCancelled: readonly RestingOrder[];
  /** GTD orders that had expired by `now` and were removed before this order was handled. */
  readonly expired: readonly RestingOrder[];
}

export type SubmitResult = SubmitRejected | SubmitAccepted;

export type CancelResult =
  | { readonly ok: true; readonly order: RestingOrder }
  | { readonly ok: false; readonly reason: 'not_found' };

/** A stored open order, handed back to `restore` after a restart. */
export interface StoredOrder {
  id: OrderId;
  owner: OwnerId;
  tokenIndex: TokenIndex;
  side: OrderSide;
  priceTicks: number;
  type: OrderType;
  originalMicros: number;
  remainingMicros: number;
  expiresAtMs: number | null;
}

export type RestoreRejectReason =
  | 'invalid_order_id'
  | 'invalid_owner'
  | 'duplicate_order_id'
  | 'invalid_price'
  | 'invalid_size'
  | 'not_resting_type'
  | 'missing_expiration'
  | 'would_cross';

export interface RestoreResult {
  readonly restored: number;
  readonly rejected: readonly { readonly id: OrderId; readonly reason: RestoreRejectReason }[];
}

export interface PriceLevel {
  readonly priceTicks: number;
  readonly sizeMicros: number;
}

/** Aggregated levels of one token, best first on both sides. */
export interface TokenLevels {
  readonly bids: readonly PriceLevel[];
  readonly asks: readonly PriceLevel[];
}

export interface BestPrices {
  readonly bidTicks: number | null;
  readonly askTicks: number | null;
}
