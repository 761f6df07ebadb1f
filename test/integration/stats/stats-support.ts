import { expect } from 'vitest';
import { conditionIdOf, tokenIdOf } from '../../support/catalog-fixture.js';
import type { TestTrader, Venue } from '../../support/venue.js';

/** Market 204 of the fixture (event 102, with market 205): the market the scenarios trade. */
export const MARKET = 204;
export const EVENT = 102;
export const YES = tokenIdOf(MARKET, 0);
export const NO = tokenIdOf(MARKET, 1);
export const CONDITION = conditionIdOf(MARKET);

export interface CatalogMarket {
  outcomePrices: string;
  bestBid?: number;
  bestAsk?: number;
  spread?: number;
  lastTradePrice?: number;
  oneDayPriceChange?: number;
  oneWeekPriceChange?: number;
  oneMonthPriceChange?: number;
  closed: boolean;
  umaResolutionStatus?: string;
  volume: string;
  volumeNum: number;
  volume24hr: number;
  volume1wk: number;
  volume1mo: number;
  volume1yr: number;
  liquidity: string;
  liquidityNum: number;
  competitive: number;
}

export async function getJson<T>(venue: Venue, url: string): Promise<T> {
  const response = await venue.app.inject(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}

export const catalogMarket = (venue: Venue, id = MARKET) =>
  getJson<CatalogMarket>(venue, `/markets/${id}`);

export interface CatalogEvent {
  volume: number;
  volume24hr: number;
  volume1wk: number;
  volume1mo: number;
  volume1yr: number;
  openInterest: number;
}

export const catalogEvent = (venue: Venue, id = EVENT) =>
  getJson<CatalogEvent>(venue, `/events/${id}`);

/**
 * Two fills, then a resting book on market 204:
 * - alice bids YES 10 @ 0.40; bob buys NO 10 @ 0.60 against it (a mint: 10 @ YES 0.40, the
 *   taker paying 0.60, notional 6);
 * - alice offers 5 of those YES @ 0.42; carol buys them (5 @ 0.42, notional 2.10);
 * - alice bids YES 20 @ 0.38, bob sells NO 5 @ 0.62 (a YES bid at 0.38), carol buys NO
 *   15 @ 0.55 (a YES ask at 0.45).
 * Book of YES: bids 0.38 x 25, asks 0.45 x 15; last trade 0.42; volume 8.10.
 */
export async function tradeScenario(alice: TestTrader, bob: TestTrader, carol: TestTrader) {
  await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
  await bob.place({ tokenId: NO, side: 'BUY', price: 0.6, size: 10 });
  await alice.place({ tokenId: YES, side: 'SELL', price: 0.42, size: 5 });
  await carol.place({ tokenId: YES, side: 'BUY', price: 0.42, size: 5 });
  await alice.place({ tokenId: YES, side: 'BUY', price: 0.38, size: 20 });
  await bob.place({ tokenId: NO, side: 'SELL', price: 0.62, size: 5 });
  await carol.place({ tokenId: NO, side: 'BUY', price: 0.55, size: 15 });
}
