import { feeMicros } from './fees.js';
import type { OrderStore } from './order-store.js';
import type { FeeParams, Fill, FillKind, FillParty, TokenIndex } from './types.js';
import { PRICE_SCALE, collateralMicros } from './units.js';

/**
 * Same token: shares change hands. Different tokens: two buyers (a YES bid meets a NO bid,
 * an ask in YES terms) mint a pair from their collateral; two sellers merge one back.
 */
function fillKind(store: OrderStore, maker: number, taker: number): FillKind {
  if (store.tokenIndex[maker] === store.tokenIndex[taker]) return 'transfer';
  return store.side[taker] === 0 ? 'mint' : 'merge';
}

function party(
  store: OrderStore,
  slot: number,
  priceTicks: number,
  size: number,
  fee: number,
): FillParty {
  return {
    orderId: store.ids[slot]!,
    owner: store.owners[slot]!,
    tokenIndex: store.tokenIndex[slot] as TokenIndex,
    side: store.sideOf(slot),
    priceTicks,
    collateralMicros: collateralMicros(priceTicks, size),
    feeMicros: fee,
  };
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
  const makerPrice = store.priceTicks[maker]!;
  const takerPrice = kind === 'transfer' ? makerPrice : PRICE_SCALE - makerPrice;
  const takerFee = feeMicros(fee, makerPrice, sizeMicros);
  const makerFee = fee.takerOnly ? 0 : takerFee;
  return {
    kind,
    sizeMicros,
    yesPriceTicks: store.yesTicks[maker]!,
    maker: party(store, maker, makerPrice, sizeMicros, makerFee),
    taker: party(store, taker, takerPrice, sizeMicros, takerFee),
    makerRemainingMicros: store.remaining[maker]!,
  };
}
