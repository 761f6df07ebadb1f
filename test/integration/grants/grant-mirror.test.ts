// Issue #28 in mirror mode: B mirrors A (a local venue). A script's intent on B's grant is
// signed by B's vault and relayed to A, where it rests; the kill switch cancels it at A.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Wallet, id } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../../server/host/compose.js';
import type { InputOf, MethodName, Methods, OutputOf } from '../../../server/contract/index.js';
import { localVenueOf } from '../../support/local-venue.js';
import { OPEN_LIMITS } from '../../support/grant-service.js';
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
let accountId: string;

const call = <N extends MethodName>(name: N, input: InputOf<Methods[N]>) =>
  mirror.services.dispatcher.dispatch(name, input, {
    transport: 'session',
    client: 'renderer',
  }) as Promise<OutputOf<Methods[N]>>;

beforeAll(async () => {
  upstream = await startUpstream();
  dir = mkdtempSync(join(tmpdir(), 'marketdesk-grant-mirror-'));
  mirror = await startService(quietConfig(dir, { mirror: urlsOf(upstream.service.url) }));
  const wallet = new Wallet(id('marketdesk grant mirror'));
  const account = await call('vault.importPrivateKey', {
    name: 'Mirror bot account',
    privateKey: wallet.privateKey,
    passphrase: 'grant mirror test',
  });
  accountId = account.id;
  await call('vault.unlock', { passphrase: 'grant mirror test' });
  localVenueOf(upstream.service.services).trading.venue.faucet(wallet.address, 25_000_000);
  await mirror.services.venue.catalogSync!.idle();
}, 60_000);
afterAll(async () => {
  await mirror?.close();
  await upstream?.close();
  rmSync(dir, { recursive: true, force: true });
});

const script = async (token: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${mirror.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const upstreamBids = async (tokenId: string) => {
  const book = await fetch(`${upstream.service.url}/book?token_id=${tokenId}`);
  return ((await book.json()) as { bids: { price: string; size: string }[] }).bids;
};

describe('a grant in mirror mode', () => {
  it('relays its orders to the upstream, refuses outside its limits and is killed there', async () => {
    const market = tradableMarket(mirror.services.catalog, mirror.services.db);
    const tokenId = market.tokens[0].tokenId;
    const { grant, token } = await call('grants.create', {
      accountId,
      name: 'mirror-bot',
      expiresAt: Date.now() + 3_600_000,
      limits: { ...OPEN_LIMITS, maxOrderSize: '10' },
    });
    const intent = { tokenId, side: 'BUY', orderType: 'GTC', price: '0.2', size: '10' };
    const placed = await script(token, 'POST', '/grant/order', intent);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body).toMatchObject({ success: true, status: 'live' });
    expect(await upstreamBids(tokenId)).toContainEqual({ price: '0.2', size: '10' });

    const over = await script(token, 'POST', '/grant/order', { ...intent, size: '11' });
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({ limit: 'maxOrderSize', value: '10' });

    const open = await script(token, 'GET', '/grant/orders');
    expect((open.body as unknown as { id: string }[]).map((order) => order.id)).toEqual([
      placed.body['orderID'],
    ]);

    const killed = await call('grants.revoke', { id: grant.id });
    expect(killed.canceled).toEqual([placed.body['orderID']]);
    expect(await upstreamBids(tokenId)).not.toContainEqual({ price: '0.2', size: '10' });
    expect((await script(token, 'GET', '/grant')).status).toBe(401);
  });
});
