import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { conditionIdOf, tokenIdOf } from '../../support/catalog-fixture.js';
import { startListeningVenue, type ListeningVenue } from '../../support/listening-venue.js';
import { withAliceAndBob, type TestTrader } from '../../support/venue.js';
import { StreamClient } from './stream-client.js';
import { connectionsTo, MARKET, NO, YES } from './stream-fixture.js';

let venue: ListeningVenue;
let alice: TestTrader;
let bob: TestTrader;
beforeEach(async () => ({ venue, alice, bob } = await withAliceAndBob(startListeningVenue())));
afterEach(() => venue.close());
const connect = connectionsTo(() => venue);

async function subscribed(assets: string[], custom = false): Promise<StreamClient> {
  const client = await connect();
  client.send({ type: 'market', assets_ids: assets, custom_feature_enabled: custom });
  await client.nextEvents('book', assets.length);
  return client;
}

const level = (price: string, size: string) => ({ price, size });

/**
 * The price_changes of a YES bid at 0.4 now resting `size`: on YES, and on NO as the SELL at
 * 0.6 it amounts to; each with its asset's best bid and ask.
 */
const restingBidChanges = (
  orderId: string,
  size: string,
  [yesBid, yesAsk]: [string, string],
  [noBid, noAsk]: [string, string],
) => [
  {
    asset_id: YES,
    price: '0.4',
    size,
    side: 'BUY',
    hash: orderId,
    best_bid: yesBid,
    best_ask: yesAsk,
  },
  {
    asset_id: NO,
    price: '0.6',
    size,
    side: 'SELL',
    hash: orderId,
    best_bid: noBid,
    best_ask: noAsk,
  },
];

