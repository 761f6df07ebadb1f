import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPriceHistory } from '../../../server/marketdata/price-history.js';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import {
  CLOSED_YES,
  NO,
  NO_ORDERBOOK,
  UNKNOWN,
  YES,
  getJson,
  postJson,
  startTraders,
  type Traders,
} from './book-helpers.js';

/** 2026-01-01T00:00:00Z: whole hours and days fall on bucket boundaries. */
const T0 = 1_767_225_600;
let clockMs = T0 * 1000;
let traders: Traders;

beforeEach(async () => {
  clockMs = T0 * 1000;
  traders = await startTraders(() => clockMs);
});
afterEach(async () => {
  await traders.venue.close();
});

/** A fill on market 204 at `t` (Unix s): alice rests a YES bid, bob sells into it via NO. */
async function tradeAt(t: number, yesPrice: number): Promise<void> {
  clockMs = t * 1000;
  const { alice, bob } = traders;
  await alice.place({ tokenId: YES, side: 'BUY', price: yesPrice, size: 5 });
  const taker = await bob.place({ tokenId: NO, side: 'BUY', price: 1 - yesPrice, size: 5 });
  expect(taker.status).toBe('matched');
}

const history = async (query: string) => getJson(traders.venue, `/prices-history?${query}`);

describe('GET /prices-history', () => {
  it('answers the last fill of each bucket, seen from the token asked for', async () => {
    await tradeAt(T0 + 10, 0.4);
    await tradeAt(T0 + 50, 0.45);
    await tradeAt(T0 + 130, 0.5);
    await tradeAt(T0 + 3_700, 0.6);
    clockMs = (T0 + 4_000) * 1000;

    const range = `startTs=${T0}&endTs=${T0 + 4_000}`;
    expect(await history(`market=${YES}&${range}&fidelity=1`)).toMatchObject({
      status: 200,
      body: {
        history: [
          { t: T0, p: 0.45 },
          { t: T0 + 120, p: 0.5 },
          { t: T0 + 3_660, p: 0.6 },
        ],
      },
    });
    expect((await history(`market=${NO}&${range}&fidelity=1`)).body.history).toEqual([
      { t: T0, p: 0.55 },
      { t: T0 + 120, p: 0.5 },
      { t: T0 + 3_660, p: 0.4 },
    ]);
    expect((await history(`market=${YES}&${range}&fidelity=60`)).body.history).toEqual([
      { t: T0, p: 0.5 },
      { t: T0 + 3_600, p: 0.6 },
    ]);
    // startTs and endTs are inclusive bounds on the fills' times; no point precedes startTs.
    expect(
      (await history(`market=${YES}&startTs=${T0 + 50}&endTs=${T0 + 130}&fidelity=1`)).body.history,
    ).toEqual([
      { t: T0 + 50, p: 0.45 },
      { t: T0 + 120, p: 0.5 },
    ]);
  });

  it('takes the later of two fills stamped with the same millisecond', async () => {
    await tradeAt(T0 + 10, 0.4);
    await tradeAt(T0 + 10, 0.3);
    clockMs = (T0 + 60) * 1000;
    expect((await history(`market=${YES}&interval=1h&fidelity=1`)).body.history).toEqual([
      { t: T0, p: 0.3 },
    ]);
  });

  it('reaches back from now (or endTs) by the interval; max and all from the first price', async () => {
    await tradeAt(T0, 0.3);
    await tradeAt(T0 + 2 * 86_400, 0.35);
    await tradeAt(T0 + 2 * 86_400 + 12 * 3_600, 0.4);
    clockMs = (T0 + 2 * 86_400 + 12 * 3_600 + 600) * 1000;
    const prices = async (query: string) =>
      (await history(`market=${YES}&${query}`)).body.history.map((point: { p: number }) => point.p);

    expect(await prices('interval=1h&fidelity=1')).toEqual([0.4]);
    expect(await prices('interval=6h&fidelity=1')).toEqual([0.4]);
    expect(await prices('interval=1d&fidelity=1')).toEqual([0.35, 0.4]);
    expect(await prices('interval=1w&fidelity=60')).toEqual([0.3, 0.35, 0.4]);
    expect(await prices('interval=1m&fidelity=60')).toEqual([0.3, 0.35, 0.4]);
    expect(await prices('interval=max&fidelity=60')).toEqual([0.3, 0.35, 0.4]);
    expect(await prices('interval=all')).toEqual([0.3, 0.35, 0.4]);
    expect(await prices('')).toEqual([0.3, 0.35, 0.4]);
    expect(await prices(`interval=1d&endTs=${T0 + 86_400}&fidelity=5`)).toEqual([0.3]);
  });

  it('picks the finest fidelity that fits when none is given, and refuses a finer one', async () => {
    await tradeAt(T0, 0.3);
    await tradeAt(T0 + 60, 0.35);
    clockMs = (T0 + 30 * 86_400) * 1000;
    // 30 days in at most 10,080 buckets: at least 5 minutes each.
    expect((await history(`market=${YES}&interval=1m`)).body.history).toEqual([{ t: T0, p: 0.35 }]);
    expect(await history(`market=${YES}&interval=1m&fidelity=4`)).toMatchObject({
      status: 400,
      body: { error: 'fidelity must be at least 5 (minutes) for this range' },
    });
    expect((await history(`market=${YES}&interval=1m&fidelity=5`)).status).toBe(200);
    expect((await history(`market=${YES}&interval=1d&fidelity=1`)).status).toBe(200);
  });

  it('merges the price backfill, fills winning in a bucket holding both', async () => {
    const insert = traders.venue.db.prepare(
      'INSERT INTO price_backfill (token_id, t, price_micros) VALUES (?, ?, ?)',
    );
    insert.run(YES, T0 - 120, 200_000);
    insert.run(YES, T0 - 60, 210_000);
    insert.run(YES, T0 + 5, 990_000);
    insert.run(NO, T0 - 60, 790_000);
    await tradeAt(T0 + 30, 0.25);
    clockMs = (T0 + 600) * 1000;
    expect((await history(`market=${YES}&interval=all&fidelity=1`)).body.history).toEqual([
      { t: T0 - 120, p: 0.2 },
      { t: T0 - 60, p: 0.21 },
      { t: T0, p: 0.25 },
    ]);
    expect((await history(`market=${NO}&interval=max&fidelity=1`)).body.history).toEqual([
      { t: T0 - 60, p: 0.79 },
      { t: T0, p: 0.75 },
    ]);
  });

  it('answers an empty history for a token without prices, and closed markets keep theirs', async () => {
    expect(await history(`market=${tokenIdOf(205, 0)}&interval=1d`)).toMatchObject({
      status: 200,
      body: { history: [] },
    });
    expect(await history(`market=${CLOSED_YES}`)).toMatchObject({
      status: 200,
      body: { history: [] },
    });
  });

  it('refuses bad parameters with 400 naming them, unknown tokens with 404', async () => {
    const refusals: [string, RegExp][] = [
      [`market=${YES}&interval=2h`, /^interval must be one of 1h, 6h, 1d, 1w, 1m, max, all$/],
      [`market=${YES}&fidelity=0`, /^fidelity must be a whole number/],
      [`market=${YES}&fidelity=1.5`, /^fidelity must be a whole number/],
      [`market=${YES}&fidelity=abc`, /^fidelity /],
      [`market=${YES}&startTs=abc`, /^startTs /],
      [`market=${YES}&startTs=-5`, /^startTs must be a Unix time in seconds$/],
      [`market=${YES}&endTs=99999999999`, /^endTs must be a Unix time in seconds$/],
      [`market=${YES}&startTs=${T0 + 10}&endTs=${T0}`, /^startTs must not be after endTs$/],
      ['interval=1d', /^market is required$/],
    ];
    for (const [query, message] of refusals) {
      const { status, body } = await history(query);
      expect(status, query).toBe(400);
      expect(body.error, query).toMatch(message);
    }
    expect(await history(`market=${UNKNOWN}&interval=1d`)).toMatchObject({
      status: 404,
      body: NO_ORDERBOOK,
    });
  });
});

