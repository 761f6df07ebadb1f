// Issue #25 in mirror mode: B mirrors A (a local venue). B's take-profit watches A's book
// through B's relayed market channel; when it fires, B's vault signs the fill-and-kill SELL
// and B relays it to A, where it fills.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Wallet, id } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../../server/host/compose.js';
import type {
  ConditionalOrder,
  InputOf,
  MethodName,
  Methods,
  OutputOf,
} from '../../../server/contract/index.js';
import { restQuote } from '../../support/book-quotes.js';
import { localVenueOf } from '../../support/local-venue.js';
import { quietConfig } from '../../support/quiet-service.js';
import {
  startUpstream,
  tradableMarket,
  urlsOf,
  type Upstream,
} from '../mirror/mirror-terminal-harness.js';

let upstream: Upstream;
let mirror: RunningService;
let dir: string;

const call = <N extends MethodName>(name: N, input: InputOf<Methods[N]>) =>
  mirror.services.dispatcher.dispatch(name, input, {
    transport: 'session',
    client: 'renderer',
  }) as Promise<OutputOf<Methods[N]>>;

beforeAll(async () => {
  upstream = await startUpstream();
  dir = mkdtempSync(join(tmpdir(), 'marketdesk-conditional-mirror-'));
  mirror = await startService(
    quietConfig(dir, { mirror: urlsOf(upstream.service.url), watchPollMs: 200 }),
  );
  const wallet = new Wallet(id('marketdesk conditional mirror'));
  await call('vault.importPrivateKey', {
    name: 'Mirror stops',
    privateKey: wallet.privateKey,
    passphrase: 'conditional mirror test',
  });
  await call('vault.unlock', { passphrase: 'conditional mirror test' });
  localVenueOf(upstream.service.services).trading.venue.faucet(wallet.address, 25_000_000);
  await mirror.services.venue.catalogSync!.idle();
}, 60_000);
afterAll(async () => {
  await mirror?.close();
  await upstream?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean>, what: string) {
  for (let waited = 0; !(await check()); waited += 50) {
    if (waited > 10_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a conditional order in mirror mode', () => {
  it('fires on the upstream’s book and fills there', async () => {
    const market = tradableMarket(mirror.services.catalog, mirror.services.db);
    const tokenId = market.tokens[0].tokenId;
    const quote = (side: 'bid' | 'ask', cents: number, shares: number) =>
      restQuote(
        upstream.service.url,
        upstream.service.services.config.dataDir,
        market.conditionId,
        side,
        cents,
        shares,
      );
    await quote('ask', 40, 10);
    await quote('bid', 35, 50);
    const bought = await call('terminal.placeOrder', {
      tokenId,
      side: 'BUY',
      orderType: 'FAK',
      price: '0.4',
      size: '10',
    });
    expect(bought).toMatchObject({ success: true, status: 'matched' });
    await until(
      async () => (await call('terminal.positions', {})).some((p) => p.asset === tokenId),
      'the position upstream',
    );
    const takeProfit = await call('conditional.create', {
      kind: 'take-profit',
      tokenId,
      size: '10',
      trigger: 'bid',
      triggerPrice: '0.45',
      worstPrice: '0.44',
    });
    await quote('bid', 45, 50);
    const state = async () =>
      ((await call('conditional.list', {})) as ConditionalOrder[]).find(
        (order) => order.id === takeProfit.id,
      )!;
    await until(async () => (await state()).state === 'filled', 'the fill upstream');
    const filled = await state();
    const trades = await fetch(`${upstream.service.url}/book?token_id=${tokenId}`);
    const bids = ((await trades.json()) as { bids: { price: string; size: string }[] }).bids;
    expect(bids).toContainEqual({ price: '0.45', size: '40' });
    expect(filled.orderId).not.toBeNull();
  });
});
