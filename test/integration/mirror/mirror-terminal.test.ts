import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountEvent } from '../../../server/contract/index.js';
import { l2Headers } from '../../support/credentials.js';
import { SESSION } from '../terminal/terminal-harness.js';
import { createLedger } from '../../../server/ledger/index.js';
import {
  startMirrorTerminal,
  startUpstream,
  tradableMarket,
  type MirrorTerminalHost,
  type Upstream,
} from './mirror-terminal-harness.js';
import { localVenueOf } from '../../support/local-venue.js';

// The terminal in mirror mode against a real upstream (a second Marketdesk in local-venue
// mode): orders the vault signs rest in the upstream's book, the portfolio is the upstream's,
// and an unreachable upstream is a clear error within the request timeout.

const TIMEOUT_MS = 1_500;

let upstream: Upstream;
let carol: MirrorTerminalHost;
beforeEach(async () => {
  upstream = await startUpstream();
  carol = await startMirrorTerminal(upstream.service.url, 'carol', {
    timeoutMs: TIMEOUT_MS,
    pollMs: 50,
  });
  localVenueOf(upstream.service.services).trading.venue.faucet(carol.address, 100_000_000);
});
afterEach(async () => {
  await carol.close();
  await upstream.close();
});

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught as { code: string; message: string },
  );
  expect(error, 'expected a refusal').not.toBeNull();
  return { code: error!.code, message: error!.message };
};

