import { ClobClient, PriceHistoryInterval, Side } from '@polymarket/clob-client-v2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO, YES, placeKnownBook, startTraders, type Traders } from './book-helpers.js';

let traders: Traders;
let client: ClobClient;
beforeEach(async () => {
  traders = await startTraders();
  await placeKnownBook(traders);
  const host = await traders.venue.app.listen({ host: '127.0.0.1', port: 0 });
  client = new ClobClient({ host, chain: 137 });
});
afterEach(async () => {
  await traders.venue.close();
});

/** The venue's official client, unchanged, reads books and quotes from the local venue. */
describe('the official client against the order-book reads', () => {
  it('reads a book whose hash it recomputes, and walks it from the best level', async () => {
    const book = await client.getOrderBook(YES);
    expect(book.asset_id).toBe(YES);
    expect(await client.getOrderBookHash({ ...book })).toBe(book.hash);
    // calculateMarketPrice reads the levels from the end: the best ask 0.55 x 7 first.
    expect(await client.calculateMarketPrice(YES, Side.BUY, 3)).toBe(0.55);
    expect(await client.calculateMarketPrice(YES, Side.BUY, 5)).toBe(0.6);
    expect(await client.calculateMarketPrice(YES, Side.SELL, 4)).toBe(0.42);
    const books = await client.getOrderBooks([
      { token_id: YES, side: Side.BUY },
      { token_id: NO, side: Side.SELL },
    ]);
    expect(books.map((each) => each.asset_id)).toEqual([YES, NO]);
  });

  it('reads prices, midpoints, spreads, last trades and price history', async () => {
    expect(await client.getPrice(YES, Side.BUY)).toEqual({ price: '0.42' });
    expect(await client.getPrice(YES, Side.SELL)).toEqual({ price: '0.55' });
    expect(await client.getMidpoint(NO)).toEqual({ mid: '0.515' });
    expect(await client.getSpread(NO)).toEqual({ spread: '0.13' });
    expect(await client.getMidpoints([{ token_id: YES, side: Side.BUY }])).toEqual({
      [YES]: '0.485',
    });
    await traders.alice.place({ tokenId: YES, side: 'BUY', price: 0.55, size: 5 });
    expect(await client.getLastTradePrice(YES)).toEqual({ price: '0.55', side: 'BUY' });
    const history = await client.getPricesHistory({
      market: YES,
      interval: PriceHistoryInterval.ONE_HOUR,
      fidelity: 1,
    });
    expect(history).toEqual({ history: [{ t: expect.any(Number), p: 0.55 }] });
  });
});
