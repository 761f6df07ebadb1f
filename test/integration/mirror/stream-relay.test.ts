// Mirror mode's WebSocket channels: B's /ws/market and /ws/user relay A's, and the renderer's
// market feed follows A's market channel.
import WebSocket from 'ws';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { upstreamStreamUrl } from '../../../server/mirror/index.js';
import {
  attachRelayedStreams,
  createUpstreamMarketFeed,
  type StreamHandle,
  type StreamLimits,
} from '../../../server/stream/index.js';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import {
  startMirror,
  startUpstream,
  type Mirror,
  type Upstream,
} from '../../support/mirror-pair.js';
import { TestTrader } from '../../support/venue.js';
import { StreamClient } from '../stream/stream-client.js';

const YES = tokenIdOf(204, 0);
const NO = tokenIdOf(204, 1);

let upstream: Upstream;
let mirror: Mirror;
let relayed: StreamHandle;
let trader: TestTrader;

async function startPair(limits: Partial<StreamLimits> = {}) {
  upstream = await startUpstream();
  mirror = await startMirror(upstream.url);
  relayed = attachRelayedStreams(mirror.app.server, {
    upstreamUrl: (channel) => upstreamStreamUrl({ clob: upstream.url }, channel),
    limits,
  });
  trader = await new TestTrader(upstream, 'mirror streams').init(100);
}
beforeEach(() => startPair());
afterEach(async () => {
  await relayed.close();
  await mirror.close();
  await upstream.close();
});

const wsUrl = (base: string, path: string) => `${base.replace('http', 'ws')}${path}`;
const until = async (done: () => boolean, what: string) => {
  const deadline = Date.now() + 3_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** The status and body of a refused upgrade. */
function refusal(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('open', () => reject(new Error('the upgrade was accepted')));
    ws.on('error', () => undefined);
    ws.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
  });
}

describe('the relayed WebSocket channels of mirror mode', () => {
  it("relays A's market channel both ways, and closes A's side with B's", async () => {
    const client = await StreamClient.connect(wsUrl(mirror.url, '/ws/market'));
    client.send({ type: 'market', assets_ids: [YES], custom_feature_enabled: true });
    const [book] = await client.nextEvents('book', 1);
    expect(book).toMatchObject({ asset_id: YES, bids: [], asks: [] });
    await client.sync();

    await trader.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    const [change] = await client.nextEvents('price_change', 1);
    expect(change!['price_changes']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ asset_id: YES, price: '0.4', size: '10' }),
      ]),
    );
    expect(upstream.streams.connections).toBe(1);
    client.close();
    await until(() => upstream.streams.connections === 0, "A's side to close");
  });

  it("closes B's client when A goes away", async () => {
    const client = await StreamClient.connect(wsUrl(mirror.url, '/ws/market'));
    await until(() => upstream.streams.connections === 1, "A's side to open");
    await upstream.streams.close();
    expect(await client.closed).toEqual({ code: 1001, reason: 'service shutting down' });
  });

  it("relays the user channel with the caller's own credentials", async () => {
    const client = await StreamClient.connect(wsUrl(mirror.url, '/ws/user'));
    client.send({ type: 'user', markets: [], auth: trader.creds });
    await client.sync();
    const order = await trader.place({ tokenId: NO, side: 'BUY', price: 0.3, size: 5 });
    const [event] = await client.nextEvents('order', 1);
    expect(event).toMatchObject({ type: 'PLACEMENT', id: order.orderID, asset_id: NO });
  });

  it('refuses the upgrade 503 when the upstream is unreachable', async () => {
    await upstream.streams.close();
    await upstream.close();
    const answer = await refusal(wsUrl(mirror.url, '/ws/market'));
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({
      error: expect.stringMatching(/^upstream unreachable: /),
    });
    upstream = await startUpstream();
  });
});

describe('bounds of the relayed channels', () => {
  beforeEach(async () => {
    await relayed.close();
    await mirror.close();
    await upstream.close();
    await startPair({ maxConnectionsPerClient: 1 });
  });

  it('keeps the per-address cap of the local streams', async () => {
    const first = await StreamClient.connect(wsUrl(mirror.url, '/ws/market'));
    const second = await refusal(wsUrl(mirror.url, '/ws/market'));
    expect(second.status).toBe(429);
    first.close();
  });
});

describe("the renderer's market feed in mirror mode", () => {
  it("follows each asset once upstream, delivering A's events to every subscription", async () => {
    const feed = createUpstreamMarketFeed({
      url: upstreamStreamUrl({ clob: upstream.url }, 'market'),
      maxAssets: 500,
    });
    const first: Record<string, unknown>[] = [];
    const second: Record<string, unknown>[] = [];
    const collect = (into: Record<string, unknown>[]) => (json: string) =>
      into.push(...(JSON.parse(`[${json}]`) as Record<string, unknown>[]));
    const stopFirst = feed.subscribe([YES, NO], collect(first));
    const stopSecond = feed.subscribe([YES], collect(second));
    const books = (into: Record<string, unknown>[]) =>
      into.filter((message) => message['event_type'] === 'book').length;
    await until(() => books(first) >= 2 && books(second) >= 1, 'book snapshots');
    expect(upstream.streams.connections).toBe(1);

    await trader.place({ tokenId: YES, side: 'BUY', price: 0.45, size: 5 });
    const changes = (into: Record<string, unknown>[]) =>
      into.filter((message) => message['event_type'] === 'price_change').length;
    await until(() => changes(first) === 1 && changes(second) === 1, 'price changes');

    stopFirst();
    await trader.place({ tokenId: YES, side: 'BUY', price: 0.44, size: 5 });
    await until(() => changes(second) === 2, 'the second price change');
    expect(changes(first)).toBe(1);
    stopSecond();
    await until(() => upstream.streams.connections === 0, 'the upstream connection to close');
    feed.close();
  });

  it('follows the upstream again, every asset anew, after it dropped the connection', async () => {
    const feed = createUpstreamMarketFeed({
      url: upstreamStreamUrl({ clob: upstream.url }, 'market'),
      maxAssets: 500,
      reconnectBaseMs: 20,
    });
    const received: Record<string, unknown>[] = [];
    const stop = feed.subscribe([YES], (json) =>
      received.push(...(JSON.parse(`[${json}]`) as Record<string, unknown>[])),
    );
    const count = (type: string) =>
      received.filter((message) => message['event_type'] === type).length;
    await until(() => count('book') === 1, 'the first snapshot');
    await upstream.restartStreams();
    await until(() => count('book') === 2, 'a fresh snapshot after reconnecting');
    await trader.place({ tokenId: YES, side: 'BUY', price: 0.41, size: 5 });
    await until(() => count('price_change') === 1, 'a price change on the new connection');
    stop();
    feed.close();
  });

  it('refuses a subscription over its asset bound', () => {
    const feed = createUpstreamMarketFeed({ url: 'ws://127.0.0.1:9/ws/market', maxAssets: 1 });
    expect(() => feed.subscribe([YES, NO], () => undefined)).toThrow(/at most 1/);
    feed.close();
  });
});
