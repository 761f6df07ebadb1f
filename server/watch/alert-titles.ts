import type { AlertCondition } from '../contract/index.js';
import type { Catalog } from '../catalog/index.js';
import { priceStringFromTicks } from '../shared/index.js';

type Lookup = Pick<Catalog, 'tradingMarketByToken' | 'tradingMarket'>;

/** `Yes · Will it rain?` for a token, the question for a market. */
export function subjectOf(catalog: Lookup, condition: AlertCondition): string {
  if ('tokenId' in condition) {
    const found = catalog.tradingMarketByToken(condition.tokenId);
    if (!found) return `token ${condition.tokenId.slice(0, 10)}…`;
    return `${found.market.tokens[found.tokenIndex].outcome} · ${found.market.question}`;
  }
  if ('conditionId' in condition) {
    return catalog.tradingMarket(condition.conditionId)?.question ?? condition.conditionId;
  }
  return condition.orderId ? `order ${condition.orderId.slice(0, 10)}…` : 'any of your orders';
}

/** The alert in one line: `mid above 0.60 · Yes · Will it rain?`. */
export function titleOf(catalog: Lookup, condition: AlertCondition): string {
  const subject = subjectOf(catalog, condition);
  switch (condition.kind) {
    case 'price':
      return `${condition.source} ${condition.direction} ${condition.price} · ${subject}`;
    case 'move':
      return `${condition.source} moves ${condition.percent} % in ${condition.windowMinutes} min · ${subject}`;
    case 'spread':
      return `spread wider than ${condition.ticks} ticks · ${subject}`;
    case 'volume':
      return `24 h volume above ${condition.above} · ${subject}`;
    case 'market':
      return `closes or resolves · ${subject}`;
    case 'order':
      return `${condition.event === 'any' ? 'fills or is cancelled' : condition.event === 'fill' ? 'fills' : 'is cancelled'} · ${subject}`;
    case 'pnl':
      return `PnL ${condition.direction} ${condition.level} · ${subject}`;
  }
}

/** Ticks as a price string; a mid between ticks keeps its half tick. */
export const priceText = (ticks: number): string =>
  Number.isInteger(ticks)
    ? priceStringFromTicks(ticks)
    : (ticks / 10_000).toFixed(5).replace(/0+$/, '');
