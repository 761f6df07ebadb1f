import {
  type BookLevel,
  type Side,
  type TicketBook,
  oppositeLevels,
  walkShares,
  withinLimit,
} from './book-walk.js';
import { type FeeSchedule, fillFeeMicros } from './fees.js';
import {
  MICROS_PER_UNIT,
  PRICE_SCALE,
  type TicketOrderType,
  collateralMicros,
  isMarketOrder,
} from '../../../server/shared/index.js';

export interface PreviewInput {
  side: Side;
  orderType: TicketOrderType;
  /** The limit price; for FOK/FAK the worst price accepted. */
  priceTicks: number;
  /** Shares, in micros. */
  sizeMicros: number;
  postOnly: boolean;
  fee: FeeSchedule;
  book: TicketBook;
}

/** What an order would do against the book as it stands. Amounts are integer micros. */
export interface Preview {
  /** Shares that would trade at once. */
  filledMicros: number;
  /** Shares that would rest on the book (GTC/GTD). */
  restingMicros: number;
  /** Shares that would be cancelled: the rest of a FAK, a whole FOK that cannot fill. */
  unfilledMicros: number;
  /** What the book could fill within the limit (also when a FOK is killed). */
  fillableMicros: number;
  /** Collateral paid (BUY) or received (SELL) for the filled shares, fees apart. */
  fillCollateralMicros: number;
  /** Average price of the filled shares, rounded to 6 decimals; null when nothing fills. */
  averagePrice: number | null;
  /** Fee on the shares that trade now (the taker's). */
  takerFeeMicros: number;
  /** Fee the resting shares would pay when they fill at the limit (0 if takers only pay). */
  makerFeeMicros: number;
  /**
   * BUY: the collateral the whole order spends, fees included. SELL: what it brings in after
   * fees.
   */
  totalMicros: number;
  /** BUY: what the shares pay if the outcome wins (1 per share). SELL: the proceeds. */
  maxPayoutMicros: number;
  /** The limit reaches the opposite side: part of the order takes liquidity. */
  crosses: boolean;
  /** A FOK the book cannot fill completely (the service would kill it). */
  killed: boolean;
}

/** Price per share in 6-decimal form: collateral / shares, rounded half up. */
export function averagePrice(collateral: number, shares: number): number | null {
  if (shares <= 0) return null;
  const micros =
    (BigInt(collateral) * BigInt(MICROS_PER_UNIT) * 2n + BigInt(shares)) / (2n * BigInt(shares));
  return Number(micros) / MICROS_PER_UNIT;
}

/** A SELL never pays more fee than the fill brings in (the service's ledger caps it). */
const sideFee = (side: Side, fee: number, collateral: number): number =>
  side === 'SELL' ? Math.min(fee, collateral) : fee;

function bestOpposite(book: TicketBook, side: Side): BookLevel | undefined {
  return oppositeLevels(book, side)[0];
}

export function crossesBook(book: TicketBook, side: Side, priceTicks: number): boolean {
  const best = bestOpposite(book, side);
  return best !== undefined && withinLimit(side, best.priceTicks, priceTicks);
}

/**
 * Walks the order through the book the way the service's engine would: best level first,
 * within the limit. Fees are charged per level here; the service charges them per maker order,
 * rounding each down to 0.00001, so a fill across many orders may cost a few quanta less.
 */
export function previewOrder(input: PreviewInput): Preview {
  const { side, orderType, priceTicks, sizeMicros, postOnly, fee, book } = input;
  const crosses = crossesBook(book, side, priceTicks);
  const walk = postOnly && crosses ? [] : walkShares(book, side, sizeMicros, priceTicks);
  const fillableMicros = walk.reduce((sum, fill) => sum + fill.sizeMicros, 0);
  const killed = orderType === 'FOK' && fillableMicros < sizeMicros;
  const fills = killed ? [] : walk;

  let filledMicros = 0;
  let fillCollateralMicros = 0;
  let takerFeeMicros = 0;
  for (const fill of fills) {
    const collateral = collateralMicros(fill.priceTicks, fill.sizeMicros);
    filledMicros += fill.sizeMicros;
    fillCollateralMicros += collateral;
    takerFeeMicros += sideFee(
      side,
      fillFeeMicros(fee, fill.priceTicks, fill.sizeMicros),
      collateral,
    );
  }

  const left = sizeMicros - filledMicros;
  const rejected = postOnly && crosses;
  const restingMicros = isMarketOrder(orderType) || rejected ? 0 : left;
  const unfilledMicros = left - restingMicros;
  const restingCollateral = collateralMicros(priceTicks, restingMicros);
  const makerFeeMicros = fee.takerOnly
    ? 0
    : sideFee(side, fillFeeMicros(fee, priceTicks, restingMicros), restingCollateral);

  const boughtOrSold = fillCollateralMicros + restingCollateral;
  const fees = takerFeeMicros + makerFeeMicros;
  const totalMicros = side === 'BUY' ? boughtOrSold + fees : boughtOrSold - fees;
  const maxPayoutMicros =
    side === 'BUY' ? collateralMicros(PRICE_SCALE, filledMicros + restingMicros) : totalMicros;

  return {
    filledMicros,
    restingMicros,
    unfilledMicros,
    fillableMicros,
    fillCollateralMicros,
    averagePrice: averagePrice(fillCollateralMicros, filledMicros),
    takerFeeMicros,
    makerFeeMicros,
    totalMicros,
    maxPayoutMicros,
    crosses,
    killed,
  };
}

/**
 * Collateral the service holds back before it accepts a BUY: the shares at the limit plus the
 * largest fee a fill at or below the limit can carry (the fee curve peaks at 0.5).
 */
export function buyReserveMicros(priceTicks: number, sizeMicros: number, fee: FeeSchedule): number {
  if (sizeMicros === 0) return 0;
  return (
    collateralMicros(priceTicks, sizeMicros) +
    fillFeeMicros(fee, Math.min(priceTicks, PRICE_SCALE / 2), sizeMicros)
  );
}