describe('POST /batch-prices-history', () => {
  it('answers a history per token, leaving out unknown tokens', async () => {
    await tradeAt(T0 + 10, 0.4);
    clockMs = (T0 + 600) * 1000;
    const { status, body } = await postJson(traders.venue, '/batch-prices-history', {
      markets: [YES, NO, UNKNOWN, tokenIdOf(205, 0)],
      start_ts: T0,
      end_ts: T0 + 600,
      fidelity: 1,
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      history: {
        [YES]: [{ t: T0, p: 0.4 }],
        [NO]: [{ t: T0, p: 0.6 }],
        [tokenIdOf(205, 0)]: [],
      },
    });
    const byInterval = await postJson(traders.venue, '/batch-prices-history', {
      markets: [YES],
      interval: '1h',
    });
    expect(byInterval.body).toEqual({ history: { [YES]: [{ t: T0, p: 0.4 }] } });
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const post = (payload: unknown) => postJson(traders.venue, '/batch-prices-history', payload);
    expect((await post({ markets: Array.from({ length: 21 }, () => YES) })).body.error).toBe(
      'markets must not have more than 20 items',
    );
    expect((await post({ markets: [YES], interval: '3d' })).body.error).toMatch(
      /^interval must be one of/,
    );
    expect((await post({ markets: [YES], start_ts: -1 })).body.error).toBe(
      'start_ts must be a Unix time in seconds',
    );
    expect((await post({ markets: [YES], start_ts: 10, end_ts: 5 })).body.error).toBe(
      'start_ts must not be after end_ts',
    );
    expect((await post({ markets: [YES], fidelity: 0 })).status).toBe(400);
    expect((await post({})).body.error).toBe('markets is required');
    expect((await post({ markets: [{}] })).body.error).toBe('markets[0] must be string');
  });
});

