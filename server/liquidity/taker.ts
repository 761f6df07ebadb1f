import type { TradingMarket } from '../catalog/index.js';
import { MICROS_PER_UNIT, PRICE_SCALE } from '../shared/index.js';
import type { BookView } from '../trading/index.js';
import type { Agent } from './agents.js';
import { tradableLot } from './depth.js';
import type { AgentOrder } from './order-signer.js';
import type { Random } from './random.js';

/**
 * The marketable FAK order that takes the best bid or ask of the YES book (a coin decides
 * which), of up to two of the market's lots: it sells the taker's shares where it holds them and buys the
 * other outcome otherwise. Null when that side of the book is empty.
 */
export function takerOrder(
  market: TradingMarket,
  book: BookView,
  taker: Agent,
  random: Random,
  lot: number,
): AgentOrder | null {
  const best = book.best(0);
  const sizeMicros = (1 + random.int(2 * tradableLot(lot, market.minSizeMicros))) * MICROS_PER_UNIT;
  const holds = (tokenIndex: 0 | 1) =>
    taker.availableShares(market.tokens[tokenIndex].tokenId) >= sizeMicros;
  const order = (tokenIndex: 0 | 1, side: 'BUY' | 'SELL', priceTicks: number): AgentOrder => ({
    tokenIndex,
    side,
    priceTicks,
    sizeMicros,
    orderType: 'FAK',
  });
  const liftAsk = random.next() < 0.5;
  if (liftAsk && best.askTicks !== null) {
    const ask = best.askTicks;
    return holds(1) ? order(1, 'SELL', PRICE_SCALE - ask) : order(0, 'BUY', ask);
  }
  if (!liftAsk && best.bidTicks !== null) {
    const bid = best.bidTicks;
    return holds(0) ? order(0, 'SELL', bid) : order(1, 'BUY', PRICE_SCALE - bid);
  }
  return null;
}
