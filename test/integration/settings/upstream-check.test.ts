import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../../server/host/compose.js';
import { defaultConfig } from '../../../server/config/config.js';
import { checkUpstream } from '../../../server/mirror/upstream/upstream-check.js';

// The settings' check of upstream URLs against a real upstream (a local-venue Marketdesk), a
// port nobody listens on, a server that never answers and one that answers the wrong shapes.

let upstream: RunningService;
let dataDir: string;
let deadUrl: string;
const silent = createServer(() => undefined);
let silentUrl: string;
/** Answers 200 with JSON of the wrong shape (an object, a string), or text under /text. */
const odd = createServer((request, response) => {
  if (request.url?.startsWith('/text/')) return response.end('<html>');
  response.setHeader('content-type', 'application/json');
  response.end(request.url === '/time' ? '"1700000000"' : '{"data":[]}');
});
let oddUrl: string;

const each = (url: string) => ({ catalog: url, data: url, clob: url });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-upstream-check-'));
  upstream = await startService({
    ...defaultConfig(),
    dataDir,
    port: 0,
    demo: false,
    liquidity: false,
    rateLimits: null,
    logLevel: 'silent',
  });
  const closedPort = createServer();
  await new Promise<void>((resolve) => closedPort.listen(0, '127.0.0.1', resolve));
  deadUrl = `http://127.0.0.1:${(closedPort.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closedPort.close(() => resolve()));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
  oddUrl = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  silent.closeAllConnections();
  silent.close();
  odd.close();
  await upstream.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('checkUpstream', () => {
  it('passes a Marketdesk upstream at its root and at its surface mounts', async () => {
    expect(await checkUpstream(each(upstream.url))).toEqual({});
    expect(
      await checkUpstream({
        catalog: `${upstream.url}/catalog`,
        data: `${upstream.url}/data`,
        clob: `${upstream.url}/clob`,
      }),
    ).toEqual({});
  });

  it('names each surface a dead port fails, with the URL it called', async () => {
    const problems = await checkUpstream(each(deadUrl));
    expect(problems).toEqual({
      catalog: `${deadUrl}/markets?limit=1 cannot be reached (ECONNREFUSED)`,
      data: `${deadUrl}/trades?limit=1 cannot be reached (ECONNREFUSED)`,
      clob: `${deadUrl}/time cannot be reached (ECONNREFUSED)`,
    });
  });

  it('refuses a URL that answers something else than its surface', async () => {
    const problems = await checkUpstream({
      catalog: oddUrl,
      data: `${upstream.url}/nowhere`,
      clob: oddUrl,
    });
    expect(problems).toEqual({
      catalog: `${oddUrl}/markets?limit=1 did not answer a list of markets`,
      data: `${upstream.url}/nowhere/trades?limit=1 answered HTTP 404`,
      clob: `${oddUrl}/time did not answer the server time (a number)`,
    });
    expect(await checkUpstream(each(`${oddUrl}/text`))).toMatchObject({
      catalog: `${oddUrl}/text/markets?limit=1 did not answer JSON`,
    });
  });

  it('gives up on a server that does not answer within the timeout', async () => {
    const started = Date.now();
    const problems = await checkUpstream(each(silentUrl), 300);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(problems.clob).toBe(`${silentUrl}/time did not answer within 0.3 s`);
    expect(Object.keys(problems)).toHaveLength(3);
  });
});