describe('market channel', () => {
  it('sends a book snapshot per asset on subscribe: GET /book content, best level last', async () => {
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.45, size: 5 });
    await bob.place({ tokenId: NO, side: 'BUY', price: 0.4, size: 5 });
    const client = await subscribed([YES, NO]);
    const [yes, no] = client.events('book');
    expect(yes).toMatchObject({
      event_type: 'book',
      market: MARKET,
      asset_id: YES,
      bids: [level('0.4', '10'), level('0.45', '5')],
      asks: [level('0.6', '5')],
    });
    expect(no).toMatchObject({
      asset_id: NO,
      bids: [level('0.4', '5')],
      asks: [level('0.6', '10'), level('0.55', '5')],
    });
    expect(yes!['timestamp']).toMatch(/^\d{13}$/);
    expect(yes!['hash']).toMatch(/^[0-9a-f]{40}$/);
    const { event_type: _type, ...content } = yes!;
    expect(content).toEqual(JSON.parse(venue.marketData.bookBody(YES)!.toString()));

    // A closed market has no GET /book answer: its snapshot is read from the engine.
    const closed = await subscribed([tokenIdOf(211, 0)]);
    expect(closed.events('book')[0]).toEqual({
      event_type: 'book',
      market: conditionIdOf(211),
      asset_id: tokenIdOf(211, 0),
      timestamp: expect.stringMatching(/^\d{13}$/),
      hash: expect.stringMatching(/^[0-9a-f]{40}$/),
      bids: [],
      asks: [],
      min_order_size: '5',
      tick_size: '0.01',
      neg_risk: false,
    });
  });

  it('sends price_change on both assets with best bid and ask after a place, a fill and a cancel', async () => {
    const client = await subscribed([YES, NO]);
    const resting = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    const [placed] = await client.nextEvents('price_change', 1);
    expect(placed).toEqual({
      event_type: 'price_change',
      market: MARKET,
      timestamp: expect.stringMatching(/^\d{13}$/),
      price_changes: restingBidChanges(resting.orderID, '10', ['0.4', '1'], ['0', '0.6']),
    });

    const taker = await bob.place({ tokenId: NO, side: 'BUY', price: 0.6, size: 5 });
    const filled = (await client.nextEvents('price_change', 2))[1]!;
    expect(filled['price_changes']).toEqual(
      restingBidChanges(resting.orderID, '5', ['0.4', '1'], ['0', '0.6']),
    );
    const trades = await client.nextEvents('last_trade_price', 2);
    expect(trades).toEqual([
      {
        event_type: 'last_trade_price',
        asset_id: NO,
        market: MARKET,
        price: '0.6',
        side: 'BUY',
        size: '5',
        fee_rate_bps: '0',
        timestamp: expect.stringMatching(/^\d{13}$/),
        transaction_hash: taker.transactionsHashes[0],
      },
      {
        event_type: 'last_trade_price',
        asset_id: YES,
        market: MARKET,
        price: '0.4',
        side: 'SELL',
        size: '5',
        fee_rate_bps: '0',
        timestamp: expect.stringMatching(/^\d{13}$/),
        transaction_hash: taker.transactionsHashes[0],
      },
    ]);

    await alice.request('DELETE', '/order', { orderID: resting.orderID });
    const cancelled = (await client.nextEvents('price_change', 3))[2]!;
    expect(cancelled['price_changes']).toEqual(
      restingBidChanges(resting.orderID, '0', ['0', '1'], ['0', '1']),
    );
    await client.sync();
    expect(client.events('best_bid_ask')).toEqual([]);
  });

  it('sends what one commit produced as one frame', async () => {
    const client = await subscribed([YES, NO]);
    const frames: string[] = [];
    client.ws.on('message', (data: Buffer) => frames.push(data.toString()));
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    await bob.place({ tokenId: NO, side: 'BUY', price: 0.6, size: 5 });
    await client.nextEvents('last_trade_price', 2);
    const fill = JSON.parse(frames[1]!) as { event_type: string }[];
    expect(fill.map((message) => message.event_type)).toEqual([
      'price_change',
      'last_trade_price',
      'last_trade_price',
    ]);
  });

  it('sends best_bid_ask and market_resolved only with custom features', async () => {
    const custom = await subscribed([YES, NO], true);
    const plain = await subscribed([YES, NO]);
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    expect(await custom.nextEvents('best_bid_ask', 2)).toEqual([
      {
        event_type: 'best_bid_ask',
        market: MARKET,
        asset_id: YES,
        best_bid: '0.4',
        best_ask: '1',
        spread: '0.6',
        timestamp: expect.stringMatching(/^\d{13}$/),
      },
      {
        event_type: 'best_bid_ask',
        market: MARKET,
        asset_id: NO,
        best_bid: '0',
        best_ask: '0.6',
        spread: '0.6',
        timestamp: expect.stringMatching(/^\d{13}$/),
      },
    ]);

    venue.trading.venue.resolve(MARKET, 1);
    await venue.trading.committed();
    const [resolved] = await custom.nextEvents('market_resolved', 1);
    expect(resolved).toMatchObject({
      event_type: 'market_resolved',
      id: '204',
      market: MARKET,
      assets_ids: [YES, NO],
      outcomes: ['Yes', 'No'],
      winning_asset_id: NO,
      winning_outcome: 'No',
    });
    expect(
      custom
        .events('best_bid_ask')
        .slice(2)
        .map((m) => [m['best_bid'], m['best_ask']]),
    ).toEqual([
      ['0', '1'],
      ['0', '1'],
    ]);
    await plain.nextEvents('price_change', 2);
    await plain.sync();
    expect(plain.events('best_bid_ask')).toEqual([]);
    expect(plain.events('market_resolved')).toEqual([]);
  });

  it('sends tick_size_change for both assets', async () => {
    const client = await subscribed([YES, NO]);
    venue.trading.venue.setTickSize(MARKET, 10);
    await venue.trading.committed();
    const changes = await client.nextEvents('tick_size_change', 2);
    expect(changes.map((m) => [m['asset_id'], m['old_tick_size'], m['new_tick_size']])).toEqual([
      [YES, '0.01', '0.001'],
      [NO, '0.01', '0.001'],
    ]);
  });

  it('subscribes and unsubscribes on an open connection; a resubscribe gets a fresh snapshot', async () => {
    const client = await subscribed([YES]);
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    const [yesOnly] = await client.nextEvents('price_change', 1);
    expect(yesOnly!['price_changes']).toEqual([expect.objectContaining({ asset_id: YES })]);

    client.send({ operation: 'subscribe', assets_ids: [NO] });
    const books = await client.nextEvents('book', 2);
    expect(books[1]).toMatchObject({ asset_id: NO, asks: [level('0.6', '10')] });
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.3, size: 5 });
    const both = (await client.nextEvents('price_change', 2))[1]!;
    expect((both['price_changes'] as { asset_id: string }[]).map((c) => c.asset_id)).toEqual([
      YES,
      NO,
    ]);

    client.send({ operation: 'unsubscribe', assets_ids: [YES, NO] });
    await client.sync();
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.2, size: 5 });
    await client.sync();
    expect(client.events('price_change')).toHaveLength(2);

    client.send({ operation: 'subscribe', assets_ids: [YES] });
    const fresh = (await client.nextEvents('book', 3))[2]!;
    expect(fresh['bids']).toEqual([level('0.2', '5'), level('0.3', '5'), level('0.4', '10')]);
  });

  it('answers PING with PONG, and bad frames with an error while the connection stays open', async () => {
    const client = await connect();
    client.send('PING');
    await client.until((c) => c.messages.includes('PONG'), 'PONG');

    const bad: (string | object)[] = [
      'not json',
      '[1, 2]',
      { type: 'orders' },
      { operation: 'replace', assets_ids: [YES] },
      { type: 'market', assets_ids: 'abc' },
      { type: 'market', assets_ids: ['12ab'] },
      { type: 'market', assets_ids: [YES], custom_feature_enabled: 'yes' },
    ];
    for (const frame of bad) client.send(frame);
    await client.nextEvents('error', bad.length);
    expect(client.events('error').map((m) => m['error'])).toEqual([
      expect.stringContaining('not JSON'),
      expect.stringContaining('JSON object'),
      expect.stringContaining('unknown message'),
      expect.stringContaining('operation'),
      expect.stringContaining('assets_ids must be an array'),
      expect.stringContaining('invalid id'),
      expect.stringContaining('custom_feature_enabled'),
    ]);

    client.send({ type: 'market', assets_ids: [YES, '999'] });
    const [error] = (await client.nextEvents('error', bad.length + 1)).slice(-1);
    expect(error!['error']).toBe('unknown assets_ids: 999');
    expect(client.events('book').map((m) => m['asset_id'])).toEqual([YES]);
    await client.sync();
    expect(venue.streams.connections).toBe(1);
  });

  it('answers an upgrade on another path with 404', async () => {
    await expect(StreamClient.connect(venue.wsUrl('/ws/other'))).rejects.toThrow('404');
  });
});
