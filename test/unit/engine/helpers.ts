import {
  type MarketBook,
  type MarketBookConfig,
  type OrderRequest,
  type SubmitAccepted,
  type SubmitResult,
  createMarketBook,
} from '../../../server/engine/index.js';

export const NOW = 1_700_000_000_000;
/** Micro-shares in one share. */
export const SHARE = 1_000_000;

let counter = 0;

/** A GTC order with defaults; prices in ticks of 0.0001 of the order's own token. */
export function order(overrides: Partial<OrderRequest> = {}): OrderRequest {
  counter += 1;
  return {
    id: `order-${counter}`,
    owner: 'alice',
    tokenIndex: 0,
    side: 'BUY',
    priceTicks: 5000,
    sizeMicros: 10 * SHARE,
    type: 'GTC',
    ...overrides,
  };
}

export function book(config: Partial<MarketBookConfig> = {}): MarketBook {
  return createMarketBook({ tickTicks: 100, minSizeMicros: 5 * SHARE, ...config });
}

/** Submits and asserts the order was accepted, for tests about what happened next. */
export function accepted(result: SubmitResult): SubmitAccepted {
  if (result.status === 'rejected') throw new Error(`unexpected rejection: ${result.reason}`);
  return result;
}

export function submit(target: MarketBook, request: OrderRequest, now = NOW): SubmitAccepted {
  return accepted(target.submit(request, now));
}
