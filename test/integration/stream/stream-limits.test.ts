import { afterEach, describe, expect, it } from 'vitest';
import { ALL_MARKET_IDS, tokenIdOf } from '../../support/catalog-fixture.js';
import { startListeningVenue, type ListeningVenue } from '../../support/listening-venue.js';
import { TestTrader } from '../../support/venue.js';
import { connectionsTo } from './stream-fixture.js';

// Every asset of the fixture's open markets (211 and 212 are closed).
const ASSETS = ALL_MARKET_IDS.slice(0, 10).flatMap((id) => [tokenIdOf(id, 0), tokenIdOf(id, 1)]);

let venue: ListeningVenue;
afterEach(() => venue.close());
const connect = connectionsTo(() => venue);

async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('stream limits', () => {
  it('closes a consumer that stops reading with 1013 once its output passes the bound', async () => {
    venue = await startListeningVenue({ maxBufferedBytes: 64 * 1024 });
    const slow = await connect();
    const healthy = await connect();
    slow.ws.pause();
    // Each subscribe answers 20 fresh book snapshots, ~7 kB: 3,000 of them are far more than
    // the kernel's socket buffers take in before the server's own buffer starts to fill.
    for (let i = 0; i < 3_000; i++) {
      slow.send({ type: 'market', assets_ids: ASSETS });
      if (i % 10 === 0) healthy.send({ type: 'market', assets_ids: ASSETS });
    }
    await until(() => venue.streams.connections === 1, 'the slow consumer to be dropped');
    await healthy.nextEvents('book', 300 * ASSETS.length);
    slow.ws.resume();
    const closed = await slow.closed;
    expect(closed).toEqual({ code: 1013, reason: 'slow consumer: too much unread output' });
    // It got a prefix of its snapshots, then nothing more.
    expect(slow.events('book').length).toBeLessThan(3_000 * ASSETS.length);
    await healthy.sync();
    expect(venue.streams.connections).toBe(1);
  });

  it('bounds the assets of a connection and splits snapshots into bounded frames', async () => {
    venue = await startListeningVenue({ maxAssetsPerConnection: 4, maxFrameBytes: 1_000 });
    const client = await connect();
    const frames: string[] = [];
    client.ws.on('message', (data: Buffer) => frames.push(data.toString()));
    client.send({ type: 'market', assets_ids: ASSETS.slice(0, 5) });
    client.send({ type: 'market', assets_ids: ASSETS.slice(0, 4) });
    await client.nextEvents('book', 4);
    client.send({ operation: 'subscribe', assets_ids: [ASSETS[4]] });
    await client.nextEvents('error', 2);
    expect(client.events('error').map((message) => message['error'])).toEqual([
      'assets_ids holds more than 4 ids',
      'a connection may follow at most 4 assets; nothing subscribed',
    ]);
    const bookFrames = frames.filter((frame) => frame.includes('"book"'));
    expect(bookFrames.length).toBeGreaterThan(1);
    for (const frame of bookFrames) expect(Buffer.byteLength(frame)).toBeLessThanOrEqual(1_000);
  });

  it("sends a busy market's updates at most once per interval, and none older than a snapshot", async () => {
    venue = await startListeningVenue({ minFrameIntervalMs: 1_000 });
    const alice = await new TestTrader(venue, 'alice').init(100);
    const YES = tokenIdOf(204, 0);
    const first = await connect();
    first.send({ type: 'market', assets_ids: [YES] });
    await first.nextEvents('book', 1);
    const frames: string[] = [];
    first.ws.on('message', (data: Buffer) => frames.push(data.toString()));
    const place = (price: number) => alice.place({ tokenId: YES, side: 'BUY', price, size: 5 });
    const placed = [await place(0.1), await place(0.2), await place(0.3)];
    await first.nextEvents('price_change', 3);
    const hashes = (frame: string) =>
      ([JSON.parse(frame)].flat() as { price_changes: { hash: string }[] }[]).map(
        (message) => message.price_changes[0]!.hash,
      );
    // The first at once; the two that followed within the interval together, in order.
    expect(frames.map(hashes)).toEqual([
      [placed[0]!.orderID],
      [placed[1]!.orderID, placed[2]!.orderID],
    ]);

    const pending = await place(0.35);
    const second = await connect();
    second.send({ type: 'market', assets_ids: [YES] });
    const [book] = await second.nextEvents('book', 1);
    expect(book!['bids']).toContainEqual({ price: '0.35', size: '5' });
    // The update built before the subscribe went to the first subscriber, not the second.
    await first.nextEvents('price_change', 4);
    await place(0.4);
    await second.nextEvents('price_change', 1);
    expect(second.events('price_change')[0]!['price_changes']).toMatchObject([{ price: '0.4' }]);
    expect(first.events('price_change')[3]!['price_changes']).toMatchObject([
      { hash: pending.orderID },
    ]);
  });

  it('closes a connection that sends a frame over the payload bound (1009)', async () => {
    venue = await startListeningVenue({ maxPayloadBytes: 1_024 });
    const client = await connect('/ws/user');
    client.send('x'.repeat(2_048));
    expect((await client.closed).code).toBe(1009);
  });

  it('answers upgrades past the connection bound with 503', async () => {
    venue = await startListeningVenue({ maxConnections: 1 });
    await connect();
    await expect(connect()).rejects.toThrow('503');
  });

  it('closes every connection with 1001 when the streams close', async () => {
    venue = await startListeningVenue();
    const market = await connect();
    const user = await connect('/ws/user');
    await venue.streams.close();
    expect((await market.closed).code).toBe(1001);
    expect((await user.closed).code).toBe(1001);
  });
});
