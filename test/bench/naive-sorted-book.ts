// The benchmark's baseline: the engine's matching rules on plain sorted arrays (insert by
// linear search and splice, cancel by search and splice). Same semantics as the engine for
// GTC, FOK and FAK orders: YES-price book, price-time priority, fills at the maker's price,
// transfer/mint/merge, self-trade prevention by cancelling the resting order, post-only.
import type { OrderRequest } from '../../server/engine/index.js';
import { PRICE_SCALE, collateralMicros } from '../../server/shared/index.js';

interface NaiveOrder {
  id: number;
  owner: number;
  tokenIndex: 0 | 1;
  side: 'BUY' | 'SELL';
  priceTicks: number;
  yesTicks: number;
  isBid: boolean;
  remaining: number;
}

export interface NaiveFill {
  kind: 'transfer' | 'mint' | 'merge';
  makerOrderId: number;
  takerOrderId: number;
  sizeMicros: number;
  yesPriceTicks: number;
  makerCollateralMicros: number;
  takerCollateralMicros: number;
}

export interface NaiveResult {
  status: 'rejected' | 'live' | 'matched' | 'unmatched';
  fills: NaiveFill[];
  selfTradeCancelled: number[];
  restingMicros: number;
}

export class NaiveSortedBook {
  /** Best first: bids by descending YES price, asks by ascending, FIFO within a price. */
  private readonly bids: NaiveOrder[] = [];
  private readonly asks: NaiveOrder[] = [];

  submit(request: OrderRequest): NaiveResult {
    const yesTicks =
      request.tokenIndex === 0 ? request.priceTicks : PRICE_SCALE - request.priceTicks;
    const isBid = (request.side === 'BUY') === (request.tokenIndex === 0);
    const taker: NaiveOrder = {
      id: request.id,
      owner: request.owner,
      tokenIndex: request.tokenIndex,
      side: request.side,
      priceTicks: request.priceTicks,
      yesTicks,
      isBid,
      remaining: request.sizeMicros,
    };
    const opposite = isBid ? this.asks : this.bids;
    const accepts = (maker: NaiveOrder) =>
      isBid ? maker.yesTicks <= yesTicks : maker.yesTicks >= yesTicks;
    const result: NaiveResult = {
      status: 'live',
      fills: [],
      selfTradeCancelled: [],
      restingMicros: 0,
    };
    const crosses = opposite.length > 0 && accepts(opposite[0]!);
    if (crosses && request.postOnly) return { ...result, status: 'rejected' };
    if (request.type === 'FOK') {
      const available = opposite
        .filter((maker) => accepts(maker) && maker.owner !== request.owner)
        .reduce((sum, maker) => sum + maker.remaining, 0);
      if (available < request.sizeMicros) return { ...result, status: 'unmatched' };
    }
    while (taker.remaining > 0 && opposite.length > 0 && accepts(opposite[0]!)) {
      const maker = opposite[0]!;
      if (maker.owner === taker.owner) {
        opposite.shift();
        result.selfTradeCancelled.push(maker.id);
        continue;
      }
      const size = Math.min(maker.remaining, taker.remaining);
      maker.remaining -= size;
      taker.remaining -= size;
      if (maker.remaining === 0) opposite.shift();
      result.fills.push(naiveFill(maker, taker, size));
    }
    if (taker.remaining > 0 && (request.type === 'GTC' || request.type === 'GTD')) {
      this.insert(taker);
      result.restingMicros = taker.remaining;
      return result;
    }
    result.status = taker.remaining === 0 || result.fills.length > 0 ? 'matched' : 'unmatched';
    return result;
  }

  cancel(orderId: number): boolean {
    for (const side of [this.bids, this.asks]) {
      const index = side.findIndex((order) => order.id === orderId);
      if (index >= 0) {
        side.splice(index, 1);
        return true;
      }
    }
    return false;
  }

  size(): number {
    return this.bids.length + this.asks.length;
  }

  private insert(order: NaiveOrder): void {
    const side = order.isBid ? this.bids : this.asks;
    const behind = (other: NaiveOrder) =>
      order.isBid ? other.yesTicks < order.yesTicks : other.yesTicks > order.yesTicks;
    const index = side.findIndex(behind);
    side.splice(index < 0 ? side.length : index, 0, order);
  }
}

function naiveFill(maker: NaiveOrder, taker: NaiveOrder, size: number): NaiveFill {
  const kind =
    maker.tokenIndex === taker.tokenIndex ? 'transfer' : taker.side === 'BUY' ? 'mint' : 'merge';
  const takerPrice = kind === 'transfer' ? maker.priceTicks : PRICE_SCALE - maker.priceTicks;
  return {
    kind,
    makerOrderId: maker.id,
    takerOrderId: taker.id,
    sizeMicros: size,
    yesPriceTicks: maker.yesTicks,
    makerCollateralMicros: collateralMicros(maker.priceTicks, size),
    takerCollateralMicros: collateralMicros(takerPrice, size),
  };
}
