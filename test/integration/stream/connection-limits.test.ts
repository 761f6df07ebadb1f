import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { StreamLimits } from '../../../server/stream/index.js';
import { startListeningVenue, type ListeningVenue } from '../../support/listening-venue.js';
import { bodyOf, openRaw, statusesOf, type RawConnection } from '../../support/raw-http.js';
import { TestTrader } from '../../support/venue.js';
import { connectionsTo } from './stream-fixture.js';

let venue: ListeningVenue | undefined;
const raws: RawConnection[] = [];
afterEach(async () => {
  for (const raw of raws.splice(0)) raw.socket.destroy();
  await venue?.close();
  venue = undefined;
});
const connect = connectionsTo(() => venue!);

async function start(limits: Partial<StreamLimits> = {}): Promise<number> {
  venue = await startListeningVenue(limits);
  return (venue.app.server.address() as AddressInfo).port;
}

const handshake = (path: string, extra = '') =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
  `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n${extra}\r\n`;

/** The raw answer to `text` once the server has closed the connection. */
async function answerTo(port: number, text: string, localAddress?: string): Promise<string> {
  const raw = await openRaw(port, text, localAddress);
  raws.push(raw);
  await raw.closed;
  return raw.received();
}

/** A connection whose upgrade was accepted (101), held open. */
async function upgraded(port: number, path: string, localAddress?: string) {
  const raw = await openRaw(port, handshake(path), localAddress);
  raws.push(raw);
  await raw.until((connection) => connection.received().includes('\r\n\r\n'));
  expect(statusesOf(raw.received())).toEqual([101]);
  return raw;
}

describe('/ws/user authentication deadline', () => {
  it('closes a connection that does not authenticate in time, not one that did', async () => {
    await start({ authTimeoutMs: 300 });
    const trader = await new TestTrader(venue!, 'erin').init(0);
    const silent = await connect('/ws/user');
    const authed = await connect('/ws/user');
    authed.send({ type: 'user', markets: [], auth: trader.creds });
    await authed.sync();
    expect(await silent.closed).toEqual({
      code: 1008,
      reason: 'authentication timeout: no auth within 0.3 s',
    });
    await new Promise((settle) => setTimeout(settle, 300));
    await authed.sync();
  });
});

describe('stream connection budgets', () => {
  it('caps each channel per client address with a JSON 429, leaving the other channel and other clients alone', async () => {
    // /ws/user reclaims unauthenticated places (test/integration/security/local-port.test.ts).
    const port = await start({ maxConnectionsPerClient: 2, authTimeoutMs: 60_000 });
    await upgraded(port, '/ws/market');
    await upgraded(port, '/ws/market');
    const refused = await answerTo(port, handshake('/ws/market'));
    expect(statusesOf(refused)).toEqual([429]);
    expect(refused).toMatch(/content-type: application\/json/i);
    expect(bodyOf(refused)).toEqual({
      error: 'too many /ws/market connections from this address (at most 2)',
    });
    await upgraded(port, '/ws/user');
    await upgraded(port, '/ws/market', '127.0.0.2');
  });

  it('gives each channel its own budget: a full /ws/user leaves /ws/market open', async () => {
    const port = await start({ maxConnections: 2, authTimeoutMs: 60_000 });
    await upgraded(port, '/ws/user');
    await upgraded(port, '/ws/user', '127.0.0.2');
    const refused = await answerTo(port, handshake('/ws/user'), '127.0.0.3');
    expect(statusesOf(refused)).toEqual([503]);
    expect(bodyOf(refused)).toEqual({
      error: 'too many /ws/user connections (at most 2); retry later',
    });
    await upgraded(port, '/ws/market');
  });

  it('gives a place back when its connection closes', async () => {
    const port = await start({ maxConnectionsPerClient: 1 });
    const first = await upgraded(port, '/ws/market');
    first.socket.destroy();
    await first.closed;
    await new Promise((settle) => setTimeout(settle, 50));
    await upgraded(port, '/ws/market');
  });
});

describe('upgrade answers', () => {
  it('answers handshakes ws refuses in JSON, with their status', async () => {
    const port = await start();
    const noKey = await answerTo(
      port,
      'GET /ws/market HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
    );
    expect(statusesOf(noKey)).toEqual([400]);
    expect(noKey).toMatch(/content-type: application\/json/i);
    expect(bodyOf(noKey)).toEqual({ error: 'Missing or invalid Sec-WebSocket-Key header' });

    const post = await answerTo(port, handshake('/ws/user').replace('GET', 'POST'));
    expect(statusesOf(post)).toEqual([405]);
    expect(bodyOf(post)).toEqual({ error: 'Invalid HTTP method' });

    const version = await answerTo(
      port,
      handshake('/ws/market').replace('Version: 13', 'Version: 99'),
    );
    expect(statusesOf(version)).toEqual([400]);
    expect(version).toMatch(/Sec-WebSocket-Version: 13, 8/);
  });

  it('answers a WebSocket upgrade to another path with a JSON 404', async () => {
    const port = await start();
    const answer = await answerTo(port, handshake('/markets'));
    expect(statusesOf(answer)).toEqual([404]);
    expect(bodyOf(answer)).toEqual({
      error: 'no WebSocket at /markets: use /ws/market or /ws/user',
    });
  });

  it('answers a normal route asked to upgrade to h2c as it would without the header', async () => {
    const port = await start();
    const plain = await answerTo(
      port,
      'GET /markets?limit=2 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    const h2c = await answerTo(
      port,
      'GET /markets?limit=2 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade, HTTP2-Settings\r\n' +
        'Upgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQCAAAAAAIAAAAA\r\n\r\n' +
        'GET /ok HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(statusesOf(h2c)).toEqual([200, 200]);
    expect(h2c).toContain(plain.slice(plain.indexOf('\r\n\r\n') + 4));
    expect(h2c.endsWith('"OK"')).toBe(true);

    const withBody = await answerTo(
      port,
      'POST /venue/faucet HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade, close\r\nUpgrade: h2c\r\n' +
        'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    );
    expect(statusesOf(withBody)).toEqual([401]);
    expect(bodyOf(withBody)).toEqual({ error: expect.stringMatching(/admin token/) });
  });
});
