import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Wallet, id } from 'ethers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../../server/host/compose.js';
import { defaultConfig } from '../../../server/config/config.js';
import type { InputOf, MethodName, Methods, OutputOf } from '../../../server/contract/index.js';
import { createRendererSessions } from '../../../server/host/renderer-channel.js';
import { startUpstream, tradableMarket, urlsOf, type Upstream } from './mirror-terminal-harness.js';
import { localVenueOf } from '../../support/local-venue.js';

// A service started in mirror mode serves the terminal's methods from its upstream: the
// composition root wires the mirror terminal, not the local venue's.

let upstream: Upstream;
let mirror: RunningService;
let dir: string;
beforeEach(async () => {
  upstream = await startUpstream();
  dir = mkdtempSync(join(tmpdir(), 'marketdesk-mirror-compose-'));
  mirror = await startService({
    ...defaultConfig(),
    dataDir: dir,
    port: 0,
    demo: false,
    rateLimits: null,
    logLevel: 'silent',
    mirror: urlsOf(upstream.service.url),
  });
});
afterEach(async () => {
  await mirror.close();
  await upstream.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = <N extends MethodName>(name: N, input: InputOf<Methods[N]>) =>
  mirror.services.dispatcher.dispatch(name, input, {
    transport: 'session',
    client: 'renderer',
  }) as Promise<OutputOf<Methods[N]>>;

/** A vault account on the mirror, unlocked, with 25 of collateral at the upstream. */
async function fundedAccount(): Promise<Wallet> {
  const wallet = new Wallet(id('marketdesk mirror compose'));
  await call('vault.importPrivateKey', {
    name: 'Erin',
    privateKey: wallet.privateKey,
    passphrase: 'mirror compose test',
  });
  await call('vault.unlock', { passphrase: 'mirror compose test' });
  localVenueOf(upstream.service.services).trading.venue.faucet(wallet.address, 25_000_000);
  return wallet;
}

describe('the terminal of a service in mirror mode', () => {
  it('reads the vault account at the upstream, says mirror and offers no faucet', async () => {
    const wallet = await fundedAccount();

    expect(await call('terminal.balance', {})).toEqual({
      address: wallet.address.toLowerCase(),
      total: '25',
      reserved: '0',
      available: '25',
    });
    expect(await call('terminal.openOrders', {})).toEqual([]);

    const status = await call('service.status', {});
    expect(status.mode).toBe('mirror');
    expect(status.mirror).toMatchObject({
      mode: 'mirror',
      upstream: urlsOf(upstream.service.url),
    });
    await expect(call('terminal.faucet', { amount: '5' })).rejects.toMatchObject({
      code: 'unavailable',
    });
  });

  it('places an order on a synced market: it rests upstream and the renderer hears of it', async () => {
    await fundedAccount();
    const synced = await mirror.services.venue.catalogSync!.idle();
    expect(synced.markets).toBeGreaterThan(0);
    const market = tradableMarket(mirror.services.catalog, mirror.services.db);

    const frames: { sub?: number; data?: unknown }[] = [];
    const sessions = createRendererSessions(mirror.services);
    const session = sessions.open({ send: (text) => frames.push(JSON.parse(text)) });
    try {
      session.receive(JSON.stringify({ id: 1, subscribe: 'account' }));
      await call('terminal.openOrders', {});
      const placed = await call('terminal.placeOrder', {
        tokenId: market.tokens[0].tokenId,
        side: 'BUY',
        orderType: 'GTC',
        price: '0.2',
        size: '10',
      });
      expect(placed).toMatchObject({ success: true, status: 'live' });
      const book = await fetch(`${upstream.service.url}/book?token_id=${market.tokens[0].tokenId}`);
      expect(((await book.json()) as { bids: unknown[] }).bids).toContainEqual({
        price: '0.2',
        size: '10',
      });
      const open = await call('terminal.openOrders', {});
      expect(open.map((order) => order.id)).toEqual([placed.orderID]);
      await expect
        .poll(() => frames.map((frame) => frame.data), { timeout: 10_000 })
        .toContainEqual({ type: 'order', orderId: placed.orderID, status: 'LIVE' });
    } finally {
      session.close();
      sessions.close();
    }
  });
});
