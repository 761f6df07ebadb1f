import { feeMicros } from './fees.js';
import { type OrderStore, small } from './order-store.js';
import type { FeeParams, Fill, FillKind } from './types.js';
import { PRICE_SCALE, collateralMicros } from './units.js';

/**
 * Same token: shares change hands. Different tokens: two buyers (a YES bid meets a NO bid,
 * an ask in YES terms) mint a pair from their collateral; two sellers merge one back.
 */
function fillKind(store: OrderStore, maker: number, taker: number): FillKind {
  if (store.tokenIndex(maker) === store.tokenIndex(taker)) return 'transfer';
  return store.isSell(taker) ? 'merge' : 'mint';
}

/** A fill at the maker's price; call after the maker's remaining size was reduced. */
export function buildFill(
  store: OrderStore,
  maker: number,
  taker: number,
  sizeMicros: number,
  fee: FeeParams,
): Fill {
  const kind = fillKind(store, maker, taker);
  const makerPrice = store.priceTicks(maker);
  const takerPrice = kind === 'transfer' ? makerPrice : PRICE_SCALE - makerPrice;
  const takerFee = feeMicros(fee, makerPrice, sizeMicros);
  const makerFee = fee.takerOnly ? 0 : takerFee;
  return {
    kind,
    sizeMicros: small(sizeMicros),
    yesPriceTicks: store.yesTicks(maker),
    maker: store.party(maker, makerPrice, collateralMicros(makerPrice, sizeMicros), makerFee),
    taker: store.party(taker, takerPrice, collateralMicros(takerPrice, sizeMicros), takerFee),
    makerRemainingMicros: small(store.remaining(maker)),
  };
}
