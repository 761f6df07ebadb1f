import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VenueEvent } from '../../../server/trading/index.js';
import { conditionIdOf, tokenIdOf } from '../../support/catalog-fixture.js';
import { startVenue, withAliceAndBob, type TestTrader, type Venue } from '../../support/venue.js';

const YES = tokenIdOf(204, 0);
const NO = tokenIdOf(204, 1);
const CONDITION = conditionIdOf(204);

let venue: Venue;
let alice: TestTrader;
let bob: TestTrader;
let events: VenueEvent[];
beforeEach(async () => {
  ({ venue, alice, bob } = await withAliceAndBob(startVenue()));
  events = [];
  venue.trading.feed.subscribe((batch) => events.push(...batch));
});
afterEach(async () => {
  await venue.close();
});

const changeTick = (tickSize: unknown, conditionId: unknown = CONDITION) =>
  venue.app.inject({
    method: 'POST',
    url: '/venue/tick-size',
    headers: { authorization: `Bearer ${venue.adminToken}` },
    payload: { condition_id: conditionId, tick_size: tickSize },
  });

describe('POST /venue/tick-size', () => {
  it('moves new orders to the new grid, keeps resting prices and announces the change', async () => {
    const resting = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    const offGrid = await alice.post({ tokenId: YES, side: 'BUY', price: 0.415, size: 10 });
    expect(offGrid.status).toBe(400);

    const response = await changeTick('0.001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      condition_id: CONDITION,
      old_tick_size: '0.01',
      new_tick_size: '0.001',
    });
    expect(events.at(-1)).toMatchObject({
      kind: 'tick_size_change',
      oldTickTicks: 100,
      newTickTicks: 10,
      market: { conditionId: CONDITION, tickTicks: 10 },
    });
    const tickAnswer = await venue.app.inject({ url: `/tick-size?token_id=${YES}` });
    expect(tickAnswer.json()).toEqual({ minimum_tick_size: 0.001 });

    await alice.place({ tokenId: YES, side: 'BUY', price: 0.415, size: 10 });
    // The order that rested before the change still trades at its price.
    const taker = await bob.place({ tokenId: NO, side: 'BUY', price: 0.6, size: 15 });
    expect(taker.status).toBe('matched');
    const fills = venue.db
      .prepare(
        `SELECT o.hash, t.maker_price_ticks AS price FROM trades t
         JOIN orders o ON o.id = t.maker_order_id ORDER BY t.id`,
      )
      .all() as { hash: string; price: number }[];
    expect(fills.map((fill) => fill.price)).toEqual([4150, 4000]);
    expect(fills[1]?.hash).toBe(resting.orderID);

    // Back to a coarser grid: the finer price is refused again.
    expect((await changeTick('0.01')).statusCode).toBe(200);
    expect((await alice.post({ tokenId: YES, side: 'BUY', price: 0.415, size: 10 })).status).toBe(
      400,
    );
  });

  it('refuses unsupported sizes, unknown and closed markets without changing anything', async () => {
    expect((await changeTick('0.05')).statusCode).toBe(400);
    expect((await changeTick(0.2)).statusCode).toBe(400);
    // A JSON body is taken as typed: a one-element array is not its element.
    const listed = await changeTick('0.001', [CONDITION]);
    expect(listed.statusCode).toBe(400);
    expect(listed.json()).toEqual({ error: 'condition_id must be string' });
    expect((await changeTick(['0.001'])).json().error).toMatch(/^tick_size /);
    const unknown = await changeTick('0.001', '0x' + 'ab'.repeat(32));
    expect(unknown.statusCode).toBe(404);
    venue.trading.venue.resolve(CONDITION, 0);
    const closed = await changeTick('0.001');
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toEqual({ error: `market ${CONDITION} is closed` });
    expect(venue.catalog.tradingMarket(CONDITION)?.tickTicks).toBe(100);
    expect(events.some((event) => event.kind === 'tick_size_change')).toBe(false);
  });

  it('needs the operator token', async () => {
    const response = await venue.app.inject({
      method: 'POST',
      url: '/venue/tick-size',
      payload: { condition_id: CONDITION, tick_size: '0.001' },
    });
    expect(response.statusCode).toBe(401);
  });
});
