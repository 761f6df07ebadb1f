import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServiceApp } from '../../support/service-app.js';
import { createMarketData } from '../../../server/marketdata/index.js';
import { conditionIdOf } from '../../support/catalog-fixture.js';
import {
  CLOSED_YES,
  NO,
  NO_ORDERBOOK,
  UNKNOWN,
  YES,
  bookOf,
  expectedHash,
  getJson,
  placeKnownBook,
  postJson,
  startTraders,
  type Book,
  type Traders,
} from './book-helpers.js';

let traders: Traders;
beforeEach(async () => {
  traders = await startTraders();
});
afterEach(async () => {
  await traders.venue.close();
});

describe('GET /book', () => {
  it('answers the fields of the real venue, best levels last, the NO token mirrored', async () => {
    const before = Date.now();
    await placeKnownBook(traders);
    const yes = await bookOf(traders.venue, YES);
    expect(Object.keys(yes)).toEqual([
      'market',
      'asset_id',
      'timestamp',
      'hash',
      'bids',
      'asks',
      'min_order_size',
      'tick_size',
      'neg_risk',
      'last_trade_price',
    ]);
    expect(yes).toMatchObject({
      market: conditionIdOf(204),
      asset_id: YES,
      min_order_size: '5',
      tick_size: '0.01',
      neg_risk: false,
      last_trade_price: '',
    });
    expect(yes.bids).toEqual([
      { price: '0.4', size: '10' },
      { price: '0.42', size: '5' },
    ]);
    expect(yes.asks).toEqual([
      { price: '0.6', size: '6' },
      { price: '0.55', size: '7' },
    ]);
    expect(yes.timestamp).toMatch(/^\d{13}$/);
    expect(Number(yes.timestamp)).toBeGreaterThanOrEqual(before);
    expect(Number(yes.timestamp)).toBeLessThanOrEqual(Date.now());
    expect(yes.hash).toMatch(/^[0-9a-f]{40}$/);
    expect(yes.hash).toBe(expectedHash(yes));

    const no = await bookOf(traders.venue, NO);
    expect(no.asset_id).toBe(NO);
    expect(no.bids).toEqual([
      { price: '0.4', size: '6' },
      { price: '0.45', size: '7' },
    ]);
    expect(no.asks).toEqual([
      { price: '0.6', size: '10' },
      { price: '0.58', size: '5' },
    ]);
    expect(no.hash).toBe(expectedHash(no));
    expect(no.hash).not.toBe(yes.hash);
  });

  it('answers an empty book for a market nobody has quoted', async () => {
    const book = await bookOf(traders.venue, YES);
    expect(book.bids).toEqual([]);
    expect(book.asks).toEqual([]);
    expect(book.hash).toBe(expectedHash(book));
  });

  it('keeps the same bytes until the book changes, and changes hash and timestamp with it', async () => {
    const { venue, alice } = traders;
    await placeKnownBook(traders);
    const first = await getJson(venue, `/book?token_id=${YES}`);
    const again = await getJson(venue, `/book?token_id=${YES}`);
    expect(again.text).toBe(first.text);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.41, size: 5 });
    const changed = (await getJson(venue, `/book?token_id=${YES}`)).body;
    expect(changed.bids.map((level: { price: string }) => level.price)).toEqual([
      '0.4',
      '0.41',
      '0.42',
    ]);
    expect(changed.hash).not.toBe(first.body.hash);
    expect(changed.hash).toBe(expectedHash(changed));
    expect(Number(changed.timestamp)).toBeGreaterThan(Number(first.body.timestamp));
  });

  it('follows fills and cancels: sizes, removed levels and the last trade price', async () => {
    const { venue, alice, bob } = traders;
    const placed = await placeKnownBook(traders);
    await bookOf(venue, YES);
    await bookOf(venue, NO);

    // Bob sells YES by buying NO at 0.60: he takes alice's YES bid at 0.42 (5), then 2 of
    // the 10 at 0.40; each fill is at the maker's price, the last one at 0.40.
    const taker = await bob.place({ tokenId: NO, side: 'BUY', price: 0.6, size: 7 });
    expect(taker.status).toBe('matched');
    const yes = await bookOf(venue, YES);
    expect(yes.bids).toEqual([{ price: '0.4', size: '8' }]);
    expect(yes.last_trade_price).toBe('0.4');
    const no = await bookOf(venue, NO);
    expect(no.asks).toEqual([{ price: '0.6', size: '8' }]);
    expect(no.last_trade_price).toBe('0.6');

    await alice.request('DELETE', '/order', { orderID: placed.yesBid40.orderID });
    expect((await bookOf(venue, YES)).bids).toEqual([]);
    expect((await bookOf(venue, NO)).asks).toEqual([]);
    await bob.request('DELETE', '/order', { orderID: placed.noBid40.orderID });
    expect((await bookOf(venue, YES)).asks).toEqual([{ price: '0.55', size: '7' }]);
    expect((await bookOf(venue, NO)).bids).toEqual([{ price: '0.45', size: '7' }]);
  });

  it('follows tick size changes and resolutions of the market', async () => {
    const { venue } = traders;
    await placeKnownBook(traders);
    expect((await bookOf(venue, YES)).tick_size).toBe('0.01');
    venue.trading.venue.setTickSize(conditionIdOf(204), 10);
    await venue.trading.committed();
    const book = await bookOf(venue, YES);
    expect(book.tick_size).toBe('0.001');
    expect(book.bids).toHaveLength(2);

    venue.trading.venue.resolve(conditionIdOf(204), 0);
    await venue.trading.committed();
    expect(await getJson(venue, `/book?token_id=${YES}`)).toMatchObject({
      status: 404,
      body: NO_ORDERBOOK,
    });
    expect((await postJson(venue, '/books', [{ token_id: NO }])).body).toEqual([]);
  });

  it('answers 404 for unknown tokens and resolved markets, 400 without a token id', async () => {
    const { venue } = traders;
    expect(await getJson(venue, `/book?token_id=${UNKNOWN}`)).toMatchObject({
      status: 404,
      body: NO_ORDERBOOK,
    });
    expect(await getJson(venue, `/book?token_id=${CLOSED_YES}`)).toMatchObject({
      status: 404,
      body: NO_ORDERBOOK,
    });
    const missing = await getJson(venue, '/book');
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/token_id/);
    const tooLong = await getJson(venue, `/book?token_id=${'1'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatch(/token_id/);
  });
});

describe('POST /books', () => {
  it('answers the books in the order asked for, leaving out tokens without a book', async () => {
    const { venue } = traders;
    await placeKnownBook(traders);
    const { status, body, text } = await postJson(venue, '/books', [
      { token_id: NO },
      { token_id: UNKNOWN },
      { token_id: YES },
      { token_id: CLOSED_YES },
    ]);
    expect(status).toBe(200);
    expect(body.map((book: { asset_id: string }) => book.asset_id)).toEqual([NO, YES]);
    expect(body[1]).toEqual(await bookOf(venue, YES));
    expect(text).toBe(
      `[${(await getJson(venue, `/book?token_id=${NO}`)).text},${(await getJson(venue, `/book?token_id=${YES}`)).text}]`,
    );
    expect(await postJson(venue, '/books', [])).toMatchObject({ status: 200, body: [] });
  });

  it('refuses malformed and oversized bodies with 400 naming the problem', async () => {
    const { venue } = traders;
    const notArray = await postJson(venue, '/books', { token_id: YES });
    expect(notArray.status).toBe(400);
    expect(notArray.body.error).toMatch(/body/);
    const missing = await postJson(venue, '/books', [{ asset_id: YES }]);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/token_id/);
    const oversized = await postJson(
      venue,
      '/books',
      Array.from({ length: 501 }, () => ({ token_id: YES })),
    );
    expect(oversized.status).toBe(400);
    expect(oversized.body.error).toMatch(/body must not have more than 500 items/);
    const atLimit = await postJson(
      venue,
      '/books',
      Array.from({ length: 500 }, (_, i) => ({ token_id: i % 2 ? YES : NO })),
    );
    expect(atLimit.status).toBe(200);
    // A token named twice is answered once, where it was first named.
    expect(atLimit.body.map((book: Book) => book.asset_id)).toEqual([NO, YES]);
  });

  it('refuses with 413 a set of books larger than one answer may be', async () => {
    const { venue } = traders;
    await placeKnownBook(traders);
    const yes = (await getJson(venue, `/book?token_id=${YES}`)).text;
    const no = (await getJson(venue, `/book?token_id=${NO}`)).text;
    // Room for both books and the brackets, not for the comma between them.
    const maxBooksBytes = yes.length + no.length + 2;
    const { db, catalog, trading } = venue;
    const marketData = createMarketData({
      db,
      catalog,
      books: trading.books,
      feed: trading.feed,
      maxBooksBytes,
    });
    const app = await buildServiceApp({ catalog, marketData });
    try {
      const post = (tokenIds: string[]) =>
        app.inject({
          method: 'POST',
          url: '/books',
          payload: tokenIds.map((token_id) => ({ token_id })),
        });
      const once = await post([YES, YES, YES]);
      expect(once.statusCode).toBe(200);
      expect(once.json().map((book: Book) => book.asset_id)).toEqual([YES]);
      // Another market data's book of the same state: the same size (its own timestamp).
      expect(once.body).toHaveLength(yes.length + 2);
      const refused = await post([YES, NO]);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({
        error: `body asks for more books than one answer holds (${maxBooksBytes / 1024 / 1024} MB): ask for fewer`,
      });
    } finally {
      marketData.close();
      await app.close();
    }
  });
});
