// Liquidity rewards of the local venue over HTTP: which resting orders score (docs/api.md,
// "Liquidity rewards") and what the makers earn from the samples of the book.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { conditionIdOf, tokenIdOf } from '../../support/catalog-fixture.js';
import { startVenue, TestTrader, type Venue } from '../../support/venue.js';
import { createRewards } from '../../../server/rewards/index.js';

const MARKET = 204;
const YES = tokenIdOf(MARKET, 0);
const NO = tokenIdOf(MARKET, 1);
const CONDITION = conditionIdOf(MARKET);

// The programme: $144 a day (a tenth of a dollar per one-minute sample), 20 shares, 3 cents.
const DAILY_RATE_MICROS = 144_000_000;
const MIN_SIZE_SHARES = 20;
const MAX_SPREAD_CENTS = 3;

const DAY = '2026-03-02';
const NOON = Date.parse(`${DAY}T12:00:00Z`);

/** The venue's S = ((v - s) / v)^2 x size, in micro-shares, with v and s in cents. */
const orderScore = (sizeShares: number, distanceCents: number): bigint => {
  const v = BigInt(MAX_SPREAD_CENTS * 2);
  const s = BigInt(distanceCents * 2);
  return (BigInt(sizeShares * 1e6) * (v - s) * (v - s)) / (v * v);
};

/** Thousandths of a micro-unit one sample pays a maker with score q of a book total. */
const samplePay = (q: bigint, total: bigint): bigint =>
  (BigInt(DAILY_RATE_MICROS) * 1000n * q) / (total * 1440n);

let venue: Venue;
let carol: TestTrader;
let alice: TestTrader;

beforeEach(async () => {
  venue = await startVenue(undefined, null, (db) => {
    db.prepare(
      `UPDATE markets SET rewards_daily_rate_micros = ?, rewards_min_size_micros = ?,
         rewards_max_spread_micros = ? WHERE id = ?`,
    ).run(DAILY_RATE_MICROS, MIN_SIZE_SHARES * 1e6, MAX_SPREAD_CENTS * 1e6, MARKET);
  });
  carol = await new TestTrader(venue, 'carol').init(500);
  alice = await new TestTrader(venue, 'alice').init(500);
});
afterEach(() => venue.close());

/** Carol quotes 50 a side one cent around 0.50: bid 0.49, and a NO bid 0.49 (a YES ask 0.51). */
async function carolQuotes() {
  const bid = await carol.place({ tokenId: YES, side: 'BUY', price: 0.49, size: 50 });
  const ask = await carol.place({ tokenId: NO, side: 'BUY', price: 0.49, size: 50 });
  return { bid: bid.orderID, ask: ask.orderID };
}

/** Alice's orders: two in the band (one per side), one too small, one too far. */
async function aliceOrders() {
  const inside = await alice.place({ tokenId: YES, side: 'BUY', price: 0.48, size: 30 });
  const insideNo = await alice.place({ tokenId: NO, side: 'BUY', price: 0.48, size: 30 });
  const small = await alice.place({ tokenId: YES, side: 'BUY', price: 0.49, size: 10 });
  const far = await alice.place({ tokenId: YES, side: 'BUY', price: 0.46, size: 30 });
  return {
    inside: inside.orderID,
    insideNo: insideNo.orderID,
    small: small.orderID,
    far: far.orderID,
  };
}

