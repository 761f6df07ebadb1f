import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { seedDemoCatalog } from '../../../server/catalog/index.js';
import { createCatalogSync, createUpstreamClient } from '../../../server/mirror/index.js';
import { openDatabase } from '../../../server/storage/index.js';
import { catalogUpstream } from './catalog-upstream.js';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** An HTTP upstream that throttles the first request of every path (429, Retry-After: 2). */
async function throttlingUpstream(answer: (path: string) => Promise<unknown>) {
  const seen = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = request.url!;
    const count = (seen.get(path) ?? 0) + 1;
    seen.set(path, count);
    if (count === 1) {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '2' });
      response.end(JSON.stringify({ error: 'too many requests' }));
      return;
    }
    answer(path).then(
      (body) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      },
      (error: { status?: number; message: string }) => {
        response.writeHead(error.status ?? 500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: error.message }));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

it('syncs through 429s: the client waits as Retry-After says and asks again', async () => {
  const a = openDatabase(':memory:');
  const b = openDatabase(':memory:');
  closers.push(
    () => a.close(),
    () => b.close(),
  );
  seedDemoCatalog(a, { markets: 20 });
  const source = catalogUpstream(a);
  const upstream = await throttlingUpstream((path) => source.json('catalog', path));
  const waits: number[] = [];
  const client = createUpstreamClient(
    { catalog: upstream.url, data: upstream.url, clob: upstream.url },
    { sleep: async (ms) => void waits.push(ms) },
  );
  closers.push(() => client.close());
  const sync = createCatalogSync({ db: b, upstream: client, intervalMs: 3_600_000 });
  closers.push(() => sync.stop());

  const status = await sync.runNow();
  expect(status).toMatchObject({ state: 'idle', kind: 'full', error: null });
  expect(status.markets).toBe(20);
  expect([...upstream.seen.values()].every((count) => count === 2)).toBe(true);
  expect(waits.length).toBe(upstream.seen.size);
  expect(waits.every((ms) => ms >= 2_000)).toBe(true);
});
