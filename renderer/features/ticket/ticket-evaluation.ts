import {
  MAX_ORDER_SIZE_MICROS,
  PRICE_SCALE,
  SIZE_LOT_MICROS,
  type TicketOrderType,
  decimalStringFromMicros,
  floorToLot,
  isMarketOrder,
  priceStringFromTicks,
} from '../../../server/shared/index.js';
import {
  type Side,
  type TicketBook,
  marketablePrice,
  sharesAtPrice,
  sharesForCollateral,
} from './book-walk.js';
import { formatShares, formatUsd } from '../../lib/format.js';
import type { FeeSchedule } from './fees.js';
import { priceProblem } from './price-step.js';
import { type Preview, buyReserveMicros, previewOrder } from './preview.js';
import { signedTerms } from './signed-terms.js';
import { parseCentsAsTicks, parseMicros } from './units.js';

export type SizeUnit = 'shares' | 'collateral';

/** The ticket as the trader filled it in. */
export interface TicketForm {
  side: Side;
  orderType: TicketOrderType;
  postOnly: boolean;
  /**
   * Limit price in cents, as the ticket shows it ("45.5"); for FOK/FAK an optional worst price
   * (blank: the level the book needs).
   */
  priceText: string;
  sizeText: string;
  sizeUnit: SizeUnit;
  /** GTD only: Unix seconds. */
  expiration: number | null;
}

export interface TicketMarket {
  tokenId: string;
  tickTicks: number;
  minSizeMicros: number;
  fee: FeeSchedule;
  acceptingOrders: boolean;
}

/** What the ticket knows of the account; null figures are not loaded yet. */
export interface TicketAccount {
  hasAccount: boolean;
  unlocked: boolean;
  availableCollateralMicros: number | null;
  /** Shares of this token held and not reserved by open SELL orders. */
  availableSharesMicros: number | null;
}

/** The order as terminal.placeOrder takes it. */
export interface TicketOrderParams {
  tokenId: string;
  side: Side;
  orderType: TicketOrderType;
  price: string;
  size: string;
  expiration?: number;
  postOnly?: boolean;
}

export interface TicketEvaluation {
  priceTicks: number | null;
  sizeMicros: number | null;
  preview: Preview | null;
  /** The first reason the order cannot be sent, or null. */
  error: string | null;
  /**
   * True when that reason is a state to act on (no account, a locked vault), not a mistake in
   * the ticket: it is shown as a note, not as an error.
   */
  errorIsState?: boolean;
  order: TicketOrderParams | null;
}

/** GTD orders must live at least this long (the venue's rule). */
export const GTD_MIN_LIFETIME_SECONDS = 60;

const extremePrice = (side: Side, tickTicks: number): number =>
  side === 'BUY' ? PRICE_SCALE - tickTicks : tickTicks;

function resolveSize(form: TicketForm, book: TicketBook, limit: number): number | null {
  const amount = parseMicros(form.sizeText);
  if (amount === null || form.sizeUnit === 'shares') return amount;
  return isMarketOrder(form.orderType)
    ? sharesForCollateral(book, form.side, amount, limit)
    : sharesAtPrice(amount, limit);
}

function sizeProblem(
  sizeMicros: number | null,
  form: TicketForm,
  market: TicketMarket,
): string | null {
  const sizeText = form.sizeText.trim();
  if (sizeText.startsWith('-')) return `Size must be positive: ${sizeText} is negative`;
  if (sizeMicros === null)
    return sizeText ? 'Size is not a number with at most 6 decimals' : 'Enter a size';
  if (sizeMicros <= 0)
    return form.sizeUnit === 'collateral' ? 'Amount buys less than 0.01 share' : 'Enter a size';
  if (sizeMicros > MAX_ORDER_SIZE_MICROS) return 'Size is above 10,000,000 shares';
  if (!isMarketOrder(form.orderType) && sizeMicros % SIZE_LOT_MICROS !== 0) {
    return 'Size must be a multiple of 0.01 share';
  }
  if (!isMarketOrder(form.orderType) && sizeMicros < market.minSizeMicros) {
    return `Below the minimum size of ${decimalStringFromMicros(market.minSizeMicros)} shares`;
  }
  return null;
}

function previewProblem(form: TicketForm, preview: Preview): string | null {
  if (form.postOnly && preview.crosses) return 'Post-only order would cross the book';
  if (preview.killed) {
    return `FOK cannot fill: only ${decimalStringFromMicros(preview.fillableMicros)} shares within the price`;
  }
  if (form.orderType === 'FAK' && preview.filledMicros === 0)
    return 'No liquidity within the price';
  return null;
}

