import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../../server/host/compose.js';
import { defaultConfig } from '../../../server/config/config.js';
import { StreamClient } from './stream-client.js';

// The service as `npm start` composes it: the market stream's snapshot is GET /book's answer.
let service: RunningService;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-composed-'));
  service = await startService({
    ...defaultConfig(),
    dataDir,
    port: 0,
    rateLimits: null,
    liquidity: false,
  });
}, 60_000);
afterAll(async () => {
  await service.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the composed service', () => {
  it("snapshots a market's book on the stream exactly as GET /book answers it", async () => {
    const tokenId = (
      service.db
        .prepare(
          `SELECT t.token_id FROM market_tokens t JOIN markets m ON m.id = t.market_id
           WHERE m.closed = 0 AND m.accepting_orders = 1 ORDER BY m.id LIMIT 1`,
        )
        .get() as { token_id: string }
    ).token_id;
    const book = await (await fetch(`${service.url}/book?token_id=${tokenId}`)).json();
    expect(book).toHaveProperty('last_trade_price');

    const client = await StreamClient.connect(`${service.url.replace('http', 'ws')}/ws/market`);
    client.send({ type: 'market', assets_ids: [tokenId] });
    await client.until((c) => c.events('book').length === 1, 'the book snapshot');
    const { event_type: eventType, ...snapshot } = client.events('book')[0]!;
    expect(eventType).toBe('book');
    expect(snapshot).toEqual(book);
    client.ws.close();
  });
});
