import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VenueEvent } from '../../../server/trading/index.js';
import { conditionIdOf, tokenIdOf } from '../../support/catalog-fixture.js';
import { startVenue, withAliceAndBob, type TestTrader, type Venue } from '../../support/venue.js';

const YES = tokenIdOf(204, 0);
const NO = tokenIdOf(204, 1);

let venue: Venue;
let alice: TestTrader;
let bob: TestTrader;
let batches: VenueEvent[][];
beforeEach(async () => {
  ({ venue, alice, bob } = await withAliceAndBob(startVenue()));
  batches = [];
  venue.trading.feed.subscribe((events) => batches.push([...events]));
});
afterEach(async () => {
  await venue.close();
});

const summary = (event: VenueEvent) =>
  event.kind === 'order'
    ? `${event.type} ${event.order.hash} ${event.order.status} ${event.order.matchedMicros} ${event.bookChanged}`
    : event.kind === 'trade'
      ? `trade ${event.takerOrder.hash}<-${event.makerOrder.hash} ${event.trade.sizeMicros}`
      : event.kind === 'market_resolved'
        ? `resolved ${event.winningOutcomeIndex}`
        : `tick ${event.oldTickTicks}->${event.newTickTicks}`;

describe('venue feed', () => {
  it('publishes placements, fills and cancels only once they are committed, in order', async () => {
    const resting = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    // The answer waited for the commit, so the placement is already published.
    expect(batches.flat().map(summary)).toEqual([`PLACEMENT ${resting.orderID} LIVE 0 true`]);

    const taker = await bob.place({ tokenId: NO, side: 'BUY', price: 0.6, size: 5 });
    expect(taker.status).toBe('matched');
    const events = batches.flat().slice(1);
    expect(events.map(summary)).toEqual([
      `PLACEMENT ${taker.orderID} MATCHED 5000000 false`,
      `UPDATE ${resting.orderID} LIVE 5000000 true`,
      `trade ${taker.orderID}<-${resting.orderID} 5000000`,
    ]);
    const trade = events[2];
    expect(trade?.kind === 'trade' && trade.market.conditionId).toBe(conditionIdOf(204));
    expect(trade?.kind === 'trade' && trade.trade.tradeId).toBe(taker.tradeIDs[0]);

    await alice.request('DELETE', '/order', { orderID: resting.orderID });
    expect(batches.flat().slice(4).map(summary)).toEqual([
      `CANCELLATION ${resting.orderID} CANCELED 5000000 true`,
    ]);
  });

  it('publishes nothing for a refused order', async () => {
    const refused = await alice.post({ tokenId: YES, side: 'BUY', price: 0.4, size: 1_000 });
    expect(refused.status).toBe(400);
    await venue.trading.committed();
    expect(batches).toEqual([]);
  });

  it('drops the events of a request whose writes roll back', async () => {
    venue.db.exec(`CREATE TEMP TRIGGER refuse_trades BEFORE INSERT ON trades
      BEGIN SELECT RAISE(ABORT, 'refused by test'); END;`);
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    const failed = await bob.post({ tokenId: NO, side: 'BUY', price: 0.6, size: 5 });
    expect(failed.status).toBe(500);
    await venue.trading.committed();
    expect(batches.flat().map((event) => event.kind)).toEqual(['order']);
  });

  it('announces a resolution after the cancels it caused', async () => {
    const resting = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    venue.trading.venue.resolve(conditionIdOf(204), 1);
    await venue.trading.committed();
    expect(batches.flat().slice(1).map(summary)).toEqual([
      `CANCELLATION ${resting.orderID} CANCELED 0 true`,
      'resolved 1',
    ]);
  });
});
