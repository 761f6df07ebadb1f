import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { startListeningVenue, type ListeningVenue } from '../../support/listening-venue.js';
import { bodyOf, openRaw, statusesOf } from '../../support/raw-http.js';
import { startRpcVenue, type RpcVenue } from './rpc-harness.js';

// The stream and RPC upgrade handlers share one path rule, and every upgrade nobody claims is
// answered (404) rather than left hanging.

let venue: ListeningVenue | undefined;
let rpc: RpcVenue | undefined;
afterEach(async () => {
  await venue?.close();
  await rpc?.close();
  venue = undefined;
  rpc = undefined;
});

/** The HTTP status the upgrade was refused with, 101 when it was accepted, or 'hung'. */
const upgradeStatus = (url: string): Promise<number | 'hung'> =>
  new Promise((resolve) => {
    const ws = new WebSocket(url);
    const timer = setTimeout(() => {
      ws.terminate();
      resolve('hung');
    }, 2000);
    ws.on('unexpected-response', (_request, response) => {
      clearTimeout(timer);
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => {
      clearTimeout(timer);
      resolve(101);
      ws.close();
    });
    ws.on('error', () => undefined);
  });

describe('WebSocket upgrades', () => {
  it('/rpc without an RPC socket attached is 404, not a hang', async () => {
    venue = await startListeningVenue();
    expect(await upgradeStatus(venue.wsUrl('/rpc?token=x'))).toBe(404);
    expect(await upgradeStatus(venue.wsUrl('/nowhere'))).toBe(404);
    expect(await upgradeStatus(venue.wsUrl('/ws/market?x=1'))).toBe(101);
  });

  it('both handlers read the path alike: a fragment-free, query-free pathname', async () => {
    rpc = await startRpcVenue();
    expect(await upgradeStatus(rpc.url())).toBe(101);
    expect(await upgradeStatus(rpc.venue.wsUrl('/rpc/?token=x'))).toBe(404);
    expect(await upgradeStatus(rpc.venue.wsUrl('/rpc?token=wrong'))).toBe(401);
    expect(await upgradeStatus(rpc.venue.wsUrl('/ws/market'))).toBe(101);
    expect(await upgradeStatus(rpc.venue.wsUrl('/constructor'))).toBe(404);
  });

  it('refuses /rpc upgrades with a JSON body naming the reason', async () => {
    rpc = await startRpcVenue();
    const { port } = rpc.venue.app.server.address() as AddressInfo;
    const refusal = async (path: string, extra = '') => {
      const raw = await openRaw(
        port,
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
          `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n${extra}\r\n`,
      );
      await raw.closed;
      return [statusesOf(raw.received())[0], bodyOf(raw.received())];
    };
    expect(await refusal('/rpc?token=wrong')).toEqual([
      401,
      { error: 'token is missing or wrong' },
    ]);
    expect(await refusal(`/rpc?token=${rpc.token}`, 'Origin: http://evil.example\r\n')).toEqual([
      403,
      {
        error:
          'requests from web pages of other origins are refused (Origin "http://evil.example")',
      },
    ]);
  });
});
