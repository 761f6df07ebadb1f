// A whole service in mirror mode (startService with `mirror`) in front of a local venue: books
// and quotes, trading routes, streams and the renderer's market feed all come from the upstream.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../../server/host/compose.js';
import { defaultConfig } from '../../../server/config/config.js';
import { createRendererSessions } from '../../../server/host/renderer-channel.js';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { startUpstream, type Upstream } from '../../support/mirror-pair.js';
import { TestTrader } from '../../support/venue.js';
import { StreamClient } from '../stream/stream-client.js';

const YES = tokenIdOf(204, 0);

let upstream: Upstream;
let mirror: RunningService;
let dataDir: string;
beforeAll(async () => {
  upstream = await startUpstream();
  const trader = await new TestTrader(upstream, 'mirror service').init(100);
  await trader.place({ tokenId: YES, side: 'BUY', price: 0.37, size: 8 });
  dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-mirror-service-'));
  mirror = await startService({
    ...defaultConfig(),
    dataDir,
    port: 0,
    rateLimits: null,
    logLevel: 'silent',
    mirror: { catalog: upstream.url, data: upstream.url, clob: upstream.url },
  });
  // The catalog sync a mirror starts with reads the upstream too: let it finish first.
  await mirror.services.venue.catalogSync!.idle();
});
afterAll(async () => {
  await mirror.close();
  await upstream.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a service in mirror mode', () => {
  it("answers GET /book with the upstream's book", async () => {
    const book = await (await fetch(`${mirror.url}/book?token_id=${YES}`)).json();
    expect(book).toMatchObject({ asset_id: YES, bids: [{ price: '0.37', size: '8' }] });
  });

  it('relays the trading routes to the upstream', async () => {
    const before = upstream.requests.length;
    const answer = await fetch(`${mirror.url}/clob/cancel-all`, { method: 'DELETE' });
    expect(answer.status).toBe(401);
    expect(upstream.requests.slice(before)).toEqual(['DELETE /cancel-all']);
  });

  it("relays /ws/market to the upstream's channel", async () => {
    const client = await StreamClient.connect(`${mirror.url.replace('http', 'ws')}/ws/market`);
    client.send({ type: 'market', assets_ids: [YES] });
    const [book] = await client.nextEvents('book', 1);
    expect(book).toMatchObject({ asset_id: YES, bids: [{ price: '0.37', size: '8' }] });
    client.close();
  });

  it("feeds the renderer's market channel from the upstream", async () => {
    const frames: { sub?: number; data?: { event_type: string; bids?: unknown }[] }[] = [];
    const sessions = createRendererSessions(mirror.services);
    const session = sessions.open({ send: (text) => frames.push(JSON.parse(text)) });
    session.receive(JSON.stringify({ id: 1, subscribe: 'market', params: { assets_ids: [YES] } }));
    const deadline = Date.now() + 3_000;
    while (!frames.some((frame) => frame.data?.some((message) => message.event_type === 'book'))) {
      if (Date.now() > deadline) throw new Error(`no book: ${JSON.stringify(frames)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const book = frames.flatMap((frame) => frame.data ?? []).find((m) => m.event_type === 'book');
    expect(book).toMatchObject({ bids: [{ price: '0.37', size: '8' }] });
    session.close();
    sessions.close();
  });
});
