// The service entry run the way the desktop shell runs it under `npm start`: in a process that
// has Electron's `process.parentPort` (test/support/utility-process-shim.mjs), from a layout
// whose better-sqlite3 has no addon of its own (under Electron, the checkout's addon is built
// for Node's ABI and cannot load), with the addon built for the runtime named in the
// environment, as scripts/start.ts names it. Every SQLite file the service opens must take
// that addon: one opened any other way fails the start.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createIpcTransport } from '../../../renderer/lib/ipc-transport.js';
import { copyExternalPackages } from '../../../scripts/desktop/stage.js';
import { SQLITE_BINDING_ENV } from '../../../server/storage/index.js';
import { SERVICE_ENTRY, startTestHost, type TestHost } from '../../support/desktop-host.js';

const NODE_ADDON = resolve('node_modules/better-sqlite3/build/Release/better_sqlite3.node');

let current: TestHost | null = null;
const dirs: string[] = [];
afterEach(async () => {
  await current?.close();
  current = null;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The shell's bundles and the external packages, without any build of better-sqlite3. */
function layoutWithoutAddon(): string {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-utility-'));
  dirs.push(dir);
  cpSync('dist/electron', join(dir, 'dist/electron'), { recursive: true });
  copyExternalPackages(process.cwd(), dir);
  return dir;
}

function startAsShell(layout: string, env: NodeJS.ProcessEnv): TestHost {
  current = startTestHost({
    entry: join(layout, SERVICE_ENTRY),
    env,
    asUtilityProcess: true,
    policy: { maxCrashes: 1 },
  });
  return current;
}

describe("the service as npm start's desktop window starts it", { timeout: 120_000 }, () => {
  it("opens every database with the shell's addon, and serves both its ports", async () => {
    const layout = layoutWithoutAddon();
    expect(existsSync(join(layout, 'node_modules/better-sqlite3/build'))).toBe(false);
    const test = startAsShell(layout, { ...process.env, [SQLITE_BINDING_ENV]: NODE_ADDON });
    const ready = await test.waitFor('running');
    const apiUrl = ready.state === 'running' ? ready.apiUrl : null;
    // The catalog, the trading database and the data dir's lock are all open.
    const markets = await fetch(`${apiUrl}/markets?limit=1`);
    expect(markets.status).toBe(200);
    expect(Array.isArray(await markets.json())).toBe(true);
    expect(existsSync(join(test.dataDir, 'service.lock'))).toBe(true);
    // The renderer's RPC over a port the utility process received as a MessagePortMain.
    const transport = createIpcTransport({ bridge: test.bridge, minBackoffMs: 20 });
    try {
      const status = await transport.call('service.status', {});
      expect(status).toMatchObject({ mode: 'local-venue', apiUrl });
    } finally {
      transport.close();
    }
    expect(test.logs.join('')).not.toMatch(/error/i);
  });

  it('fails to start, naming the addon, when the shell names none', async () => {
    const layout = layoutWithoutAddon();
    const env = { ...process.env };
    delete env[SQLITE_BINDING_ENV];
    const test = startAsShell(layout, env);
    const failed = await test.waitFor('failed');
    expect(failed.state).toBe('failed');
    expect(test.logs.join('')).toMatch(/bindings file|better_sqlite3\.node/);
  });
});
