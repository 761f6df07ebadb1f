import type { Market } from '../../../server/contract/index.js';
import { marketOutcomes } from '../../stores/selection-store.js';
import { displayPrice } from '../markets/index.js';
import type { AlertMarket } from './alert-form.js';
import type { AlertFormRequest } from './alerts-store.js';

export const alertMarketOf = (market: Market): AlertMarket => ({
  conditionId: market.conditionId,
  question: market.question,
  outcomes: marketOutcomes(market),
  tickSize: market.orderPriceMinTickSize || 0.01,
});

/**
 * The alert form's request for a market's outcome at `price` (the live one where the caller
 * has it, else the catalog's), or with no market, for the account's orders.
 */
export function alertRequestFor(
  market: Market | null,
  outcomeIndex: number,
  price: number | null = null,
): AlertFormRequest {
  if (!market) return { market: null, outcomeIndex: 0, price: null };
  const first = displayPrice(market);
  const listed = first === null ? null : outcomeIndex === 0 ? first : 1 - first;
  return { market: alertMarketOf(market), outcomeIndex, price: price ?? listed };
}
