// The local port against what a desktop trading app meets and a server does not: web pages the
// user opens (no-cors requests, DNS rebinding, cross-origin WebSockets) and other processes on
// the same address (unauthenticated floods). docs/security.md says what defends against each.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRateLimiter, type LimitRule } from '../../../server/limits/index.js';
import { allowHostNames } from '../../../server/wire/index.js';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { startListeningVenue, type ListeningVenue } from '../../support/listening-venue.js';
import { openRaw, statusesOf, type RawConnection } from '../../support/raw-http.js';
import { startVenue, TestTrader, type Venue } from '../../support/venue.js';
import { StreamClient } from '../stream/stream-client.js';

const YES = tokenIdOf(204, 0);
let venue: Venue | ListeningVenue | undefined;
const raws: RawConnection[] = [];
const clients: StreamClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  for (const raw of raws.splice(0)) raw.socket.destroy();
  await venue?.close();
  venue = undefined;
});

async function limitedVenue(rules: readonly LimitRule[]) {
  const started = await startVenue(undefined, createRateLimiter(rules));
  venue = started;
  return {
    venue: started,
    alice: await new TestTrader(started, 'alice').init(100),
    bob: await new TestTrader(started, 'bob').init(100),
  };
}

async function listening(): Promise<{ venue: ListeningVenue; port: number }> {
  const started = await startListeningVenue({ maxConnectionsPerClient: 8 });
  venue = started;
  return { venue: started, port: (started.app.server.address() as AddressInfo).port };
}

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One request with exactly these headers (fetch may not set Host). */
function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          headers: incoming.headers,
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const handshake = (path: string, headers: string) =>
  `GET ${path} HTTP/1.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
  `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n${headers}\r\n`;

/** The status of an upgrade request: its answer's status line. */
async function upgradeStatus(port: number, path: string, headers: string): Promise<number> {
  const raw = await openRaw(port, handshake(path, headers));
  raws.push(raw);
  await raw.until((connection) => connection.received().includes('\r\n\r\n'));
  return statusesOf(raw.received())[0]!;
}

describe('a web page cannot spend the limits of the scripts', () => {
  it('refuses a body that is not JSON with 415 before any limit or authentication', async () => {
    const { venue, alice } = await limitedVenue([
      { scope: 'order', limit: 3, windowMs: 10_000 },
      { scope: 'unauthenticated', limit: 3, windowMs: 10_000 },
    ]);
    // What a page's `fetch(url, {method: 'POST', mode: 'no-cors', body})` sends.
    for (let i = 0; i < 40; i++) {
      const refused = await venue.app.inject({
        method: 'POST',
        url: '/order',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: '{"order":{}}',
      });
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toEqual({
        error: 'unsupported content type: send the body as JSON (Content-Type: application/json)',
      });
      expect(refused.headers['ratelimit-limit']).toBeUndefined();
    }
    for (let i = 0; i < 3; i++) {
      await alice.place({ tokenId: YES, side: 'BUY', price: 0.1 + i / 100, size: 10 });
    }
  });

  it('counts failed credentials on their own budget, and signed calls per signer', async () => {
    const { venue, alice, bob } = await limitedVenue([
      { scope: 'order', limit: 3, windowMs: 10_000 },
      { scope: 'unauthenticated', limit: 5, windowMs: 10_000 },
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const unsigned = await venue.app.inject({
        method: 'POST',
        url: '/order',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      statuses.push(unsigned.statusCode);
    }
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);

    // The address's unauthenticated budget is spent; the signers' own limits are whole.
    for (let i = 0; i < 3; i++) {
      await alice.place({ tokenId: YES, side: 'BUY', price: 0.1 + i / 100, size: 10 });
    }
    const fourth = await alice.post({ tokenId: YES, side: 'BUY', price: 0.2, size: 10 });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatch(/^rate limit exceeded for order; retry in \d+ s$/);
    await bob.place({ tokenId: YES, side: 'BUY', price: 0.1, size: 10 });
  });

  it('sends the signer’s RateLimit headers on a signed call', async () => {
    const { alice } = await limitedVenue([{ scope: 'order', limit: 3, windowMs: 10_000 }]);
    const response = await alice.request(
      'POST',
      '/order',
      await alice.sign({ tokenId: YES, side: 'BUY', price: 0.1, size: 10 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['ratelimit-limit']).toBe('3');
    expect(response.headers['ratelimit-remaining']).toBe('2');
  });
});

describe('DNS rebinding: the port answers its own names only', () => {
  const paths = ['/markets?limit=1', '/app/', '/openapi.json', '/sync/status', '/time'];

  it('refuses a foreign Host with a JSON 421 on every route', async () => {
    const { port } = await listening();
    for (const path of paths) {
      const refused = await send(port, 'GET', path, { host: `evil.example:${port}` });
      expect(refused.status, path).toBe(421);
      expect(JSON.parse(refused.body).error).toMatch(/not Host "evil.example:\d+"/);
    }
    const post = await send(
      port,
      'POST',
      '/order',
      { host: 'evil.example', 'content-type': 'application/json' },
      '{}',
    );
    expect(post.status).toBe(421);
  });

  it('serves the loopback names, the bound address and a name the user allowed', async () => {
    const { venue, port } = await listening();
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      'localhost',
      `LOCALHOST:${port}`,
    ]) {
      expect((await send(port, 'GET', '/time', { host })).status, host).toBe(200);
    }
    expect((await send(port, 'GET', '/time', { host: `marketdesk.lan:${port}` })).status).toBe(421);
    allowHostNames(venue.app.server, ['MarketDesk.lan']);
    expect((await send(port, 'GET', '/time', { host: `marketdesk.lan:${port}` })).status).toBe(200);
  });

  it('refuses requests from pages of other origins, not from the port’s own pages', async () => {
    const { port } = await listening();
    const json = { host: `127.0.0.1:${port}`, 'content-type': 'application/json' };
    for (const origin of ['http://evil.example', `http://127.0.0.1:${port + 1}`, 'null']) {
      const refused = await send(port, 'POST', '/order', { ...json, origin }, '{}');
      expect(refused.status, origin).toBe(403);
      expect(JSON.parse(refused.body).error).toMatch(/other origins are refused/);
    }
    const own = await send(
      port,
      'POST',
      '/order',
      { ...json, origin: `http://localhost:${port}` },
      '{}',
    );
    expect(own.status).toBe(401);
  });
});