async function upstreamBook(tokenId: string) {
  const response = await fetch(`${upstream.service.url}/book?token_id=${tokenId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { bids: { price: string; size: string }[] };
}

const upstreamReserved = (address: string) =>
  createLedger(upstream.service.db).findAccount(address.toLowerCase())?.reservedMicros ?? 0;

describe('the terminal in mirror mode', () => {
  it('rests a signed order in the upstream book, lists it and cancels it there', async () => {
    const market = tradableMarket(carol.catalog, carol.db);
    const yes = market.tokens[0].tokenId;
    const placed = await carol.call('terminal.placeOrder', {
      tokenId: yes,
      side: 'BUY',
      orderType: 'GTC',
      price: '0.4',
      size: '10',
    });
    expect(placed).toMatchObject({ success: true, status: 'live' });
    expect((await upstreamBook(yes)).bids).toContainEqual({ price: '0.4', size: '10' });

    const open = await carol.call('terminal.openOrders', {});
    expect(open.map((order) => [order.id, order.price, order.originalSize, order.side])).toEqual([
      [placed.orderID, '0.4', '10', 'BUY'],
    ]);
    expect(open[0]!.makerAddress.toLowerCase()).toBe(carol.address.toLowerCase());

    // What the upstream holds back for the bid, fee reserve included, is what the balance shows.
    const reservedMicros = upstreamReserved(carol.address);
    expect(reservedMicros).toBeGreaterThanOrEqual(4_000_000);
    const balance = await carol.call('terminal.balance', {});
    expect(balance).toEqual({
      address: carol.address.toLowerCase(),
      total: '100',
      reserved: String(reservedMicros / 1e6),
      available: String((100_000_000 - reservedMicros) / 1e6),
    });

    const canceled = await carol.call('terminal.cancelOrder', { orderId: placed.orderID });
    expect(canceled).toEqual({ canceled: [placed.orderID], not_canceled: {} });
    expect((await upstreamBook(yes)).bids).not.toContainEqual({ price: '0.4', size: '10' });
    expect(await carol.call('terminal.openOrders', {})).toEqual([]);
    expect(await carol.call('terminal.balance', {})).toMatchObject({ total: '100', reserved: '0' });
  });

  it('fills a crossing order: trades, positions and balance show it', async () => {
    const dave = await startMirrorTerminal(upstream.service.url, 'dave');
    try {
      localVenueOf(upstream.service.services).trading.venue.faucet(dave.address, 100_000_000);
      const market = tradableMarket(carol.catalog, carol.db);
      const [yes, no] = [market.tokens[0].tokenId, market.tokens[1].tokenId];
      // Dave bids NO at 0.55: a YES offer at 0.45 (the engine mints the pair).
      const bid = await dave.call('terminal.placeOrder', {
        tokenId: no,
        side: 'BUY',
        orderType: 'GTC',
        price: '0.55',
        size: '20',
      });
      expect(bid.status).toBe('live');

      const filled = await carol.call('terminal.placeOrder', {
        tokenId: yes,
        side: 'BUY',
        orderType: 'GTC',
        price: '0.45',
        size: '10',
      });
      expect(filled).toMatchObject({ success: true, status: 'matched' });
      expect(filled.tradeIDs).toHaveLength(1);

      const trades = await carol.call('terminal.trades', {});
      expect(trades.map((trade) => [trade.id, trade.side, trade.size, trade.price])).toEqual([
        [filled.tradeIDs[0], 'BUY', '10', '0.45'],
      ]);
      expect(Date.parse(trades[0]!.match_time)).toBeGreaterThan(Date.now() - 60_000);

      // Carol offers 4 of her 10 YES: held back from what she can sell.
      await carol.call('terminal.placeOrder', {
        tokenId: yes,
        side: 'SELL',
        orderType: 'GTC',
        price: '0.9',
        size: '4',
      });
      const positions = await carol.call('terminal.positions', {});
      expect(positions).toHaveLength(1);
      expect(positions[0]).toMatchObject({
        asset: yes,
        conditionId: market.conditionId,
        marketId: String(market.marketId),
        outcomeIndex: 0,
        size: 10,
        reserved: 4,
        avgPrice: 0.45,
        closed: false,
      });

      const balance = await carol.call('terminal.balance', {});
      const ledger = createLedger(upstream.service.db).findAccount(carol.address.toLowerCase())!;
      expect(balance.total).toBe(String(ledger.collateralMicros / 1e6));
      expect(Number(balance.total)).toBeLessThan(100 - 4.5 + 1e-9);

      const daves = await dave.call('terminal.openOrders', {});
      expect(daves.map((order) => [order.id, order.sizeMatched])).toEqual([[bid.orderID, '10']]);
    } finally {
      await dave.close();
    }
  });

  it('tells the account channel of its orders by polling the upstream', async () => {
    const market = tradableMarket(carol.catalog, carol.db);
    const events: AccountEvent[] = [];
    const unsubscribe = carol.terminal.accountEvents.subscribe((event) => events.push(event));
    try {
      // The first poll derives nothing: it waits until the account has upstream credentials.
      await carol.call('terminal.openOrders', {});
      await new Promise((resolve) => setTimeout(resolve, 150));
      const placed = await carol.call('terminal.placeOrder', {
        tokenId: market.tokens[0].tokenId,
        side: 'BUY',
        orderType: 'GTC',
        price: '0.3',
        size: '10',
      });
      await expect
        .poll(() => events, { timeout: 3_000 })
        .toContainEqual({ type: 'order', orderId: placed.orderID, status: 'LIVE' });
      expect(events).toContainEqual({ type: 'balance' });
      await carol.call('terminal.cancelOrder', { orderId: placed.orderID });
      await expect
        .poll(() => events, { timeout: 3_000 })
        .toContainEqual({ type: 'order', orderId: placed.orderID, status: 'CLOSED' });
    } finally {
      unsubscribe();
    }
  });

  it('keeps the upstream credentials sealed per account and derives them again when refused', async () => {
    await carol.call('terminal.openOrders', {});
    const row = carol.db
      .prepare('SELECT api_key, upstream, sealed_secret FROM upstream_credentials')
      .get() as { api_key: string; upstream: string; sealed_secret: Buffer };
    expect(row.upstream).toBe(upstream.service.url);
    const { credentials } = upstream.service.services.auth;
    expect(credentials.list(carol.address)).toEqual([row.api_key]);
    const { secret } = credentials.derive(carol.address, '0');
    expect(row.sealed_secret.includes(Buffer.from(secret))).toBe(false);

    // A restarted terminal reads with the stored key: nothing new is derived.
    const restarted = carol.restart();
    await restarted.handlers['terminal.openOrders']({}, SESSION);
    expect(credentials.list(carol.address)).toEqual([row.api_key]);

    // The upstream forgets the key: the next call derives a new one and succeeds.
    credentials.revoke(row.api_key);
    expect(await carol.call('terminal.openOrders', {})).toEqual([]);
    const renewed = credentials.list(carol.address);
    expect(renewed).toHaveLength(1);
    expect(renewed[0]).not.toBe(row.api_key);
  });

  it("makes scripts' API keys at the upstream, which they are relayed to", async () => {
    const script = await carol.call('vault.createApiKey', {});
    const { credentials } = upstream.service.services.auth;
    expect(credentials.lookup(script.apiKey)?.address).toBe(carol.address);

    // The key works at the upstream as a script would use it.
    const path = '/data/orders';
    const answer = await fetch(`${upstream.service.url}${path}`, {
      headers: l2Headers(script, carol.address, 'GET', path),
    });
    expect(answer.status).toBe(200);

    const keys = await carol.call('vault.apiKeys', {});
    expect(keys).toEqual(credentials.list(carol.address));
    expect(keys).toContain(script.apiKey);
    expect(keys).toHaveLength(2);
    const second = await carol.call('vault.createApiKey', {});
    expect(second.apiKey).not.toBe(script.apiKey);
    expect(await carol.call('vault.apiKeys', {})).toHaveLength(3);
  });

  it('says mirror in the status and refuses the faucet', async () => {
    const status = await carol.call('service.status', {});
    expect(status).toMatchObject({ mode: 'mirror', mirror: carol.status });
    const refused = await rejection(carol.call('terminal.faucet', { amount: '10' }));
    expect(refused.code).toBe('unavailable');
    expect(refused.message).toMatch(/faucet/);
  });

  it('answers upstream_unreachable at once when the upstream is down', async () => {
    await carol.call('terminal.openOrders', {});
    await upstream.service.close();
    for (const call of [
      () => carol.call('terminal.openOrders', {}),
      () => carol.call('terminal.balance', {}),
      () => carol.call('terminal.cancelAll', {}),
    ]) {
      const started = performance.now();
      const refused = await rejection(call());
      expect(refused.code).toBe('upstream_unreachable');
      expect(refused.message).toMatch(/^upstream unreachable/);
      expect(performance.now() - started).toBeLessThan(TIMEOUT_MS * 3);
    }
  });
});

describe('an upstream that never answers', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  beforeEach(async () => {
    // Accepts connections and never answers: only the timeout ends a request.
    silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('times the order out with a clear error that it may have arrived', async () => {
    const { port } = silent.address() as AddressInfo;
    const dan = await startMirrorTerminal(`http://127.0.0.1:${port}`, 'dan', { timeoutMs: 300 });
    try {
      const market = tradableMarket(dan.catalog, dan.db);
      const started = performance.now();
      const refused = await rejection(
        dan.call('terminal.placeOrder', {
          tokenId: market.tokens[0].tokenId,
          side: 'BUY',
          orderType: 'GTC',
          price: '0.4',
          size: '10',
        }),
      );
      expect(refused.code).toBe('upstream_unreachable');
      expect(refused.message).toMatch(/timed out/);
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      await dan.close();
    }
  });
});
