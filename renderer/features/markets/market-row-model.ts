import type { Market } from '../../../server/contract/index.js';
import { formatDate, formatPrice, formatSigned, formatUsd } from '../../lib/format.js';
import { marketState, marketStateLabel } from './market-resolution.js';

/** Above this spread the midpoint means little, so a market shows its last trade instead. */
const WIDE_SPREAD = 0.1;

/**
 * The price a list shows for a market's first outcome: a resolved market's settlement, else the
 * midpoint, or the last trade.
 */
export function displayPrice(market: Omit<Market, 'events'>): number | null {
  const state = marketState(market);
  if (state.kind === 'resolved') return state.settlement[0] ?? null;
  const { bestBid, bestAsk, lastTradePrice } = market;
  if (bestBid !== undefined && bestAsk !== undefined && bestBid > 0 && bestAsk > 0) {
    if (bestAsk - bestBid <= WIDE_SPREAD) return Number(((bestBid + bestAsk) / 2).toFixed(4));
  }
  if (lastTradePrice !== undefined && lastTradePrice > 0) return lastTradePrice;
  try {
    const prices = JSON.parse(market.outcomePrices) as unknown;
    const first = Array.isArray(prices) ? Number(prices[0]) : Number.NaN;
    return Number.isFinite(first) ? first : null;
  } catch {
    return null;
  }
}

export type Direction = 'up' | 'down' | 'flat';

export const direction = (change: number | null | undefined): Direction =>
  !change || Math.abs(change) < 0.0005 ? 'flat' : change > 0 ? 'up' : 'down';

export interface MarketRowView {
  question: string;
  subtitle: string;
  price: string;
  bidAsk: string;
  change: string;
  changeDirection: Direction;
  volume: string;
  endDate: string;
  /** `Ends <date>` while it trades; else its state: `Closed`, `Resolved: No`. */
  when: string;
}

/**
 * A price on the market's tick in its decimals; one between ticks (a midpoint, half a tick) with
 * one decimal more, so a market's figures share one precision (85.1¢ beside 88.25¢ on a 0.1¢
 * tick, 45¢ beside 45.5¢ on a 1¢ tick).
 */
export function formatMarketPrice(price: number | null, tickSize: number): string {
  if (price === null || !(tickSize > 0)) return formatPrice(price);
  const ticks = price / tickSize;
  return Math.abs(ticks - Math.round(ticks)) < 1e-6
    ? formatPrice(price, tickSize)
    : formatPrice(price, tickSize / 10);
}

/** A market's list row, formatted: every figure the row shows, as text. */
export function marketRowView(market: Market): MarketRowView {
  const event = market.events[0]?.title;
  const group = market.groupItemTitle;
  const subtitle = [
    group && group !== market.question ? group : '',
    event && event !== market.question ? event : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const hasBook = market.bestBid !== undefined && market.bestAsk !== undefined;
  const tick = market.orderPriceMinTickSize;
  return {
    question: market.question,
    subtitle,
    price: formatMarketPrice(displayPrice(market), tick),
    bidAsk: hasBook
      ? `${formatPrice(market.bestBid, tick)} / ${formatPrice(market.bestAsk, tick)}`
      : '',
    change: formatSigned((market.oneDayPriceChange ?? 0) * 100, 1, '¢'),
    changeDirection: direction(market.oneDayPriceChange),
    volume: formatUsd(market.volumeNum, true),
    endDate: formatDate(market.endDate),
    when: market.closed ? marketStateLabel(market) : `Ends ${formatDate(market.endDate)}`,
  };
}
