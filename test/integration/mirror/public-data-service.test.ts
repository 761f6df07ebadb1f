import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../../server/host/compose.js';
import { defaultConfig } from '../../../server/config/config.js';
import { startSeededUpstream } from '../../support/public-data-upstream.js';

// A whole mirror service (B) over a local venue with seeded history (A): its scripts' port and
// the renderer's channel answer public data as A does.

let upstream: Awaited<ReturnType<typeof startSeededUpstream>>;
let mirror: RunningService;
let mirrorDir: string;
let wallet: string;

beforeAll(async () => {
  upstream = await startSeededUpstream();
  mirrorDir = mkdtempSync(join(tmpdir(), 'marketdesk-mirror-service-'));
  mirror = await startService({
    ...defaultConfig(),
    dataDir: mirrorDir,
    port: 0,
    rateLimits: null,
    logLevel: 'silent',
    mirror: { catalog: upstream.url, data: upstream.url, clob: upstream.url },
  });
  wallet = (
    upstream.db
      .prepare(
        `SELECT a.address FROM accounts a JOIN trades t ON t.taker_account_id = a.id
         GROUP BY a.id ORDER BY COUNT(*) DESC LIMIT 1`,
      )
      .get() as { address: string }
  ).address;
}, 60_000);

afterAll(async () => {
  await mirror?.close();
  await upstream?.close();
  rmSync(mirrorDir, { recursive: true, force: true });
});

const json = async (base: string, path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('public data in mirror mode', () => {
  it("answers the scripts' port as the upstream does", async () => {
    for (const path of [
      `/trades?user=${wallet}&limit=20&side=BUY`,
      `/activity?user=${wallet}&sortBy=CASH&limit=30`,
      `/closed-positions?user=${wallet}&sortBy=TITLE&sortDirection=ASC`,
      `/positions?user=${wallet}`,
      `/value?user=${wallet}`,
      '/v1/leaderboard?timePeriod=ALL',
      `/comments/user_address/${wallet}`,
    ]) {
      const expected = await json(upstream.url, path);
      expect(expected.status, path).toBe(200);
      expect(await json(mirror.url, path), path).toEqual(expected);
    }
  });

  it("answers the renderer's channel the same (the portfolio's activity and closed tabs)", async () => {
    const { dispatcher } = mirror.services;
    const session = { transport: 'session', client: 'renderer' } as const;
    const activity = await dispatcher.dispatch(
      'publicdata.activity',
      { user: wallet, limit: 50 },
      session,
    );
    expect(activity).toEqual((await json(upstream.url, `/activity?user=${wallet}&limit=50`)).body);
    const closed = await dispatcher.dispatch(
      'publicdata.closedPositions',
      { user: wallet, limit: 50 },
      session,
    );
    expect(closed).toEqual(
      (await json(upstream.url, `/closed-positions?user=${wallet}&limit=50`)).body,
    );
  });
});
