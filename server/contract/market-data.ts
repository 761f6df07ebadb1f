import { Type } from 'typebox';

/** The named ranges of a price history (GET /prices-history `interval`). */
export const HISTORY_INTERVALS = ['1h', '6h', '1d', '1w', '1m', 'max', 'all'] as const;
export type HistoryInterval = (typeof HISTORY_INTERVALS)[number];
/** The widest bucket of a price history: one year, in minutes. */
export const MAX_FIDELITY_MINUTES = 525_600;

/** Most tokens one batch read may name (the real venue's published bound for its batches). */
const MAX_BATCH_TOKENS = 500;
/** Most tokens one POST /batch-prices-history may name (the real venue's bound). */
const MAX_HISTORY_TOKENS = 20;

export const TokenIdField = Type.String({
  minLength: 1,
  maxLength: 100,
  description: 'outcome token id (decimal uint256)',
});
const Side = Type.String({ maxLength: 10, description: 'BUY (best bid) or SELL (best ask)' });
const Price = Type.String({ description: 'decimal, e.g. "0.45"' });

export const PriceQuery = Type.Object({ token_id: TokenIdField, side: Side });

export const TokenItems = Type.Array(Type.Object({ token_id: TokenIdField }), {
  maxItems: MAX_BATCH_TOKENS,
  description: `at most ${MAX_BATCH_TOKENS} items`,
});

export const PriceItems = Type.Array(Type.Object({ token_id: TokenIdField, side: Side }), {
  maxItems: MAX_BATCH_TOKENS,
  description: `at most ${MAX_BATCH_TOKENS} items`,
});

const Level = Type.Object({ price: Type.String(), size: Type.String() });

export const OrderBookAnswer = Type.Object({
  market: Type.String({ description: 'condition id' }),
  asset_id: Type.String({ description: 'token id' }),
  timestamp: Type.String({ description: 'when the book last changed, Unix ms' }),
  hash: Type.String({ description: 'SHA-1 hex of this JSON with hash ""' }),
  bids: Type.Array(Level, { description: 'ascending: the best bid is last' }),
  asks: Type.Array(Level, { description: 'descending: the best ask is last' }),
  min_order_size: Type.String(),
  tick_size: Type.String(),
  neg_risk: Type.Boolean(),
  last_trade_price: Type.String({ description: 'empty before the first trade' }),
});

export const OrderBooksAnswer = Type.Array(OrderBookAnswer);

export const PriceAnswer = Type.Object({ price: Price });
export const PricesAnswer = Type.Record(
  Type.String(),
  Type.Object({ BUY: Type.Optional(Price), SELL: Type.Optional(Price) }),
);
export const MidpointAnswer = Type.Object({ mid: Price });
export const SpreadAnswer = Type.Object({ spread: Price });
export const PriceByToken = Type.Record(Type.String(), Price);

const TradeSide = Type.String({ description: 'BUY, SELL, or "" before the first trade' });
export const LastTradeAnswer = Type.Object({ price: Price, side: TradeSide });
export const LastTradesAnswer = Type.Array(
  Type.Object({ token_id: Type.String(), price: Price, side: TradeSide }),
);

const Interval = Type.String({ description: HISTORY_INTERVALS.join(', ') });
const Fidelity = Type.Number({
  description: `bucket width, minutes (1 to ${MAX_FIDELITY_MINUTES})`,
});
const UnixSeconds = Type.Number({ description: 'Unix seconds' });

export const HistoryQuery = Type.Object({
  market: TokenIdField,
  startTs: Type.Optional(UnixSeconds),
  endTs: Type.Optional(UnixSeconds),
  interval: Type.Optional(Interval),
  fidelity: Type.Optional(Fidelity),
});

export const BatchHistoryBody = Type.Object({
  markets: Type.Array(TokenIdField, {
    maxItems: MAX_HISTORY_TOKENS,
    description: `token ids, at most ${MAX_HISTORY_TOKENS}`,
  }),
  start_ts: Type.Optional(UnixSeconds),
  end_ts: Type.Optional(UnixSeconds),
  interval: Type.Optional(Interval),
  fidelity: Type.Optional(Fidelity),
});

const History = Type.Array(
  Type.Object({
    t: Type.Integer({ description: 'bucket start, Unix seconds' }),
    p: Type.Number({ description: "the bucket's last price" }),
  }),
);
export const HistoryAnswer = Type.Object({ history: History });
export const PriceBarsAnswer = Type.Object({
  bars: Type.Array(
    Type.Object({
      t: Type.Integer({ description: 'bucket start, Unix seconds' }),
      p: Type.Number({ description: "the bucket's volume-weighted price" }),
      v: Type.Union([Type.Number(), Type.Null()], {
        description: 'collateral traded in the bucket; null where the venue does not say',
      }),
    }),
  ),
});
export const BatchHistoryAnswer = Type.Object({ history: Type.Record(Type.String(), History) });
