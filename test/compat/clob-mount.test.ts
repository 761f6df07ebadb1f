// The official client, unpatched, given the order-book mount (/clob) as its host, as a script
// written for the venue's separate order-book host would be.
import { OrderType, Side } from '@polymarket/clob-client-v2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionIdOf, tokenIdOf } from '../support/catalog-fixture.js';
import { startVenue, type Venue } from '../support/venue.js';
import { startClientTrader, type ClientTrader } from './client-trader.js';

const YES = tokenIdOf(204, 0);
const NO = tokenIdOf(204, 1);

let venue: Venue;
let clobHost: string;
let alice: ClientTrader;
let bob: ClientTrader;
beforeAll(async () => {
  venue = await startVenue();
  clobHost = `${await venue.app.listen({ host: '127.0.0.1', port: 0 })}/clob`;
  alice = await startClientTrader(venue, clobHost, 'mount alice', 100);
  bob = await startClientTrader(venue, clobHost, 'mount bob', 100);
});
afterAll(() => venue.close());

describe('the official client with the /clob host', () => {
  it('reads health, time and one market in the order-book form (getMarket)', async () => {
    expect(await alice.client.getOk()).toBe('OK');
    expect(Math.abs((await alice.client.getServerTime()) - Date.now() / 1000)).toBeLessThan(60);
    const market = await alice.client.getMarket(conditionIdOf(204));
    expect(market).toMatchObject({ condition_id: conditionIdOf(204), minimum_tick_size: 0.01 });
    expect(market.tokens.map((token: { token_id: string }) => token.token_id)).toEqual([YES, NO]);
    const page = await alice.client.getMarkets();
    expect(page.data.length).toBeGreaterThan(0);
  });

  it('trades: a resting bid crossed by another wallet, then both see the fill', async () => {
    const bid = await alice.client.createAndPostOrder(
      { tokenID: YES, side: Side.BUY, price: 0.4, size: 10 },
      undefined,
      OrderType.GTC,
    );
    expect(bid).toMatchObject({ success: true, status: 'live' });
    expect(await alice.client.getOpenOrders({ market: conditionIdOf(204) })).toHaveLength(1);
    const cross = await bob.client.createAndPostOrder(
      { tokenID: NO, side: Side.BUY, price: 0.6, size: 10 },
      undefined,
      OrderType.GTC,
    );
    expect(cross).toMatchObject({ success: true, status: 'matched' });
    const trades = await alice.client.getTrades({ market: conditionIdOf(204) });
    expect(trades.map((trade: { id: string }) => trade.id)).toEqual(cross.tradeIDs);
    expect(await alice.client.getOrderBook(YES)).toMatchObject({ asset_id: YES });
  });
});
