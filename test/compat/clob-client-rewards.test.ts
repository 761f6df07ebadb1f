// @polymarket/clob-client-v2's rewards and scoring calls against a local venue whose market 204
// runs a programme ($14.40 a day, 20 shares, 3 cents).
import { OrderType, Side } from '@polymarket/clob-client-v2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionIdOf, tokenIdOf } from '../support/catalog-fixture.js';
import { startVenue, type Venue } from '../support/venue.js';
import { startClientTrader, type ClientTrader } from './client-trader.js';

const CONDITION = conditionIdOf(204);

let venue: Venue;
let maker: ClientTrader;
let today: string;
const orders: string[] = [];

beforeAll(async () => {
  venue = await startVenue(undefined, null, (db) => {
    db.prepare(
      `UPDATE markets SET rewards_daily_rate_micros = 14400000, rewards_min_size_micros = 20000000,
         rewards_max_spread_micros = 3000000 WHERE id = 204`,
    ).run();
  });
  const host = await venue.app.listen({ host: '127.0.0.1', port: 0 });
  maker = await startClientTrader(venue, host, 'rewards maker', 100);
  for (const [outcome, price] of [
    [0, 0.49],
    [1, 0.49],
    [0, 0.4],
  ] as const) {
    const answer = await maker.client.createAndPostOrder(
      { tokenID: tokenIdOf(204, outcome), side: Side.BUY, price, size: 50 },
      undefined,
      OrderType.GTC,
    );
    orders.push(answer.orderID);
  }
  const now = Date.now();
  today = new Date(now).toISOString().slice(0, 10);
  venue.rewards.sample(now);
});
afterAll(() => venue.close());

describe('@polymarket/clob-client-v2: liquidity rewards', () => {
  it('isOrderScoring and areOrdersScoring', async () => {
    const [bid, ask, far] = orders as [string, string, string];
    expect(await maker.client.isOrderScoring({ order_id: bid })).toEqual({ scoring: true });
    expect(await maker.client.isOrderScoring({ order_id: far })).toEqual({ scoring: false });
    expect(await maker.client.areOrdersScoring({ orderIds: orders })).toEqual({
      [bid]: true,
      [ask]: true,
      [far]: false,
    });
  });

  it('the programmes and the earnings of the day', async () => {
    const current = await maker.client.getCurrentRewards();
    expect(current).toEqual([expect.objectContaining({ condition_id: CONDITION })]);
    const market = await maker.client.getRawRewardsForMarket(CONDITION);
    expect(market).toEqual([expect.objectContaining({ condition_id: CONDITION })]);

    expect(await maker.client.getEarningsForUserForDay(today)).toEqual([
      expect.objectContaining({ condition_id: CONDITION, earnings: 0.01 }),
    ]);
    expect(await maker.client.getTotalEarningsForUserForDay(today)).toEqual([
      expect.objectContaining({ earnings: 0.01 }),
    ]);
    const markets = await maker.client.getUserEarningsAndMarketsConfig(today);
    expect(markets).toEqual([
      expect.objectContaining({ condition_id: CONDITION, earning_percentage: 100 }),
    ]);
    expect(await maker.client.getRewardPercentages()).toEqual({ [CONDITION]: 100 });
  });
});
