import type { Market } from '../../../server/contract/index.js';
import { outcomeLabels } from '../../stores/selection-store.js';

/** Where a market stands: trading, closed without a result yet, or resolved to one. */
export type MarketState =
  | { kind: 'open' }
  | { kind: 'paused' }
  | { kind: 'closed' }
  | {
      kind: 'resolved';
      /** The outcome paid 1, or null for a split settlement (each paid its price). */
      winner: number | null;
      /** Each outcome's settlement price (0..1), in outcome order. */
      settlement: number[];
      /** When it closed (ISO), if the venue says. */
      at: string | undefined;
    };

function parsePrices(text: string): number[] | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value) || value.length === 0) return null;
    const prices = value.map(Number);
    return prices.every(Number.isFinite) ? prices : null;
  } catch {
    return null;
  }
}

/** Prices that only a settlement gives: they sum to 1 and each is 0, 1 or an even split. */
const settled = (prices: number[]): boolean =>
  Math.abs(prices.reduce((sum, price) => sum + price, 0) - 1) < 1e-9 &&
  prices.every((price) => price === 0 || price === 1 || price === 1 / prices.length);

/**
 * A market's state. A closed market is resolved when the venue says so
 * (`umaResolutionStatus: "resolved"`) or its `outcomePrices` are a settlement (1 to the winner,
 * 0 to the rest); its prices are then the settlement's, never the last trade's or the book's.
 */
export function marketState(
  market: Pick<
    Market,
    'closed' | 'acceptingOrders' | 'outcomePrices' | 'umaResolutionStatus' | 'closedTime'
  >,
): MarketState {
  if (!market.closed) return market.acceptingOrders ? { kind: 'open' } : { kind: 'paused' };
  const prices = parsePrices(market.outcomePrices);
  if (!prices || !(market.umaResolutionStatus === 'resolved' || settled(prices))) {
    return { kind: 'closed' };
  }
  const winners = prices.flatMap((price, index) => (price === 1 ? [index] : []));
  return {
    kind: 'resolved',
    winner: winners.length === 1 ? winners[0]! : null,
    settlement: prices,
    at: market.closedTime,
  };
}

/** "Resolved: No", "Resolved: split", "Closed", "Paused", "Open". */
export function stateLabel(state: MarketState, market: Pick<Market, 'outcomes'>): string {
  if (state.kind === 'open') return 'Open';
  if (state.kind === 'paused') return 'Paused';
  if (state.kind === 'closed') return 'Closed';
  if (state.winner === null) return 'Resolved: split';
  return `Resolved: ${outcomeLabels(market)[state.winner] ?? `#${state.winner}`}`;
}

type StateFields = Parameters<typeof marketState>[0] & Pick<Market, 'outcomes'>;

/** A market's state in words. */
export const marketStateLabel = (market: StateFields): string =>
  stateLabel(marketState(market), market);
