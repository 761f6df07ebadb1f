import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiCredentials } from '../../../server/auth/index.js';
import { conditionIdOf } from '../../support/catalog-fixture.js';
import { startListeningVenue, type ListeningVenue } from '../../support/listening-venue.js';
import { TestTrader, withAliceAndBob } from '../../support/venue.js';
import type { StreamClient, Message } from './stream-client.js';
import { connectionsTo, MARKET, NO, YES } from './stream-fixture.js';

let venue: ListeningVenue;
let alice: TestTrader;
let bob: TestTrader;
beforeEach(async () => ({ venue, alice, bob } = await withAliceAndBob(startListeningVenue())));
afterEach(() => venue.close());
const connect = connectionsTo(() => venue);

/** An authenticated connection; the PONG shows the server has read the auth frame. */
async function authenticated(creds: ApiCredentials, markets: string[] = []): Promise<StreamClient> {
  const client = await connect('/ws/user');
  client.send({ type: 'user', markets, auth: creds });
  await client.sync();
  return client;
}

const received = (client: StreamClient) =>
  client.messages.filter((message): message is Message => typeof message === 'object');

const summary = (message: Message) =>
  message.event_type === 'order'
    ? `order ${message['type']} ${message['id']} ${message['size_matched']} ${message['status']}`
    : `trade ${message['status']} ${message['trader_side']} ${message['id']}`;

