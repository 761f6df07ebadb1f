import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import {
  CLOSED_YES,
  NO,
  NO_ORDERBOOK,
  UNKNOWN,
  YES,
  getJson,
  placeKnownBook,
  postJson,
  startTraders,
  type Traders,
} from './book-helpers.js';

/** Market 205: nobody quotes it in these tests. */
const EMPTY = tokenIdOf(205, 0);

let traders: Traders;
beforeEach(async () => {
  traders = await startTraders();
  await placeKnownBook(traders);
});
afterEach(async () => {
  await traders.venue.close();
});

describe('prices', () => {
  it('answers the best bid for side=BUY and the best ask for side=SELL, any case', async () => {
    const { venue } = traders;
    const price = (token: string, side: string) =>
      getJson(venue, `/price?token_id=${token}&side=${side}`);
    expect(await price(YES, 'BUY')).toMatchObject({ status: 200, body: { price: '0.42' } });
    expect(await price(YES, 'SELL')).toMatchObject({ status: 200, body: { price: '0.55' } });
    expect(await price(NO, 'buy')).toMatchObject({ status: 200, body: { price: '0.45' } });
    expect(await price(NO, 'Sell')).toMatchObject({ status: 200, body: { price: '0.58' } });
  });

  it('answers 404 for an empty side or an unknown token, 400 for a bad side', async () => {
    const { venue } = traders;
    expect(await getJson(venue, `/price?token_id=${EMPTY}&side=BUY`)).toMatchObject({
      status: 404,
      body: NO_ORDERBOOK,
    });
    expect(await getJson(venue, `/price?token_id=${UNKNOWN}&side=BUY`)).toMatchObject({
      status: 404,
      body: NO_ORDERBOOK,
    });
    expect(await getJson(venue, `/price?token_id=${YES}&side=HOLD`)).toMatchObject({
      status: 400,
      body: { error: 'side must be BUY or SELL' },
    });
    expect(await getJson(venue, `/price?token_id=${YES}`)).toMatchObject({
      status: 400,
      body: { error: 'side is required' },
    });
  });

  it('POST /prices answers by token and side, leaving out empty sides and unknown tokens', async () => {
    const { venue } = traders;
    const { status, body } = await postJson(venue, '/prices', [
      { token_id: YES, side: 'BUY' },
      { token_id: YES, side: 'SELL' },
      { token_id: NO, side: 'buy' },
      { token_id: EMPTY, side: 'SELL' },
      { token_id: UNKNOWN, side: 'BUY' },
    ]);
    expect(status).toBe(200);
    expect(body).toEqual({ [YES]: { BUY: '0.42', SELL: '0.55' }, [NO]: { BUY: '0.45' } });
    const badSide = await postJson(venue, '/prices', [{ token_id: YES, side: 'HOLD' }]);
    expect(badSide).toMatchObject({
      status: 400,
      body: { error: 'body[0].side must be BUY or SELL' },
    });
    const oversized = await postJson(
      venue,
      '/prices',
      Array.from({ length: 501 }, () => ({ token_id: YES, side: 'BUY' })),
    );
    expect(oversized.status).toBe(400);
  });
});

describe('midpoints and spreads', () => {
  it('answers the exact midpoint and spread of each token', async () => {
    const { venue } = traders;
    expect(await getJson(venue, `/midpoint?token_id=${YES}`)).toMatchObject({
      status: 200,
      body: { mid: '0.485' },
    });
    expect((await getJson(venue, `/midpoint?token_id=${NO}`)).body).toEqual({ mid: '0.515' });
    expect((await getJson(venue, `/spread?token_id=${YES}`)).body).toEqual({ spread: '0.13' });
    expect((await getJson(venue, `/spread?token_id=${NO}`)).body).toEqual({ spread: '0.13' });

    const tokens = [
      { token_id: YES },
      { token_id: NO },
      { token_id: EMPTY },
      { token_id: UNKNOWN },
    ];
    expect((await postJson(venue, '/midpoints', tokens)).body).toEqual({
      [YES]: '0.485',
      [NO]: '0.515',
    });
    expect((await postJson(venue, '/spreads', tokens)).body).toEqual({
      [YES]: '0.13',
      [NO]: '0.13',
    });
  });

  it('answers a midpoint between ticks exactly', async () => {
    const { venue, alice } = traders;
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.43, size: 5 });
    expect((await getJson(venue, `/midpoint?token_id=${YES}`)).body).toEqual({ mid: '0.49' });
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.44, size: 5 });
    expect((await getJson(venue, `/midpoint?token_id=${YES}`)).body).toEqual({ mid: '0.495' });
  });

  it('answers 404 for a one-sided or empty book and for unknown or resolved tokens', async () => {
    const { venue, alice } = traders;
    await alice.place({ tokenId: EMPTY, side: 'BUY', price: 0.3, size: 5 });
    for (const token of [EMPTY, UNKNOWN, CLOSED_YES]) {
      expect(await getJson(venue, `/midpoint?token_id=${token}`)).toMatchObject({
        status: 404,
        body: NO_ORDERBOOK,
      });
      expect(await getJson(venue, `/spread?token_id=${token}`)).toMatchObject({
        status: 404,
        body: NO_ORDERBOOK,
      });
    }
    expect((await getJson(venue, '/midpoint')).status).toBe(400);
    expect((await postJson(venue, '/midpoints', [{}])).status).toBe(400);
  });
});

describe('last trade prices', () => {
  it('answers 0.5 and no side before the first trade', async () => {
    const { venue } = traders;
    expect(await getJson(venue, `/last-trade-price?token_id=${YES}`)).toMatchObject({
      status: 200,
      body: { price: '0.5', side: '' },
    });
  });

  it('answers the last fill seen from each token, with the taker side', async () => {
    const { venue, alice } = traders;
    // Alice buys YES at 0.55 against bob's NO bid at 0.45: the fill is at 0.45 in NO terms.
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.55, size: 5 });
    expect((await getJson(venue, `/last-trade-price?token_id=${YES}`)).body).toEqual({
      price: '0.55',
      side: 'BUY',
    });
    expect((await getJson(venue, `/last-trade-price?token_id=${NO}`)).body).toEqual({
      price: '0.45',
      side: 'SELL',
    });
    const { status, body } = await postJson(venue, '/last-trades-prices', [
      { token_id: NO },
      { token_id: UNKNOWN },
      { token_id: EMPTY },
    ]);
    expect(status).toBe(200);
    expect(body).toEqual([
      { token_id: NO, price: '0.45', side: 'SELL' },
      { token_id: EMPTY, price: '0.5', side: '' },
    ]);
  });

  it('answers 404 for an unknown token', async () => {
    expect(await getJson(traders.venue, `/last-trade-price?token_id=${UNKNOWN}`)).toMatchObject({
      status: 404,
      body: NO_ORDERBOOK,
    });
  });
});