describe("the terminal chart's bars", () => {
  const bars = (tokenId: string, query: Record<string, number | string>) =>
    createPriceHistory({
      db: traders.venue.db,
      catalog: traders.venue.catalog,
      now: () => clockMs,
    }).bars(tokenId, query);

  it("gives each bucket its fills' volume-weighted price and notional", async () => {
    // Bid and ask taken in turn: the line runs through them, not along the last print's side.
    await tradeAt(T0 + 10, 0.4);
    await tradeAt(T0 + 50, 0.5);
    await tradeAt(T0 + 3_700, 0.6);
    clockMs = (T0 + 4_000) * 1000;
    const range = { startTs: T0, endTs: T0 + 4_000, fidelity: 1 };
    expect(bars(YES, range)).toEqual([
      { t: T0, p: 0.45, v: 4.5 },
      { t: T0 + 3_660, p: 0.6, v: 3 },
    ]);
    expect(bars(NO, range)).toEqual([
      { t: T0, p: 0.55, v: 5.5 },
      { t: T0 + 3_660, p: 0.4, v: 2 },
    ]);
  });

  it('counts only the fills inside the range in a bucket it cuts', async () => {
    await tradeAt(T0 + 10, 0.4);
    await tradeAt(T0 + 50, 0.5);
    clockMs = (T0 + 120) * 1000;
    expect(bars(YES, { startTs: T0 + 30, endTs: T0 + 120, fidelity: 1 })).toEqual([
      { t: T0 + 30, p: 0.5, v: 2.5 },
    ]);
  });

  it('refuses a token no market has', () => {
    expect(() => bars(UNKNOWN, { interval: '1d' })).toThrow(/No orderbook/i);
  });
});
