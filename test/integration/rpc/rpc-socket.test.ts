import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RpcEvent, RpcServerFrame } from '../../../server/contract/index.js';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { createTerminalHandlers } from '../../../server/terminal/methods.js';
import { SESSION, terminalDeps, testSigner } from '../terminal/terminal-harness.js';
import { RpcClient, startRpcVenue, type RpcVenue } from './rpc-harness.js';

const YES = tokenIdOf(204, 0);

let rpc: RpcVenue;
let client: RpcClient | undefined;
beforeEach(async () => {
  rpc = await startRpcVenue();
});
afterEach(async () => {
  client?.close();
  client = undefined;
  await rpc.close();
});

const eventOf =
  (sub: number) =>
  (frame: RpcServerFrame): frame is RpcEvent =>
    'sub' in frame && frame.sub === sub;

type Message = {
  event_type: string;
  asset_id?: string;
  bids?: unknown[];
  price_changes?: unknown[];
};

describe('the /rpc socket', () => {
  it('refuses a connection without the token, with a wrong one, or from another origin', async () => {
    const plain = rpc.venue.wsUrl('/rpc');
    await expect(RpcClient.connect(plain)).rejects.toThrow('refused 401');
    // One character changed (a random token may itself start with x).
    const wrong = (rpc.token.startsWith('x') ? 'y' : 'x') + rpc.token.slice(1);
    await expect(RpcClient.connect(rpc.url(wrong))).rejects.toThrow('refused 401');
    await expect(RpcClient.connect(rpc.url(''))).rejects.toThrow('refused 401');
    await expect(RpcClient.connect(rpc.url(), { Origin: 'http://evil.example' })).rejects.toThrow(
      'refused 403',
    );
    expect(rpc.socket.connections).toBe(0);
  });

  it('trusts only loopback origins at its own port, and only its own names as Host', async () => {
    const { port } = new URL(rpc.url());
    // DNS rebinding: a hostile name resolved to 127.0.0.1 sends Origin equal to its Host.
    const rebound = `evil.example:${port}`;
    await expect(
      RpcClient.connect(rpc.url(), { Origin: `http://${rebound}`, Host: rebound }),
    ).rejects.toThrow('refused 421');
    for (const origin of [`http://127.0.0.1:${Number(port) + 1}`, 'null', 'file://x']) {
      await expect(RpcClient.connect(rpc.url(), { Origin: origin })).rejects.toThrow('refused 403');
    }
    for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`]) {
      const allowed = await RpcClient.connect(rpc.url(), { Origin: origin });
      expect(await allowed.call('service.status')).toHaveProperty('result');
      allowed.ws.close();
    }
  });

  it('answers calls, error codes and bad frames, and leaves /ws/market alone', async () => {
    const host = new URL(rpc.url()).host;
    client = await RpcClient.connect(rpc.url(), { Origin: `http://${host}` });
    const status = await client.call('service.status');
    expect(status).toMatchObject({ result: { version: '9.9.9', mode: 'local-venue' } });

    expect(await client.call('no.such')).toEqual({
      id: 2,
      error: { code: 'not_found', message: 'no method no.such' },
    });
    const refused = await client.call('terminal.placeOrder', {
      tokenId: YES,
      side: 'BUY',
      orderType: 'GTC',
      price: '0.4',
      size: '10',
    });
    expect(refused).toMatchObject({ id: 3, error: { code: 'invalid_input' } });
    expect(JSON.stringify(refused)).not.toMatch(/at .*\.ts/);

    client.send('not json');
    expect(await client.waitFor((frame) => 'error' in frame && frame.id === 0)).toEqual({
      id: 0,
      error: { code: 'invalid_input', message: 'frame is not JSON' },
    });
    client.send({ id: 9, subscribe: 'weather' });
    expect(await client.waitFor((frame) => 'id' in frame && frame.id === 9)).toMatchObject({
      error: { code: 'invalid_input' },
    });
    // Unknown subscription ids are ignored; the connection stays usable.
    client.send({ unsubscribe: 12345 });
    expect(await client.call('service.status')).toHaveProperty('result');
    const market = await RpcClient.connect(rpc.venue.wsUrl('/ws/market'));
    market.close();
  });

  it('trades for the session account and streams the book and the account', async () => {
    client = await RpcClient.connect(rpc.url());
    client.send({ id: 100, subscribe: 'market', params: { assets_ids: [YES] } });
    expect(await client.waitFor((frame) => 'id' in frame && frame.id === 100)).toEqual({
      id: 100,
      result: { subscribed: 'market' },
    });
    const snapshot = await client.waitFor(eventOf(100));
    const [book] = snapshot.data as Message[];
    expect(book).toMatchObject({ event_type: 'book', asset_id: YES, bids: [] });

    client.send({ id: 101, subscribe: 'account' });
    await client.waitFor((frame) => 'id' in frame && frame.id === 101);

    expect(await client.call('terminal.faucet', { amount: '50' })).toMatchObject({
      result: { balance: '50' },
    });
    const placed = await client.call('terminal.placeOrder', {
      tokenId: YES,
      side: 'BUY',
      orderType: 'GTC',
      price: '0.4',
      size: '10',
    });
    expect(placed).toMatchObject({ result: { success: true, status: 'live' } });
    const orderId = (placed as { result: { orderID: string } }).result.orderID;

    const change = await client.waitFor(eventOf(100));
    const messages = change.data as Message[];
    expect(messages.map((message) => message.event_type)).toContain('price_change');
    expect(await client.waitFor(eventOf(101))).toMatchObject({
      data: { type: 'order', orderId, status: 'LIVE' },
    });
    expect(await client.waitFor(eventOf(101))).toMatchObject({ data: { type: 'balance' } });

    const open = await client.call('terminal.openOrders');
    expect((open as { result: { id: string }[] }).result.map((order) => order.id)).toEqual([
      orderId,
    ]);

    // Another trader's order on the same book reaches the market channel, not the account's.
    client.send({ unsubscribe: 101 });
    const erin = testSigner(rpc.venue, 'erin');
    rpc.venue.trading.venue.faucet(erin.address, 100_000_000);
    const other = createTerminalHandlers(terminalDeps(rpc.venue, erin));
    const ticket = {
      tokenId: YES,
      side: 'BUY',
      orderType: 'GTC',
      price: '0.3',
      size: '5',
    } as const;
    await other['terminal.placeOrder'](ticket, SESSION);
    const next = await client.waitFor(eventOf(100));
    expect((next.data as Message[])[0]).toMatchObject({ event_type: 'price_change' });
    expect(client.frames.filter(eventOf(101))).toEqual([]);
  });

  it('closes every session when the service stops', async () => {
    client = await RpcClient.connect(rpc.url());
    const closed = new Promise<number>((resolve) => client!.ws.once('close', resolve));
    await rpc.socket.close();
    expect(await closed).toBe(1001);
  });
});
