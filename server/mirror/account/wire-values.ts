import type {
  AccountTrade,
  CancelAnswer,
  OrderAnswer,
  Position,
  UserOrder,
} from '../../contract/index.js';

// The upstream's answers in the contract's shapes. A Marketdesk upstream sends them as they are;
// the real venue sends open orders in the official client's snake_case only and match times in
// Unix seconds, so every field is read under either name and normalised.

type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};

/** The first of the names that holds a string or a finite number, as a string; else `fallback`. */
function text(fields: Fields, names: readonly string[], fallback = ''): string {
  for (const name of names) {
    const value = fields[name];
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return fallback;
}

function number(fields: Fields, name: string, fallback = 0): number {
  const value = fields[name];
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : fallback;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Unix seconds (number or digits) or an ISO date, as Unix seconds; 0 when unreadable. */
function unixSeconds(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.floor(value);
  if (typeof value !== 'string' || value === '') return 0;
  if (/^\d+$/.test(value)) return Number(value);
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : 0;
}

/** An ISO date from Unix seconds, milliseconds or an ISO date; '' when unreadable. */
function isoDate(value: unknown): string {
  if (typeof value === 'string' && value !== '' && !/^\d+$/.test(value)) {
    const ms = Date.parse(value);
    return Number.isFinite(ms) ? new Date(ms).toISOString() : value;
  }
  const seconds = unixSeconds(value);
  if (seconds === 0) return '';
  // Digits beyond 10^11 are milliseconds (the year 5138 in seconds).
  return new Date(seconds > 1e11 ? seconds : seconds * 1000).toISOString();
}

export function userOrderOf(value: unknown): UserOrder {
  const o = fieldsOf(value);
  const createdAt = o.created_at ?? o.createdAt;
  const order = {
    id: text(o, ['id']),
    status: text(o, ['status']),
    market: text(o, ['market']),
    assetId: text(o, ['asset_id', 'assetId']),
    side: text(o, ['side']),
    type: text(o, ['order_type', 'type'], 'GTC'),
    originalSize: text(o, ['original_size', 'originalSize'], '0'),
    sizeMatched: text(o, ['size_matched', 'sizeMatched'], '0'),
    price: text(o, ['price'], '0'),
    outcome: text(o, ['outcome']),
    makerAddress: text(o, ['maker_address', 'makerAddress']),
    owner: text(o, ['owner']),
    associateTrades: strings(o.associate_trades ?? o.associateTrades),
    expiration: text(o, ['expiration'], '0'),
    createdAt: isoDate(createdAt),
  };
  return {
    ...order,
    asset_id: order.assetId,
    order_type: order.type,
    original_size: order.originalSize,
    size_matched: order.sizeMatched,
    maker_address: order.makerAddress,
    associate_trades: order.associateTrades,
    created_at: unixSeconds(createdAt),
  };
}

function makerOrderOf(value: unknown): AccountTrade['maker_orders'][number] {
  const m = fieldsOf(value);
  return {
    order_id: text(m, ['order_id']),
    maker_address: text(m, ['maker_address']),
    owner: text(m, ['owner']),
    matched_amount: text(m, ['matched_amount'], '0'),
    fee_rate_bps: text(m, ['fee_rate_bps'], '0'),
    price: text(m, ['price'], '0'),
    asset_id: text(m, ['asset_id']),
    outcome: text(m, ['outcome']),
    side: text(m, ['side']),
  };
}

export function accountTradeOf(value: unknown): AccountTrade {
  const t = fieldsOf(value);
  const side = text(t, ['trader_side', 'type'], 'TAKER');
  return {
    id: text(t, ['id']),
    taker_order_id: text(t, ['taker_order_id']),
    market: text(t, ['market']),
    asset_id: text(t, ['asset_id']),
    side: text(t, ['side']),
    size: text(t, ['size'], '0'),
    fee_rate_bps: text(t, ['fee_rate_bps'], '0'),
    price: text(t, ['price'], '0'),
    status: text(t, ['status']),
    match_time: isoDate(t.match_time),
    last_update: isoDate(t.last_update ?? t.match_time),
    outcome: text(t, ['outcome']),
    bucket_index: number(t, 'bucket_index'),
    owner: text(t, ['owner']),
    maker_address: text(t, ['maker_address']),
    transaction_hash: text(t, ['transaction_hash']),
    maker_orders: Array.isArray(t.maker_orders) ? t.maker_orders.map(makerOrderOf) : [],
    type: text(t, ['type'], side),
    trader_side: side,
  };
}

export function orderAnswerOf(value: unknown): OrderAnswer {
  const a = fieldsOf(value);
  return {
    success: a.success === true,
    errorMsg: text(a, ['errorMsg', 'error']),
    orderID: text(a, ['orderID', 'orderId']),
    status: text(a, ['status']),
    makingAmount: text(a, ['makingAmount'], '0'),
    takingAmount: text(a, ['takingAmount'], '0'),
    tradeIDs: strings(a.tradeIDs),
    transactionsHashes: strings(a.transactionsHashes),
  };
}

export function cancelAnswerOf(value: unknown): CancelAnswer {
  const a = fieldsOf(value);
  const refused = fieldsOf(a.not_canceled);
  return {
    canceled: strings(a.canceled),
    not_canceled: Object.fromEntries(
      Object.entries(refused).map(([id, why]) => [id, typeof why === 'string' ? why : String(why)]),
    ),
  };
}

/** The fields of a GET /positions item the terminal shows; the rest come from the catalog. */
export type UpstreamPosition = Pick<
  Position,
  | 'asset'
  | 'conditionId'
  | 'size'
  | 'avgPrice'
  | 'initialValue'
  | 'currentValue'
  | 'cashPnl'
  | 'percentPnl'
  | 'realizedPnl'
  | 'curPrice'
  | 'title'
  | 'slug'
  | 'icon'
  | 'outcome'
  | 'outcomeIndex'
  | 'endDate'
>;

export function upstreamPositionOf(value: unknown): UpstreamPosition {
  const p = fieldsOf(value);
  return {
    asset: text(p, ['asset']),
    conditionId: text(p, ['conditionId']),
    size: number(p, 'size'),
    avgPrice: number(p, 'avgPrice'),
    initialValue: number(p, 'initialValue'),
    currentValue: number(p, 'currentValue'),
    cashPnl: number(p, 'cashPnl'),
    percentPnl: number(p, 'percentPnl'),
    realizedPnl: number(p, 'realizedPnl'),
    curPrice: number(p, 'curPrice'),
    title: text(p, ['title']),
    slug: text(p, ['slug']),
    icon: text(p, ['icon']),
    outcome: text(p, ['outcome']),
    outcomeIndex: number(p, 'outcomeIndex') === 1 ? 1 : 0,
    endDate: text(p, ['endDate']),
  };
}
