// Two services for mirror-mode tests: A, a local venue on the catalog fixture listening on a
// free port with its streams (the upstream), and B, a mirror of A: an empty catalog, the
// upstream's order-book reads through the short cache, the trading routes relayed.
import { mkdtempSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCatalog } from '../../server/catalog/index.js';
import { createCatalogReadHandlers } from '../../server/venue/index.js';
import { buildApp } from '../../server/http/index.js';
import type { RateLimiter } from '../../server/limits/index.js';
import { createMarketData } from '../../server/marketdata/index.js';
import {
  createTradingRelay,
  createUpstreamClient,
  createUpstreamOrderBook,
  type UpstreamClient,
} from '../../server/mirror/index.js';
import { createDispatcher, type Dispatcher } from '../../server/rpc/index.js';
import { createUpstreamOrderBookHandlers } from '../../server/venue/mirror/order-book-handlers.js';
import { openDatabase } from '../../server/storage/index.js';
import { attachStreams, type StreamHandle } from '../../server/stream/index.js';
import { startVenue, type Venue } from './venue.js';

export interface Upstream extends Venue {
  url: string;
  port: number;
  streams: StreamHandle;
  /** Closes A's streams (every connection gets 1001) and attaches them afresh. */
  restartStreams(): Promise<void>;
  /** `METHOD /path?query` of every HTTP request A received, in order. */
  requests: string[];
}

export interface Mirror {
  app: Awaited<ReturnType<typeof buildApp>>;
  url: string;
  port: number;
  upstream: UpstreamClient;
  /** B's application layer (what the renderer's RPC calls). */
  dispatcher: Dispatcher;
  close(): Promise<void>;
}

export async function startUpstream(limiter: RateLimiter | null = null): Promise<Upstream> {
  const venue = await startVenue(undefined, limiter);
  const requests: string[] = [];
  venue.app.server.on('request', (request) => requests.push(`${request.method} ${request.url}`));
  const url = await venue.app.listen({ host: '127.0.0.1', port: 0 });
  const { catalog, auth, trading, db } = venue;
  const marketData = createMarketData({ db, catalog, books: trading.books, feed: trading.feed });
  const attach = () =>
    attachStreams(venue.app.server, { catalog, auth, trading, bookBody: marketData.bookBody });
  const upstream: Upstream = {
    ...venue,
    url,
    port: (venue.app.server.address() as AddressInfo).port,
    streams: attach(),
    requests,
    async restartStreams() {
      await upstream.streams.close();
      upstream.streams = attach();
    },
    async close() {
      await upstream.streams.close();
      marketData.close();
      await venue.close();
    },
  };
  return upstream;
}

/** A mirror of the upstream at `upstreamUrl` (every surface at its root). */
export async function startMirror(upstreamUrl: string): Promise<Mirror> {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-mirror-'));
  const db = openDatabase(join(dir, 'mirror.db'));
  const catalog = createCatalog(db, { assetBaseUrl: () => '' });
  const upstream = createUpstreamClient(
    { catalog: upstreamUrl, data: upstreamUrl, clob: upstreamUrl },
    { probeBaseMs: 50, probeMaxMs: 200 },
  );
  const dispatcher = createDispatcher({
    handlers: {
      ...createCatalogReadHandlers(catalog),
      ...createUpstreamOrderBookHandlers(createUpstreamOrderBook(upstream)),
    },
  });
  const app = await buildApp({ catalog, dispatcher, relay: createTradingRelay(upstream) });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url,
    port: (app.server.address() as AddressInfo).port,
    upstream,
    dispatcher,
    async close() {
      upstream.close();
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A GET whose request line goes as written: fetch would resolve `.` and `..` segments itself. */
export function getRaw(base: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(new URL(base), { path }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', reject);
  });
}
