// Mirror mode's market feed against an upstream channel that loses an update: the service
// finds the gap by comparing its copied book with the upstream's REST book, tells the
// renderer, and heals it with a fresh snapshot within 5 s.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import type { RestBook } from '../../../server/stream/feed-health.js';
import { createServer } from 'node:http';
import WebSocket from 'ws';
import { attachRelayedStreams, createUpstreamMarketFeed } from '../../../server/stream/index.js';

const ASSET = '4242';

/** An upstream market channel whose book and messages the test writes. */
async function startChannel() {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  const book: RestBook = {
    bids: [{ price: '0.4', size: '10' }],
    asks: [{ price: '0.6', size: '10' }],
  };
  const sockets = new Set<WebSocket>();
  let subscribes = 0;
  const snapshot = () =>
    JSON.stringify([{ event_type: 'book', asset_id: ASSET, market: '0xm', ...book, hash: 'h' }]);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text === 'PING') return socket.send('PONG');
      const message = JSON.parse(text) as { type?: string; operation?: string };
      if (message.type === 'market' || message.operation === 'subscribe') {
        subscribes += 1;
        socket.send(snapshot());
      }
    });
  });
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    book,
    subscribes: () => subscribes,
    /** Moves the bid, and says so on the channel unless `lose`. */
    moveBid(price: string, size: string, lose = false) {
      book.bids = [{ price, size }];
      if (lose) return;
      const change = { asset_id: ASSET, price, size, side: 'BUY', hash: 'h', best_bid: price };
      for (const socket of sockets) {
        socket.send(
          JSON.stringify({ event_type: 'price_change', market: '0xm', price_changes: [change] }),
        );
      }
    },
    close: () => {
      for (const socket of sockets) socket.terminate();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

let channel: Awaited<ReturnType<typeof startChannel>>;
afterEach(async () => {
  await channel.close();
});

const until = async (condition: () => boolean, what: string, timeoutMs: number) => {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`no ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - start;
};

describe("mirror mode's market feed health", () => {
  it('finds a lost update within 5 s, reports it, and heals it with a fresh snapshot', async () => {
    channel = await startChannel();
    const feed = createUpstreamMarketFeed({
      url: channel.url,
      maxAssets: 10,
      health: { fetchBook: () => Promise.resolve(structuredClone(channel.book)) },
    });
    const received: Record<string, unknown>[] = [];
    const stop = feed.subscribe([ASSET], (json) =>
      received.push(...(JSON.parse(`[${json}]`) as Record<string, unknown>[])),
    );
    const of = (type: string) => received.filter((message) => message['event_type'] === type);
    await until(() => of('book').length === 1, 'first snapshot', 5_000);
    channel.moveBid('0.41', '7');
    await until(() => of('price_change').length === 1, 'price change', 5_000);

    channel.moveBid('0.42', '9', true);
    const detectedMs = await until(() => of('feed_health').length >= 1, 'gap report', 8_000);
    expect(detectedMs).toBeLessThanOrEqual(5_000);
    expect(of('feed_health')[0]).toMatchObject({ asset_id: ASSET, state: 'gap' });

    await until(() => of('book').length >= 2, 'fresh snapshot', 2_000);
    expect(of('book')[1]).toMatchObject({ bids: [{ price: '0.42', size: '9' }] });
    await until(() => of('feed_health').length >= 2, 'healed report', 1_000);
    expect(of('feed_health')[1]).toMatchObject({ asset_id: ASSET, state: 'ok' });
    stop();
    feed.close();
  }, 20_000);

  it('tells a script that asked, on its own relayed channel, and heals it there', async () => {
    channel = await startChannel();
    const server = createServer();
    const streams = attachRelayedStreams(server, {
      upstreamUrl: () => `${channel.url}/ws/market`,
      marketHealth: { fetchBook: () => Promise.resolve(structuredClone(channel.book)) },
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const script = new WebSocket(`ws://127.0.0.1:${port}/ws/market`);
    await once(script, 'open');
    const received: Record<string, unknown>[] = [];
    script.on('message', (data: Buffer) => {
      const parsed = JSON.parse(data.toString()) as unknown;
      received.push(...((Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[]));
    });
    script.send(JSON.stringify({ type: 'market', assets_ids: [ASSET], feed_health: true }));
    const of = (type: string) => received.filter((message) => message['event_type'] === type);
    await until(() => of('book').length === 1, 'first snapshot', 5_000);

    channel.moveBid('0.43', '4', true);
    const detectedMs = await until(() => of('feed_health').length >= 1, 'gap report', 8_000);
    expect(detectedMs).toBeLessThanOrEqual(5_000);
    expect(of('feed_health')[0]).toMatchObject({ asset_id: ASSET, state: 'gap' });
    // The channel answers the resubscribe: healed in place, the script's connection kept.
    await until(() => of('book').length >= 2, 'fresh snapshot', 3_000);
    expect(of('book')[1]).toMatchObject({ bids: [{ price: '0.43', size: '4' }] });
    await until(() => of('feed_health').length >= 2, 'healed report', 1_000);
    expect(of('feed_health')[1]).toMatchObject({ asset_id: ASSET, state: 'ok' });
    expect(script.readyState).toBe(WebSocket.OPEN);
    script.close();
    await streams.close();
    await new Promise((resolve) => server.close(resolve));
  }, 20_000);
});
