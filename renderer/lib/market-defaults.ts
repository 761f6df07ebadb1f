import type { Market } from '../../server/contract/index.js';

/**
 * A market with the fields the terminal reads filled where the venue left them out: in mirror
 * mode the terminal gets the venue's objects as they came, and the venue omits fields on some
 * markets (older and closed ones have no fee schedule, tick, minimum size or neg-risk flag).
 * What is filled is what the venue means by the absence: no fees, a cent tick, five shares,
 * not neg-risk, and orders accepted only while the market is open.
 */
export function withMarketDefaults<M extends Omit<Market, 'events'>>(market: M): M {
  const loose = market as Partial<M> & Partial<Omit<Market, 'events'>>;
  return {
    ...market,
    questionID: loose.questionID ?? '',
    groupItemTitle: loose.groupItemTitle ?? '',
    featured: loose.featured ?? false,
    negRisk: loose.negRisk ?? false,
    enableOrderBook: loose.enableOrderBook ?? Boolean(loose.clobTokenIds),
    acceptingOrders: loose.acceptingOrders ?? (loose.active === true && loose.closed !== true),
    orderPriceMinTickSize: loose.orderPriceMinTickSize ?? 0.01,
    orderMinSize: loose.orderMinSize ?? 5,
    makerBaseFee: loose.makerBaseFee ?? 0,
    takerBaseFee: loose.takerBaseFee ?? 0,
    feeSchedule: loose.feeSchedule ?? { rate: 0, exponent: 1, takerOnly: true, rebateRate: 0 },
    clobRewards: loose.clobRewards ?? [],
    ...('events' in market ? {} : { events: [] }),
  };
}
