import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectionLimits } from '../../../server/http/index.js';
import type { RateLimiter } from '../../../server/limits/index.js';
import { startTestService, type TestService } from '../../support/app.js';
import { fillCatalogFixture } from '../../support/catalog-fixture.js';
import { bodyOf, openRaw, statusesOf, type RawConnection } from '../../support/raw-http.js';

let service: TestService | undefined;
const opened: RawConnection[] = [];
afterEach(async () => {
  for (const connection of opened.splice(0)) connection.socket.destroy();
  await service?.close();
  service = undefined;
});

async function listen(
  connections: Partial<ConnectionLimits>,
  limiter?: RateLimiter,
): Promise<number> {
  service = await startTestService(fillCatalogFixture, { connections, limiter });
  await service.app.listen({ host: '127.0.0.1', port: 0 });
  return (service.app.server.address() as AddressInfo).port;
}

async function open(port: number, text = '', localAddress?: string): Promise<RawConnection> {
  const connection = await openRaw(port, text, localAddress);
  opened.push(connection);
  return connection;
}

const GET_OK = 'GET /ok HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n';

describe('idle and excess connections', () => {
  it('refuses connections past the per-client cap with a JSON 429, serves other clients, and closes idle ones', async () => {
    const port = await listen({
      maxConnectionsPerClient: 50,
      headersTimeoutMs: 1_500,
      requestTimeoutMs: 1_500,
      timeoutCheckIntervalMs: 100,
    });
    const idle = await Promise.all(Array.from({ length: 50 }, () => open(port)));
    const refused = await Promise.all(Array.from({ length: 150 }, () => open(port, GET_OK)));
    await Promise.all(refused.map((connection) => connection.closed));
    for (const connection of refused) {
      expect(statusesOf(connection.received())).toEqual([429]);
      expect(bodyOf(connection.received())).toEqual({
        error: expect.stringMatching(/too many connections from 127\.0\.0\.1 \(at most 50\)/),
      });
    }

    // Another client address is still served while this one holds its whole share.
    const other = await open(port, GET_OK, '127.0.0.2');
    await other.closed;
    expect(statusesOf(other.received())).toEqual([200]);

    // The idle connections never sent a request: they are answered 408 and closed.
    await Promise.all(idle.map((connection) => connection.closed));
    for (const connection of idle) {
      expect(statusesOf(connection.received())).toEqual([408]);
      expect(bodyOf(connection.received())).toEqual({ error: expect.stringMatching(/timeout/) });
    }
    // The server counts a connection out on its own 'close', which may come a moment after
    // the client's: the client is served again within a bounded wait.
    let statuses: number[] = [];
    for (let attempt = 0; attempt < 40 && statuses[0] !== 200; attempt += 1) {
      if (attempt > 0) await new Promise((settle) => setTimeout(settle, 50));
      const again = await open(port, GET_OK);
      await again.closed;
      statuses = statusesOf(again.received());
    }
    expect(statuses).toEqual([200]);
  });

  it('closes a connection whose headers trickle in too slowly', async () => {
    const port = await listen({
      headersTimeoutMs: 500,
      requestTimeoutMs: 500,
      timeoutCheckIntervalMs: 100,
    });
    const slow = await open(port, 'GET /ok HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const timer = setInterval(() => slow.socket.write('X-Slow: 1\r\n'), 100);
    await slow.closed;
    clearInterval(timer);
    expect(statusesOf(slow.received())).toEqual([408]);
  });

  it('refuses connections past the total cap', async () => {
    const port = await listen({ maxConnections: 3 });
    const held = await Promise.all(Array.from({ length: 3 }, () => open(port)));
    const refused = await open(port, GET_OK, '127.0.0.2');
    await refused.closed;
    expect(statusesOf(refused.received())).toEqual([503]);
    expect(bodyOf(refused.received())).toEqual({ error: 'too many connections; retry later' });
    held[0]!.socket.destroy();
    await held[0]!.closed;
    await new Promise((settle) => setTimeout(settle, 50));
    const served = await open(port, GET_OK, '127.0.0.2');
    await served.closed;
    expect(statusesOf(served.received())).toEqual([200]);
  });
});

describe('answers node:http would give without a JSON body', () => {
  it('answers a request without Host with a JSON 400', async () => {
    const port = await listen({});
    const connection = await open(port, 'GET /ok HTTP/1.1\r\n\r\n');
    await connection.closed;
    expect(statusesOf(connection.received())).toEqual([400]);
    expect(connection.received()).toMatch(/content-type: application\/json/i);
    expect(bodyOf(connection.received())).toEqual({ error: expect.stringMatching(/Host/) });
  });

  it('answers CONNECT with a JSON 405 instead of dropping the connection', async () => {
    const port = await listen({});
    const connection = await open(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: x\r\n\r\n');
    await connection.closed;
    expect(statusesOf(connection.received())).toEqual([405]);
    expect(bodyOf(connection.received())).toEqual({ error: expect.stringMatching(/CONNECT/) });
  });

  it('answers a malformed request with a JSON 400', async () => {
    const port = await listen({});
    const connection = await open(port, 'GET /ok HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    await connection.closed;
    expect(statusesOf(connection.received())).toEqual([400]);
    expect(bodyOf(connection.received())).toEqual({
      error: expect.stringMatching(/malformed HTTP request/),
    });
  });
});

describe('pipelined requests', () => {
  it('works on a bounded number of one connection’s requests while its answers are unread', async () => {
    let dispatched = 0;
    const counting: RateLimiter = {
      take: () => {
        dispatched += 1;
        return null;
      },
    };
    const port = await listen({ maxRequestsInFlight: 4 }, counting);
    const count = 3_000;
    const flood = `GET /markets?limit=100 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`.repeat(count);
    const connection = await open(port);
    connection.socket.pause();
    connection.socket.write(flood);
    await new Promise((settle) => setTimeout(settle, 1_000));
    // Unread answers stop the work: only what fits the socket's buffers plus the bound ran.
    expect(dispatched).toBeGreaterThan(0);
    expect(dispatched).toBeLessThan(count / 4);
    connection.socket.resume();
    await connection.until((raw) => raw.answers() === count, 20_000);
    expect(dispatched).toBe(count);
    expect(new Set(statusesOf(connection.received()))).toEqual(new Set([200]));
  });
});
