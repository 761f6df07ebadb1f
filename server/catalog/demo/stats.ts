import type { MarketStatsRecord } from '../records.js';

/**
 * The trading statistics of every demo market: none. Volumes, prices, liquidity, open interest
 * and the price changes are the venue's to compute from its own books and fills (the simulated
 * liquidity quotes and trades the demo markets); a market that never traded shows nothing.
 */
export const UNTRADED_STATS: Readonly<MarketStatsRecord> = Object.freeze({
  volumeMicros: 0,
  volume24hrMicros: 0,
  volume1wkMicros: 0,
  volume1moMicros: 0,
  volume1yrMicros: 0,
  liquidityMicros: 0,
  bestBidMicros: null,
  bestAskMicros: null,
  lastTradePriceMicros: null,
  oneDayPriceChangeMicros: null,
  oneWeekPriceChangeMicros: null,
  oneMonthPriceChangeMicros: null,
  openInterestMicros: 0,
  competitiveMicros: 0,
});
