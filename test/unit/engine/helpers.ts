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

const numbers = new Map<string, number>();
const names = new Map<number, string>();

/**
 * Order ids and owners are numbers; tests call them by name. Each name stands for one fixed
 * positive number (ids and owners share the numbering, so every name maps back).
 */
function numberFor(name: string): number {
  let value = numbers.get(name);
  if (value === undefined) {
    value = numbers.size + 1;
    numbers.set(name, value);
    names.set(value, name);
  }
  return value;
}

export const orderId = numberFor;
export const account = numberFor;

/** The name behind an id or owner, or `#<number>` for the unnamed ids of `order()`. */
export function nameOf(value: number): string {
  return names.get(value) ?? `#${value}`;
}

/** Unnamed orders get ids far above the named ones. */
let counter = 1_000_000;

/** A GTC order with defaults; prices in ticks of 0.0001 of the order's own token. */
export function order(overrides: Partial<OrderRequest> = {}): OrderRequest {
  counter += 1;
  return {
    id: counter,
    owner: account('alice'),
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
