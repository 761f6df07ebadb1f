import type { AccountTrade } from './api/trades.js';
import { formatScaled } from '../../../server/shared/index.js';
import { parseMicros } from '../ticket/index.js';

/** One fill as the caller saw it: its own order's side, price, outcome and size. */
export interface OwnFill {
  id: string;
  market: string;
  matchTime: string;
  role: 'TAKER' | 'MAKER';
  assetId: string;
  outcome: string;
  side: string;
  /** Decimal price; the size-weighted average when several of the caller's orders matched. */
  price: string;
  size: string;
  feeRateBps: string;
  status: string;
  /** The caller's orders in the fill: the taker order, or its maker orders that matched. */
  orderIds: string[];
}

/** Who the caller is on a fill: the paying wallet of its orders, or its API key. */
export interface FillIdentity {
  payer: string;
  apiKey?: string;
}

const sameText = (a: string, b: string | undefined) =>
  b !== undefined && a.toLowerCase() === b.toLowerCase();

/** The size-weighted average of the legs' prices, exact in micros. */
function weightedPrice(legs: readonly { price: string; size: string }[]): string {
  let sizeSum = 0n;
  let weighted = 0n;
  for (const leg of legs) {
    const size = BigInt(parseMicros(leg.size) ?? 0);
    sizeSum += size;
    weighted += BigInt(parseMicros(leg.price) ?? 0) * size;
  }
  if (sizeSum === 0n) return legs[0]?.price ?? '0';
  return formatScaled(Number((weighted + sizeSum / 2n) / sizeSum), 6);
}

/**
 * The venue's trade format describes the TAKER order at the top level; a MAKER fill's own leg
 * is among `maker_orders` (the caller's orders: its paying address or its API key). Several of
 * the caller's orders meeting one taker order become one row: sizes summed, price averaged.
 */
export function ownFill(trade: AccountTrade, identity: FillIdentity): OwnFill {
  const common = {
    id: trade.id,
    market: trade.market,
    matchTime: trade.match_time,
    status: trade.status,
  };
  if (trade.type !== 'MAKER') {
    return {
      ...common,
      role: 'TAKER',
      assetId: trade.asset_id,
      outcome: trade.outcome,
      side: trade.side,
      price: trade.price,
      size: trade.size,
      feeRateBps: trade.fee_rate_bps,
      orderIds: [trade.taker_order_id],
    };
  }
  const mine = trade.maker_orders.filter(
    (leg) => sameText(leg.maker_address, identity.payer) || sameText(leg.owner, identity.apiKey),
  );
  // A MAKER fill with a single maker order can only be the caller's own.
  const legs = mine.length > 0 ? mine : trade.maker_orders.length === 1 ? trade.maker_orders : [];
  const first = legs[0];
  if (!first) {
    return {
      ...common,
      role: 'MAKER',
      assetId: '',
      outcome: '',
      side: '',
      price: '',
      size: '0',
      feeRateBps: '',
      orderIds: [],
    };
  }
  const sizes = legs.map((leg) => ({ price: leg.price, size: leg.matched_amount }));
  const totalMicros = sizes.reduce((sum, leg) => sum + (parseMicros(leg.size) ?? 0), 0);
  return {
    ...common,
    role: 'MAKER',
    assetId: first.asset_id,
    outcome: first.outcome,
    side: first.side,
    price: weightedPrice(sizes),
    size: formatScaled(totalMicros, 6),
    feeRateBps: first.fee_rate_bps,
    orderIds: legs.map((leg) => leg.order_id),
  };
}
