import type { GrantLimits } from '../contract/index.js';
import {
  decimalStringFromMicros,
  microsFromDecimalString,
  priceStringFromTicks,
} from '../shared/index.js';

/** Why an intent is outside its grant: the limit's name and value, and a sentence. */
export interface Refusal {
  limit: string;
  value: string;
  message: string;
}

/** An intent as the grant's limits see it, its market resolved from the catalog. */
export interface IntentTerms {
  side: 'BUY' | 'SELL';
  orderType: 'GTC' | 'GTD' | 'FOK' | 'FAK';
  priceTicks: number;
  sizeMicros: number;
  /** Price × size, micro-units of collateral. */
  notionalMicros: number;
  conditionId: string;
  eventSlug: string;
  tickTicks: number;
}

/** The book's best prices in ticks of 0.0001; null where a side is empty. */
export interface BestPrices {
  bidTicks: number | null;
  askTicks: number | null;
}

const refusal = (limit: string, value: string, message: string): Refusal => ({
  limit,
  value,
  message,
});

/** The micro-units of an optional decimal limit; null: no limit. */
export const limitMicros = (value: string | null): number | null =>
  value === null ? null : microsFromDecimalString(value);

function overMicros(
  limit: 'maxOrderSize' | 'maxOrderNotional',
  max: string | null,
  micros: number,
  what: string,
): Refusal | null {
  const maxMicros = limitMicros(max);
  if (maxMicros === null || micros <= maxMicros) return null;
  return refusal(
    limit,
    max!,
    `${what} ${decimalStringFromMicros(micros)} is over the grant's ${max}`,
  );
}

/** The first limit the intent breaks that needs no state (mode, market, side, type, size). */
export function refuseIntent(limits: GrantLimits, terms: IntentTerms): Refusal | null {
  if (limits.mode !== 'trade') {
    return refusal('mode', limits.mode, `the grant is ${limits.mode}: it places no orders`);
  }
  const market = terms.conditionId.toLowerCase();
  if (limits.scope === 'markets' && !limits.marketIds.some((id) => id.toLowerCase() === market)) {
    const value = `${limits.marketIds.length} markets`;
    return refusal('marketIds', value, `market ${terms.conditionId} is not one of the grant's`);
  }
  if (limits.scope === 'event' && terms.eventSlug !== limits.eventSlug) {
    const value = limits.eventSlug ?? '';
    return refusal('eventSlug', value, `market ${terms.conditionId} is not in event ${value}`);
  }
  if (!limits.sides.includes(terms.side)) {
    return refusal('sides', limits.sides.join(','), `${terms.side} orders are not granted`);
  }
  if (!limits.orderTypes.includes(terms.orderType)) {
    const value = limits.orderTypes.join(',');
    return refusal('orderTypes', value, `${terms.orderType} orders are not granted`);
  }
  return (
    overMicros('maxOrderSize', limits.maxOrderSize, terms.sizeMicros, 'size') ??
    overMicros('maxOrderNotional', limits.maxOrderNotional, terms.notionalMicros, 'notional')
  );
}

/**
 * Whether the price lies within `bandTicks` ticks beyond the best bid and ask: a BUY no higher
 * than the best ask plus the band, a SELL no lower than the best bid minus it, and neither
 * further from the book on its own side. A one-sided book measures from the side it has.
 */
export function refuseBand(
  limits: GrantLimits,
  terms: IntentTerms,
  best: BestPrices,
): Refusal | null {
  if (limits.bandTicks === null) return null;
  const value = String(limits.bandTicks);
  const low = best.bidTicks ?? best.askTicks;
  const high = best.askTicks ?? best.bidTicks;
  if (low === null || high === null) {
    return refusal(
      'bandTicks',
      value,
      'the book is empty: there is nothing to measure the band from',
    );
  }
  const reach = limits.bandTicks * terms.tickTicks;
  const floor = low - reach;
  const ceiling = high + reach;
  if (terms.priceTicks >= floor && terms.priceTicks <= ceiling) return null;
  const range = `${priceStringFromTicks(Math.max(floor, 0))}–${priceStringFromTicks(ceiling)}`;
  return refusal(
    'bandTicks',
    value,
    `price ${priceStringFromTicks(terms.priceTicks)} is outside the band ${range}`,
  );
}
