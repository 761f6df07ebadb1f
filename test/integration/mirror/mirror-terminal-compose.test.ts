import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Wallet, id } from 'ethers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../../server/compose.js';
import { defaultConfig } from '../../../server/config.js';
import type { InputOf, MethodName, Methods, OutputOf } from '../../../server/contract/index.js';
import { startUpstream, urlsOf, type Upstream } from './mirror-terminal-harness.js';

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

describe('the terminal of a service in mirror mode', () => {
  it('reads the vault account at the upstream, says mirror and offers no faucet', async () => {
    const wallet = new Wallet(id('marketdesk mirror compose'));
    await call('vault.importPrivateKey', {
      name: 'Erin',
      privateKey: wallet.privateKey,
      passphrase: 'mirror compose test',
    });
    await call('vault.unlock', { passphrase: 'mirror compose test' });
    upstream.service.services.trading.venue.faucet(wallet.address, 25_000_000);

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
    // The renderer's sessions follow the account by polling the upstream.
    expect(mirror.services.subscribeAccount).toBeTypeOf('function');
  });
});