function accountProblem(account: TicketAccount): string | null {
  if (!account.hasAccount) return 'No account: create or import one first';
  if (!account.unlocked) return 'Vault locked: unlock it to trade';
  return null;
}

function balanceProblem(
  form: TicketForm,
  market: TicketMarket,
  account: TicketAccount,
  priceTicks: number,
  sizeMicros: number,
): string | null {
  if (form.side === 'BUY') {
    const need = buyReserveMicros(priceTicks, sizeMicros, market.fee);
    const have = account.availableCollateralMicros;
    return have !== null && have < need
      ? `Not enough balance: needs ${formatUsd(need / 1e6)} at the limit price, ${formatUsd(have / 1e6)} available`
      : null;
  }
  const shares = account.availableSharesMicros;
  return shares !== null && shares < sizeMicros
    ? `Not enough shares: ${formatShares(shares / 1e6)} available`
    : null;
}

function expirationProblem(form: TicketForm, nowSeconds: number): string | null {
  if (form.orderType !== 'GTD') return null;
  if (form.expiration === null) return 'Choose an expiry';
  return form.expiration < nowSeconds + GTD_MIN_LIFETIME_SECONDS
    ? 'Expiry must be at least a minute ahead'
    : null;
}

/** Reads, previews and validates the ticket against the live book; pure. */
export function evaluateTicket(
  form: TicketForm,
  market: TicketMarket,
  account: TicketAccount,
  book: TicketBook,
  nowSeconds: number,
): TicketEvaluation {
  const typed = form.priceText.trim() ? parseCentsAsTicks(form.priceText) : null;
  const market_ = isMarketOrder(form.orderType);
  const bound = typed ?? extremePrice(form.side, market.tickTicks);
  const sizeMicros = resolveSize(form, book, market_ ? bound : (typed ?? 0));
  const auto =
    market_ && !form.priceText.trim() && sizeMicros
      ? marketablePrice(book, form.side, sizeMicros)
      : null;
  const priceTicks = typed ?? auto;
  const result = (error: string | null, preview: Preview | null = null): TicketEvaluation => ({
    priceTicks,
    sizeMicros,
    preview,
    error,
    order: null,
  });

  if (!market.acceptingOrders) return result('Market is not accepting orders');
  if (market_ && !form.priceText.trim() && priceTicks === null)
    return result('No liquidity on the book');
  const badPrice =
    form.priceText.trim() && typed === null
      ? 'Price is not a number of cents with at most 2 decimals'
      : priceProblem(priceTicks, market.tickTicks);
  if (badPrice || priceTicks === null) return result(badPrice ?? 'Enter a price');
  const badSize = sizeProblem(sizeMicros, form, market);
  if (badSize || sizeMicros === null) return result(badSize ?? 'Enter a size');
  // The preview shows what the service will sign, not what was typed (see signedTerms).
  const terms = signedTerms(form.side, form.orderType, priceTicks, sizeMicros, market.tickTicks);
  if (!terms.ok) return result(terms.error);
  const signed = (error: string | null, preview: Preview | null): TicketEvaluation => ({
    priceTicks,
    sizeMicros: terms.sizeMicros,
    preview,
    error,
    order: null,
  });

  const preview = previewOrder({
    side: form.side,
    orderType: form.orderType,
    priceTicks: terms.priceTicks,
    sizeMicros: terms.sizeMicros,
    postOnly: form.postOnly,
    fee: market.fee,
    book,
  });
  const state = accountProblem(account);
  const problem =
    expirationProblem(form, nowSeconds) ??
    previewProblem(form, preview) ??
    state ??
    balanceProblem(form, market, account, terms.priceTicks, terms.sizeMicros);
  if (problem) return { ...signed(problem, preview), errorIsState: problem === state };

  const order: TicketOrderParams = {
    tokenId: market.tokenId,
    side: form.side,
    orderType: form.orderType,
    price: priceStringFromTicks(priceTicks),
    size: decimalStringFromMicros(floorToLot(sizeMicros)),
  };
  if (form.orderType === 'GTD' && form.expiration !== null) order.expiration = form.expiration;
  if (form.postOnly && !market_) order.postOnly = true;
  return { ...signed(null, preview), order };
}
