// Shared set-up of the order-book read tests: a venue, two traders and a known book on
// market 204 (standard, tick 0.01, minimum size 5).
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { startVenue, TestTrader, type Venue } from '../../support/venue.js';

export const YES = tokenIdOf(204, 0);
export const NO = tokenIdOf(204, 1);
/** Market 211 is resolved (closed): no order book, like the real venue. */
export const CLOSED_YES = tokenIdOf(211, 0);
export const UNKNOWN = '999999999';
export const NO_ORDERBOOK = { error: 'No orderbook exists for the requested token id' };

export interface Book {
  market: string;
  asset_id: string;
  timestamp: string;
  hash: string;
  bids: { price: string; size: string }[];
  asks: { price: string; size: string }[];
  min_order_size: string;
  tick_size: string;
  neg_risk: boolean;
  last_trade_price: string;
}

export interface Traders {
  venue: Venue;
  alice: TestTrader;
  bob: TestTrader;
}

export async function startTraders(now?: () => number): Promise<Traders> {
  const venue = await startVenue(now);
  const alice = await new TestTrader(venue, 'alice').init(1_000);
  const bob = await new TestTrader(venue, 'bob').init(1_000);
  return { venue, alice, bob };
}

/**
 * YES bids 0.40 x 10 and 0.42 x 5 (alice); YES asks 0.55 x 7 and 0.60 x 6, placed as NO
 * bids at 0.45 and 0.40 (bob): the NO book is their mirror.
 */
export async function placeKnownBook({ alice, bob }: Traders) {
  return {
    yesBid40: await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 }),
    yesBid42: await alice.place({ tokenId: YES, side: 'BUY', price: 0.42, size: 5 }),
    noBid45: await bob.place({ tokenId: NO, side: 'BUY', price: 0.45, size: 7 }),
    noBid40: await bob.place({ tokenId: NO, side: 'BUY', price: 0.4, size: 6 }),
  };
}

export async function getJson(venue: Venue, url: string) {
  const response = await venue.app.inject(url);
  return { status: response.statusCode, body: response.json(), text: response.body };
}

export async function postJson(venue: Venue, url: string, payload: unknown) {
  const response = await venue.app.inject({ method: 'POST', url, payload: payload as object });
  return { status: response.statusCode, body: response.json(), text: response.body };
}

export async function bookOf(venue: Venue, tokenId: string): Promise<Book> {
  const { status, body } = await getJson(venue, `/book?token_id=${tokenId}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as Book;
}

/** The hash the venue's client recomputes: SHA-1 of the JSON with hash set to "". */
export const expectedHash = (book: Book): string =>
  createHash('sha1')
    .update(JSON.stringify({ ...book, hash: '' }))
    .digest('hex');