describe('WebSocket upgrades from web pages and foreign names', () => {
  it('refuses a foreign Origin or Host on /ws/market and /ws/user; scripts send neither', async () => {
    const { port } = await listening();
    for (const path of ['/ws/market', '/ws/user']) {
      const host = `Host: 127.0.0.1:${port}\r\n`;
      expect(await upgradeStatus(port, path, `${host}Origin: http://evil.example\r\n`)).toBe(403);
      expect(await upgradeStatus(port, path, `Host: evil.example:${port}\r\n`)).toBe(421);
      expect(await upgradeStatus(port, path, host)).toBe(101);
    }
  });
});

describe('neighbours on the same address', () => {
  it('cannot lock an authenticating client out of /ws/user with unauthenticated sockets', async () => {
    const { venue, port } = await listening();
    const trader = await new TestTrader(venue, 'erin').init(0);
    const held: RawConnection[] = [];
    for (let i = 0; i < 8; i++) {
      const raw = await openRaw(port, handshake('/ws/user', `Host: 127.0.0.1:${port}\r\n`));
      raws.push(raw);
      await raw.until((connection) => connection.received().includes('\r\n\r\n'));
      expect(statusesOf(raw.received())).toEqual([101]);
      held.push(raw);
    }
    for (let i = 0; i < 3; i++) {
      const client = await StreamClient.connect(venue.wsUrl('/ws/user'));
      clients.push(client);
      client.send({ type: 'user', markets: [], auth: trader.creds });
      await client.sync();
    }
    // The three oldest unauthenticated sockets made room, the rest are still open.
    await Promise.all(held.slice(0, 3).map((raw) => raw.closed));
    expect(held.slice(3).every((raw) => !raw.socket.destroyed)).toBe(true);
    expect(venue.streams.connections).toBe(8);
  });

  it('never reclaims an authenticated /ws/user connection: past the share it refuses 429', async () => {
    const { venue, port } = await listening();
    const trader = await new TestTrader(venue, 'erin').init(0);
    for (let i = 0; i < 8; i++) {
      const client = await StreamClient.connect(venue.wsUrl('/ws/user'));
      clients.push(client);
      client.send({ type: 'user', markets: [], auth: trader.creds });
      await client.sync();
    }
    const refused = await openRaw(port, handshake('/ws/user', `Host: 127.0.0.1:${port}\r\n`));
    raws.push(refused);
    await refused.closed;
    expect(statusesOf(refused.received())).toEqual([429]);
    expect(venue.streams.connections).toBe(8);
  });
});