const scoring = async (trader: TestTrader, orderId: string) => {
  const response = await trader.request('GET', `/order-scoring?order_id=${orderId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().scoring as boolean;
};

describe('order scoring', () => {
  it('scores resting orders of the minimum size within the max spread of the midpoint', async () => {
    const carols = await carolQuotes();
    const alices = await aliceOrders();

    expect(await scoring(carol, carols.bid)).toBe(true);
    expect(await scoring(carol, carols.ask)).toBe(true);
    expect(await scoring(alice, alices.inside)).toBe(true);
    expect(await scoring(alice, alices.insideNo)).toBe(true);
    expect(await scoring(alice, alices.small)).toBe(false);
    expect(await scoring(alice, alices.far)).toBe(false);

    const batch = await alice.request('POST', '/orders-scoring', [
      alices.inside,
      alices.small,
      alices.far,
      carols.bid,
    ]);
    expect(batch.statusCode).toBe(200);
    // Another wallet's order is as unknown to the caller as a missing one.
    expect(batch.json()).toEqual({
      [alices.inside]: true,
      [alices.small]: false,
      [alices.far]: false,
      [carols.bid]: false,
    });
  });

  it('stops scoring a canceled order, and one filled below the minimum size', async () => {
    const carols = await carolQuotes();
    const alices = await aliceOrders();
    await alice.request('DELETE', '/order', { orderID: alices.inside });
    expect(await scoring(alice, alices.inside)).toBe(false);

    // A taker sells 35 YES into the bids: carol's 50 at 0.49 fills 35 (15 left, under 20).
    const taker = await new TestTrader(venue, 'taker').init(500);
    await taker.place({ tokenId: NO, side: 'BUY', price: 0.51, size: 35, orderType: 'FAK' });
    expect(await scoring(carol, carols.bid)).toBe(false);
  });

  it('scores nothing in a market without a programme', async () => {
    const other = tokenIdOf(205, 0);
    const bid = await alice.place({ tokenId: other, side: 'BUY', price: 0.44, size: 50 });
    await carol.place({ tokenId: tokenIdOf(205, 1), side: 'BUY', price: 0.54, size: 50 });
    expect(await scoring(alice, bid.orderID)).toBe(false);
  });
});

describe('earnings', () => {
  it("pays each sample's share of the daily rate pro rata to the makers' scores", async () => {
    await carolQuotes();
    await aliceOrders();
    const carolScore = orderScore(50, 1);
    const aliceScore = orderScore(30, 2);
    const total = carolScore + aliceScore;

    venue.rewards.sample(NOON);
    venue.rewards.sample(NOON + 60_000);
    venue.rewards.sample(NOON + 120_000);

    const aliceMicros = Number((3n * samplePay(aliceScore, total)) / 1000n);
    const carolMicros = Number((3n * samplePay(carolScore, total)) / 1000n);
    // Three samples pay three 1/1440 shares of the rate between them (less rounding).
    expect(aliceMicros + carolMicros).toBeGreaterThan(299_990);
    expect(aliceMicros + carolMicros).toBeLessThanOrEqual(300_000);

    const earnings = await alice.request('GET', `/rewards/user?date=${DAY}&signature_type=0`);
    expect(earnings.statusCode).toBe(200);
    expect(earnings.json()).toEqual({
      limit: 100,
      count: 1,
      next_cursor: 'LTE=',
      data: [
        {
          date: `${DAY}T00:00:00Z`,
          condition_id: CONDITION,
          asset_address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
          maker_address: alice.address.toLowerCase(),
          earnings: aliceMicros / 1e6,
          asset_rate: 1,
        },
      ],
    });

    const totals = await carol.request('GET', `/rewards/user/total?date=${DAY}`);
    expect(totals.json()).toEqual([
      expect.objectContaining({
        date: `${DAY}T00:00:00Z`,
        maker_address: carol.address.toLowerCase(),
        earnings: carolMicros / 1e6,
      }),
    ]);

    const nextDay = await alice.request('GET', '/rewards/user/total?date=2026-03-03');
    expect(nextDay.json()).toEqual([]);
  });

  it('gives a one-sided maker a third of its side near the middle of the price range', async () => {
    const bob = await new TestTrader(venue, 'bob').init(500);
    await carolQuotes();
    await bob.place({ tokenId: YES, side: 'BUY', price: 0.49, size: 60 });
    // Bob's bid joins carol's level: the cutoff midpoint stays 0.50.
    const bobScore = orderScore(60, 1) / 3n;
    const carolScore = orderScore(50, 1);

    const percentages = await bob.request('GET', '/rewards/user/percentages');
    const expected = Number((bobScore * 10_000n) / (bobScore + carolScore)) / 100;
    expect(percentages.json()).toEqual({ [CONDITION]: expected });

    venue.rewards.sample(NOON);
    const earned = Number(samplePay(bobScore, bobScore + carolScore) / 1000n);
    const answer = await bob.request('GET', `/rewards/user?date=${DAY}`);
    expect(answer.json().data[0].earnings).toBe(earned / 1e6);
  });

  it('lists the markets with the day and the live share, and keeps earnings across a restart', async () => {
    await carolQuotes();
    await aliceOrders();
    venue.rewards.sample(NOON);
    const aliceScore = orderScore(30, 2);
    const total = orderScore(50, 1) + aliceScore;

    const markets = await alice.request('GET', `/rewards/user/markets?date=${DAY}`);
    expect(markets.statusCode).toBe(200);
    const page = markets.json();
    expect(page).toMatchObject({ count: 1, total_count: 1, next_cursor: 'LTE=' });
    expect(page.data[0]).toMatchObject({
      condition_id: CONDITION,
      market_id: String(MARKET),
      rewards_min_size: MIN_SIZE_SHARES,
      rewards_max_spread: MAX_SPREAD_CENTS,
      maker_address: alice.address.toLowerCase(),
      earning_percentage: Number((aliceScore * 10_000n) / total) / 100,
      earnings: [
        expect.objectContaining({ earnings: Number(samplePay(aliceScore, total) / 1000n) / 1e6 }),
      ],
      rewards_config: [expect.objectContaining({ rate_per_day: 144 })],
    });

    // Nobody else scores: carol does.
    const alone = await alice.request(
      'GET',
      `/rewards/user/markets?date=${DAY}&no_competition=true`,
    );
    expect(alone.json().data).toEqual([]);

    // A service started again reads the same earnings from SQLite.
    const again = createRewards({
      db: venue.db,
      funders: venue.auth.funders,
      assetBaseUrl: () => 'http://127.0.0.1:9999',
    });
    expect(again.userTotals(alice.address, { date: DAY })).toEqual([
      expect.objectContaining({ earnings: Number(samplePay(aliceScore, total) / 1000n) / 1e6 }),
    ]);
  });
});
