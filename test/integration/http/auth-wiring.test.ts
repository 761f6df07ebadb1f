import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClobClient, type ApiKeyCreds } from '@polymarket/clob-client-v2';
import { createWalletClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { polygon } from 'viem/chains';
import { afterAll, describe, expect, it } from 'vitest';
import { startService } from '../../../server/host/compose.js';
import { defaultConfig } from '../../../server/config/config.js';
import { createCatalog } from '../../../server/catalog/index.js';
import { buildServiceApp } from '../../support/service-app.js';
import { startTestService } from '../../support/app.js';
import { l1Headers, l2Headers, testWallet } from '../../support/credentials.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the official client against the auth routes', () => {
  it('creates or derives, lists and deletes its API key', async () => {
    const service = await startTestService();
    try {
      const host = await service.app.listen({ host: '127.0.0.1', port: 0 });
      const wallet = testWallet('official client');
      const signer = createWalletClient({
        account: privateKeyToAccount(wallet.privateKey as `0x${string}`),
        chain: polygon,
        transport: http(host),
      });
      const l1 = new ClobClient({ host, chain: 137, signer });
      const creds: ApiKeyCreds = await l1.createOrDeriveApiKey();
      expect(creds.key).toMatch(/^[0-9a-f-]{36}$/);
      // The second call is refused creation (400) and falls back to derive.
      expect(await l1.createOrDeriveApiKey()).toEqual(creds);

      const l2 = new ClobClient({ host, chain: 137, signer, creds });
      expect(await l2.getApiKeys()).toEqual({ apiKeys: [creds.key] });
      expect(await l2.deleteApiKey()).toBe('OK');
      expect(await l2.getApiKeys()).toEqual({ error: 'unknown API_KEY', status: 401 });
    } finally {
      await service.close();
    }
  });
});

describe('the composed service', () => {
  const start = (dataDir: string, chainId: number) =>
    startService({
      ...defaultConfig(),
      dataDir,
      port: 0,
      demo: false,
      rateLimits: null,
      logLevel: 'silent',
      chainId,
    });

  it('keeps a 0600 master key in the data dir and serves credentials across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-auth-'));
    dirs.push(dataDir);
    const wallet = testWallet('composed');

    const first = await start(dataDir, 137);
    const created = await fetch(`${first.url}/auth/api-key`, {
      method: 'POST',
      headers: await l1Headers(wallet),
    });
    expect(created.status).toBe(200);
    const creds = await created.json();
    await first.close();
    expect(statSync(join(dataDir, 'master.key')).mode & 0o777).toBe(0o600);

    const second = await start(dataDir, 137);
    try {
      const derived = await fetch(`${second.url}/auth/derive-api-key`, {
        headers: await l1Headers(wallet),
      });
      expect(await derived.json()).toEqual(creds);
      const listed = await fetch(`${second.url}/auth/api-keys`, {
        headers: l2Headers(creds, wallet.address, 'GET', '/auth/api-keys'),
      });
      expect(await listed.json()).toEqual({ apiKeys: [creds.apiKey] });
    } finally {
      await second.close();
    }
  });

  it('verifies L1 signatures for the configured chain', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-auth-'));
    dirs.push(dataDir);
    const wallet = testWallet('amoy');
    const service = await start(dataDir, 80002);
    try {
      const polygonSigned = await fetch(`${service.url}/auth/api-key`, {
        method: 'POST',
        headers: await l1Headers(wallet, 0, undefined, 137),
      });
      expect(polygonSigned.status).toBe(401);
      const amoySigned = await fetch(`${service.url}/auth/api-key`, {
        method: 'POST',
        headers: await l1Headers(wallet, 0, undefined, 80002),
      });
      expect(amoySigned.status).toBe(200);
    } finally {
      await service.close();
    }
  });
});

describe('L2 wiring', () => {
  it('routes no L2 method on an app without auth', async () => {
    const service = await startTestService();
    const catalog = createCatalog(service.db, { assetBaseUrl: () => 'http://127.0.0.1:9999' });
    const app = await buildServiceApp({ catalog });
    try {
      expect((await app.inject('/auth/api-keys')).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/order', payload: {} })).statusCode).toBe(
        404,
      );
    } finally {
      await app.close();
      await service.close();
    }
  });

  it('refuses an L2 route without the L2 headers', async () => {
    const service = await startTestService();
    try {
      const response = await service.app.inject('/auth/api-keys');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: expect.stringMatching(/\S/) });
    } finally {
      await service.close();
    }
  });
});
