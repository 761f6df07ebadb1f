// The venue's 2026 rules a drop-in follows, on a whole service (the composition root): trading
// limits per signer with their tier readable at GET /v1/user/rate-limit-tier, and DELETE /orders
// refusing more than 1,000 ids.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../server/host/compose.js';
import { l1Headers, l2Headers, testWallet } from '../support/credentials.js';
import { quietConfig } from '../support/quiet-service.js';

const wallet = testWallet('venue 2026 rules');
let dataDir: string;
let service: RunningService;
let creds: { apiKey: string; secret: string; passphrase: string };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-rules-'));
  service = await startService(quietConfig(dataDir, { rateLimits: {} }));
  const created = await fetch(`${service.url}/auth/api-key`, {
    method: 'POST',
    headers: await l1Headers(wallet),
  });
  expect(created.status).toBe(200);
  creds = (await created.json()) as typeof creds;
}, 60_000);
afterAll(async () => {
  await service.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A request signed over the venue's path (a mount's prefix is not part of it). */
const signed = (method: string, path: string, body?: string) =>
  fetch(`${service.url}${path}`, {
    method,
    headers: {
      ...l2Headers(creds, wallet.address, method, path.replace(/^\/clob/, ''), body),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body } : {}),
  });

describe("the venue's 2026 trading rules", () => {
  it("answers the signer's tier: its order and cancel buckets as enforced", async () => {
    for (const path of ['/v1/user/rate-limit-tier', '/clob/v1/user/rate-limit-tier']) {
      const answer = await signed('GET', path);
      expect(answer.status).toBe(200);
      // 2,400 a burst of ten seconds, 24,000 sustained over ten minutes: 40 a second.
      expect(await answer.json()).toEqual({
        tier: 'standard',
        order: { rate_per_sec: 40, burst: 2_400 },
        cancel: { rate_per_sec: 40, burst: 2_400 },
      });
    }
    expect((await fetch(`${service.url}/v1/user/rate-limit-tier`)).status).toBe(401);
  });

  it('cancels at most 1,000 ids a request and refuses more', async () => {
    const ids = (count: number) =>
      Array.from({ length: count }, (_, i) => `0x${i.toString(16).padStart(64, '0')}`);
    const thousand = await signed('DELETE', '/orders', JSON.stringify(ids(1_000)));
    expect(thousand.status).toBe(200);
    const answer = (await thousand.json()) as { canceled: string[]; not_canceled: object };
    expect(answer.canceled).toEqual([]);
    expect(Object.keys(answer.not_canceled)).toHaveLength(1_000);
    const tooMany = await signed('DELETE', '/orders', JSON.stringify(ids(1_001)));
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { error: string }).error).toMatch(/1000/);
  });

  it('drops notifications with the signature type the SDKs send', async () => {
    const answer = await signed('DELETE', '/notifications?ids=1,2&signature_type=0');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toBe('OK');
  });
});
