import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../../server/host/compose.js';
import { defaultConfig } from '../../../server/config/config.js';
import { writeModeSettings } from '../../../server/config/mode-settings.js';
import { serviceInfoFile } from '../../../server/config/service-lock.js';
import { startCli, stopCli, type CliRun } from '../../support/cli.js';
import { RpcClient } from '../rpc/rpc-harness.js';

// `serve` in the mode the terminal's settings saved, the flags winning over it, and a change
// of mode from the renderer's socket restarting the process's service in place.

const dirs: string[] = [];
const runs: CliRun[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-serve-mode-'));
  dirs.push(dir);
  return dir;
};
let upstream: RunningService;
const each = (url: string) => ({ catalog: url, data: url, clob: url });

beforeAll(async () => {
  upstream = await startService({
    ...defaultConfig(),
    dataDir: tempDir(),
    port: 0,
    demo: false,
    liquidity: false,
    rateLimits: null,
    logLevel: 'silent',
  });
}, 60_000);
afterEach(() => {
  for (const run of runs.splice(0)) if (run.child.exitCode === null) run.child.kill('SIGKILL');
});
afterAll(async () => {
  await upstream.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const rpcUrl = (run: CliRun, dataDir: string): string => {
  const info = JSON.parse(readFileSync(serviceInfoFile(dataDir), 'utf8')) as {
    rendererToken: string;
  };
  return `${run.url.replace('http', 'ws')}/rpc?token=${info.rendererToken}`;
};

/** Connects, trying again while the service is restarting (the port refuses meanwhile). */
async function connectWhenBack(url: string, timeoutMs = 20_000): Promise<RpcClient> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await RpcClient.connect(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function result(client: RpcClient, method: string, params: unknown = {}) {
  const answer = await client.call(method, params);
  if (!('result' in answer)) throw new Error(JSON.stringify(answer));
  return answer.result as Record<string, unknown>;
}

describe('serve and the saved mode', () => {
  it('starts in the saved mirror mode and restarts in place on a change', async () => {
    const dataDir = tempDir();
    writeModeSettings(dataDir, { mode: 'mirror', upstream: each(upstream.url) });
    const run = await startCli(['serve', '--port', '0', '--data-dir', dataDir, '--no-demo']);
    runs.push(run);
    expect(run.stderr()).toContain(`mirror mode: catalog ${upstream.url}`);
    expect(existsSync(join(dataDir, 'mirror.db'))).toBe(true);

    const url = rpcUrl(run, dataDir);
    const client = await RpcClient.connect(url);
    expect(await result(client, 'settings.getMode')).toMatchObject({
      running: { mode: 'mirror', upstream: each(upstream.url) },
      restartable: true,
    });
    const closed = new Promise<void>((resolve) => client.ws.once('close', () => resolve()));
    expect(await result(client, 'settings.setMode', { mode: 'local-venue' })).toMatchObject({
      ok: true,
      saved: true,
      restarting: true,
    });
    await closed;

    // Same port, same token: the open page reconnects to the service on the new settings.
    const again = await connectWhenBack(url);
    expect(await result(again, 'settings.getMode')).toMatchObject({
      saved: { mode: 'local-venue', upstream: each(upstream.url) },
      running: { mode: 'local-venue', upstream: null },
    });
    again.close();
    expect(run.stderr()).toContain('service restarted on the saved settings');
    expect(existsSync(join(dataDir, 'marketdesk.db'))).toBe(true);
    expect(await stopCli(run)).toBe(0);
  });

  it('lets the mirror flags win over the saved local venue', async () => {
    const dataDir = tempDir();
    writeModeSettings(dataDir, { mode: 'local-venue', upstream: null });
    const run = await startCli([
      'serve',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--mirror',
      upstream.url,
    ]);
    runs.push(run);
    expect(run.stderr()).toContain(`mirror mode: catalog ${upstream.url}`);
    const client = await RpcClient.connect(rpcUrl(run, dataDir));
    expect(await result(client, 'settings.getMode')).toMatchObject({
      saved: { mode: 'local-venue' },
      running: { mode: 'mirror' },
    });
    client.close();
    expect(await stopCli(run)).toBe(0);
  });
});
