import type { Market } from '../../../../server/contract/index.js';
import { formatDate, formatPrice, formatSigned, formatUsd } from '../../../lib/format.js';
import { marketState, stateLabel } from '../market-resolution.js';
import { direction, displayPrice, formatMarketPrice, type Direction } from '../market-row-model.js';

export interface WatchlistRowView {
  question: string;
  /** The event (else the end date), or the market's state once it closed ("Resolved: No"). */
  subtitle: string;
  price: string;
  /** Best ask minus best bid on the market's tick ("2¢"); a dash without both sides. */
  spread: string;
  /** The spread in ticks, for the title ("2 ticks of 1¢"). */
  spreadTicks: string;
  change: string;
  changeDirection: Direction;
  volume24h: string;
}

const DASH = '–';

/** The spread of a book with both sides, in price and in ticks; null without. */
export function marketSpread(
  market: Pick<Market, 'bestBid' | 'bestAsk' | 'orderPriceMinTickSize'>,
): { price: number; ticks: number } | null {
  const { bestBid, bestAsk, orderPriceMinTickSize: tick } = market;
  if (bestBid === undefined || bestAsk === undefined || !(bestBid > 0) || !(bestAsk > 0)) {
    return null;
  }
  const price = Math.max(0, bestAsk - bestBid);
  return { price, ticks: tick > 0 ? Math.round(price / tick) : 0 };
}

/** A watchlist row's figures, as text: price, spread, 24 h change and 24 h volume. */
export function watchlistRowView(market: Market): WatchlistRowView {
  const tick = market.orderPriceMinTickSize;
  const state = marketState(market);
  // A closed market's book is gone: the quotes it kept are not a spread to trade.
  const spread = market.closed ? null : marketSpread(market);
  const event = market.events[0]?.title;
  return {
    question: market.question,
    subtitle: market.closed
      ? stateLabel(state, market)
      : event && event !== market.question
        ? event
        : `Ends ${formatDate(market.endDate)}`,
    price: formatMarketPrice(displayPrice(market), tick),
    spread: spread ? formatPrice(spread.price, tick) : DASH,
    spreadTicks: spread
      ? `${spread.ticks} tick${spread.ticks === 1 ? '' : 's'} of ${formatPrice(tick)}`
      : 'No book on both sides',
    change: formatSigned((market.oneDayPriceChange ?? 0) * 100, 1, '¢'),
    changeDirection: direction(market.oneDayPriceChange),
    volume24h: formatUsd(market.volume24hr, true),
  };
}
