// @polymarket/client's rewards and scoring calls, unchanged, against a local venue whose market
// 204 runs a programme: the SDK parses every answer with its own schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderSide } from '@polymarket/client';
import { conditionIdOf, tokenIdOf } from '../support/catalog-fixture.js';
import { startListeningVenue, type ListeningVenue } from '../support/listening-venue.js';
import { sdkPublicClient, sdkSecureClient, type SdkTrader } from './sdk-client.js';

const YES = tokenIdOf(204, 0);
const NO = tokenIdOf(204, 1);
const CONDITION = conditionIdOf(204);

let venue: ListeningVenue;
let host: string;
let maker: SdkTrader;
let today: string;
const orders: Record<'bid' | 'ask' | 'far', string> = { bid: '', ask: '', far: '' };

const place = async (tokenId: string, price: number, size: number) => {
  const answer = await maker.client.placeLimitOrder({ tokenId, price, size, side: OrderSide.BUY });
  const { orderId } = answer as { orderId?: string };
  expect(orderId).toMatch(/^0x[0-9a-f]{64}$/);
  return orderId!;
};

beforeAll(async () => {
  venue = await startListeningVenue();
  // $14.40 a day, 20 shares, 3 cents.
  venue.db
    .prepare(
      `UPDATE markets SET rewards_daily_rate_micros = 14400000, rewards_min_size_micros = 20000000,
         rewards_max_spread_micros = 3000000 WHERE id = 204`,
    )
    .run();
  host = venue.wsUrl('').replace(/^ws/, 'http');
  maker = await sdkSecureClient(host, 'rewards maker');
  venue.trading.venue.faucet(maker.address, 1_000_000_000);
  orders.bid = await place(YES, 0.49, 50);
  orders.ask = await place(NO, 0.49, 50);
  orders.far = await place(YES, 0.4, 50);
  const now = Date.now();
  today = new Date(now).toISOString().slice(0, 10);
  venue.rewards.sample(now);
});
afterAll(() => venue.close());

describe('@polymarket/client: liquidity rewards', () => {
  it('fetchOrderScoring and fetchOrdersScoring', async () => {
    expect(await maker.client.fetchOrderScoring({ orderId: orders.bid })).toBe(true);
    expect(await maker.client.fetchOrderScoring({ orderId: orders.far })).toBe(false);
    expect(await maker.client.fetchOrdersScoring({ orderIds: Object.values(orders) })).toEqual({
      [orders.bid]: true,
      [orders.ask]: true,
      [orders.far]: false,
    });
  });

  it('listCurrentRewards and listMarketRewards', async () => {
    const client = sdkPublicClient(host);
    const current = await client.listCurrentRewards().firstPage();
    expect(current.items).toHaveLength(1);
    expect(current.items[0]).toMatchObject({
      conditionId: CONDITION,
      rewardsMaxSpread: 3,
      rewardsConfig: [expect.objectContaining({ ratePerDay: '14.4' })],
    });
    const market = await client.listMarketRewards({ conditionId: CONDITION }).firstPage();
    expect(market.items[0]).toMatchObject({ conditionId: CONDITION, marketSlug: 'market-204' });
  });

  it('the earnings of the day: per market, in total, with the markets, and the live share', async () => {
    // The only maker scoring: one sample pays it 1/1440 of the daily rate, one cent.
    const earnings = await maker.client.listUserEarningsForDay({ date: today }).firstPage();
    expect(earnings.items).toEqual([
      expect.objectContaining({ conditionId: CONDITION, earnings: '0.01' }),
    ]);
    const totals = await maker.client.fetchTotalEarningsForUserForDay({ date: today });
    expect(totals).toEqual([expect.objectContaining({ earnings: '0.01' })]);
    const markets = await maker.client
      .listUserEarningsAndMarketsConfig({ date: today })
      .firstPage();
    expect(markets.items[0]).toMatchObject({ conditionId: CONDITION, earningPercentage: 100 });
    expect(await maker.client.fetchRewardPercentages()).toEqual({ [CONDITION]: 100 });
  });
});