describe('user channel', () => {
  it("sends order and trade events of the authenticated key's orders only", async () => {
    const aliceStream = await authenticated(alice.creds);
    const bobStream = await authenticated(bob.creds, [MARKET]);
    const carol = await new TestTrader(venue, 'carol').init(0);
    const carolStream = await authenticated(carol.creds);
    const aliceElsewhere = await authenticated(alice.creds, [conditionIdOf(205)]);

    const resting = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    const taker = await bob.place({ tokenId: NO, side: 'BUY', price: 0.6, size: 5 });
    await alice.request('DELETE', '/order', { orderID: resting.orderID });
    const [tradeId] = taker.tradeIDs;

    await aliceStream.until((c) => received(c).length >= 5, "alice's events");
    expect(received(aliceStream).map(summary)).toEqual([
      `order PLACEMENT ${resting.orderID} 0 LIVE`,
      `order UPDATE ${resting.orderID} 5 LIVE`,
      `trade MATCHED MAKER ${tradeId}`,
      `trade CONFIRMED MAKER ${tradeId}`,
      `order CANCELLATION ${resting.orderID} 5 CANCELED`,
    ]);
    await bobStream.until((c) => received(c).length >= 3, "bob's events");
    expect(received(bobStream).map(summary)).toEqual([
      `order PLACEMENT ${taker.orderID} 5 MATCHED`,
      `trade MATCHED TAKER ${tradeId}`,
      `trade CONFIRMED TAKER ${tradeId}`,
    ]);

    expect(received(aliceStream)[0]).toEqual({
      event_type: 'order',
      id: resting.orderID,
      owner: alice.creds.apiKey,
      order_owner: alice.creds.apiKey,
      market: MARKET,
      asset_id: YES,
      side: 'BUY',
      outcome: 'Yes',
      price: '0.4',
      original_size: '10',
      size_matched: '0',
      associate_trades: [],
      maker_address: alice.address.toLowerCase(),
      order_type: 'GTC',
      expiration: '0',
      status: 'LIVE',
      created_at: expect.stringMatching(/^\d{10}$/),
      timestamp: expect.stringMatching(/^\d{13}$/),
      type: 'PLACEMENT',
    });
    expect(received(bobStream)[0]).toMatchObject({ associate_trades: [tradeId] });
    expect(received(bobStream)[1]).toEqual({
      event_type: 'trade',
      type: 'TRADE',
      id: tradeId,
      taker_order_id: taker.orderID,
      market: MARKET,
      asset_id: NO,
      side: 'BUY',
      size: '5',
      price: '0.6',
      fee_rate_bps: '0',
      status: 'MATCHED',
      outcome: 'No',
      owner: bob.creds.apiKey,
      trade_owner: bob.creds.apiKey,
      maker_address: bob.address.toLowerCase(),
      transaction_hash: taker.transactionsHashes[0],
      bucket_index: 0,
      matchtime: expect.stringMatching(/^\d{10}$/),
      last_update: expect.stringMatching(/^\d{10}$/),
      timestamp: expect.stringMatching(/^\d{13}$/),
      trader_side: 'TAKER',
      maker_orders: [
        {
          order_id: resting.orderID,
          owner: alice.creds.apiKey,
          maker_address: alice.address.toLowerCase(),
          matched_amount: '5',
          price: '0.4',
          fee_rate_bps: '0',
          asset_id: YES,
          outcome: 'Yes',
          side: 'BUY',
        },
      ],
    });

    for (const stream of [carolStream, aliceElsewhere]) {
      await stream.sync();
      expect(received(stream)).toEqual([]);
    }
  });

  it('narrows and widens the markets of a connection with operations', async () => {
    const stream = await authenticated(alice.creds, [conditionIdOf(205)]);
    stream.send({ operation: 'subscribe', markets: [MARKET] });
    const first = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    await stream.nextEvents('order', 1);
    stream.send({ operation: 'unsubscribe', markets: [MARKET] });
    await stream.sync();
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.3, size: 10 });
    await stream.sync();
    expect(stream.events('order').map((message) => message['id'])).toEqual([first.orderID]);
  });

  it('closes the connection with 1008 and a reason when authentication fails', async () => {
    const attempts: [object, string][] = [
      [{ ...alice.creds, passphrase: 'wrong' }, 'passphrase does not match apiKey'],
      [{ ...alice.creds, secret: bob.creds.secret }, 'secret does not match apiKey'],
      [{ ...alice.creds, apiKey: '00000000-0000-4000-8000-000000000000' }, 'unknown apiKey'],
      [{ apiKey: alice.creds.apiKey }, 'auth needs apiKey, secret and passphrase strings'],
    ];
    for (const [auth, reason] of attempts) {
      const client = await connect('/ws/user');
      client.send({ type: 'user', markets: [], auth });
      expect(await client.closed).toEqual({
        code: 1008,
        reason: `authentication failed: ${reason}`,
      });
    }
  });

  it("closes a connection with 1008 when its API key is revoked, and only that key's", async () => {
    const aliceStreams = [await authenticated(alice.creds), await authenticated(alice.creds)];
    const bobStream = await authenticated(bob.creds);
    const revoked = await alice.request('DELETE', '/auth/api-key');
    expect(revoked.statusCode).toBe(200);
    for (const stream of aliceStreams) {
      expect(await stream.closed).toEqual({ code: 1008, reason: 'the API key was revoked' });
    }
    await bob.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    await bobStream.until((c) => received(c).length >= 1, "bob's placement");
  });

  it('answers frames before authentication and bad frames with an error, and PING with PONG', async () => {
    const client = await connect('/ws/user');
    client.send({ operation: 'subscribe', markets: [MARKET] });
    client.send({ type: 'user', markets: ['0x12'], auth: alice.creds });
    client.send('{');
    await client.nextEvents('error', 3);
    expect(client.events('error').map((message) => message['error'])).toEqual([
      expect.stringContaining('authenticate first'),
      expect.stringContaining('markets holds an invalid id'),
      expect.stringContaining('not JSON'),
    ]);
    client.send({ type: 'user', markets: [], auth: alice.creds });
    client.send({ type: 'user', markets: [], auth: alice.creds });
    await client.nextEvents('error', 4);
    expect(client.events('error')[3]!['error']).toBe('already authenticated');
    await client.sync();
    expect(venue.streams.connections).toBe(1);
  });
});
