// The desktop app's service host against the real service entry (dist/electron/service.js) in
// a Node child process standing in for Electron's utility process: start, ready with the bound
// port, port hand-over to the renderer's IPC transport, crash and restart, stop.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessagePort } from 'node:worker_threads';
import { createIpcTransport } from '../../../renderer/lib/ipc-transport.js';
import type { WsTransport } from '../../../renderer/lib/ws-transport.js';
import { startService } from '../../../server/host/compose.js';
import { defaultConfig } from '../../../server/config/config.js';
import { startTestHost, type TestHost } from '../../support/desktop-host.js';

let current: TestHost | null = null;
let transport: WsTransport | null = null;
afterEach(async () => {
  transport?.close();
  transport = null;
  await current?.close();
  current = null;
});

const host = (options: Parameters<typeof startTestHost>[0] = {}) =>
  (current = startTestHost(options));

/** The renderer's transport over the host's ports, as the desktop window uses it. */
const rendererTransport = (test: TestHost) =>
  (transport = createIpcTransport({ bridge: test.bridge, minBackoffMs: 20, maxBackoffMs: 100 }));

const frames = (port: MessagePort) => {
  const received: unknown[] = [];
  port.on('message', (data: string) => received.push(JSON.parse(data)));
  return received;
};

const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

// Each test starts the service once or more in a child process: slow on a busy machine.
describe('the service host', { timeout: 120_000 }, () => {
  it('starts the service, reports the HTTP port it bound and serves it', async () => {
    const test = host();
    const ready = await test.waitFor('running');
    expect(test.states.map((state) => state.state)).toEqual(['starting', 'running']);
    const apiUrl = ready.state === 'running' ? ready.apiUrl : null;
    expect(apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(apiUrl).not.toMatch(/:0$/);
    const response = await fetch(`${apiUrl}/ok`);
    expect(response.status).toBe(200);
  });

  it('runs with no HTTP port at all, the renderer served over its port', async () => {
    const test = host({ http: false });
    const ready = await test.waitFor('running');
    expect(ready).toEqual({ state: 'running', apiUrl: null });
    const status = await rendererTransport(test).call('service.status', {});
    expect(status.apiUrl).toBeNull();
    expect(status.mode).toBe('local-venue');
    // The page's icons come from the service over the host's channel, not from a port.
    expect(await test.host.icon('marketdesk.svg')).toMatch(/^<svg/);
    expect(await test.host.icon('../../etc/passwd')).toBeNull();
  });

  it('hands over a port per connection carrying the RPC frames of web mode', async () => {
    const test = host();
    await test.waitFor('running');
    const port = await test.host.connect();
    const received = frames(port);
    port.postMessage(JSON.stringify({ id: 7, method: 'vault.status' }));
    port.postMessage(JSON.stringify({ id: 8, method: 'no.such.method' }));
    port.postMessage('not json');
    await until(() => received.length === 3);
    expect(received).toContainEqual({
      id: 7,
      result: expect.objectContaining({ accounts: [], unlocked: false }),
    });
    expect(received).toContainEqual({
      id: 8,
      error: { code: 'not_found', message: 'no method no.such.method' },
    });
    expect(received).toContainEqual({
      id: 0,
      error: expect.objectContaining({ code: 'invalid_input' }),
    });
    port.close();
  });

  it('restarts a crashed service; the renderer reconnects and resumes', async () => {
    const test = host();
    await test.waitFor('running');
    const renderer = rendererTransport(test);
    await renderer.call('vault.status', {});
    const seen: string[] = [];
    renderer.onState((state) => seen.push(state));
    const firstPid = test.pid();
    process.kill(firstPid, 'SIGKILL');
    const restarting = await test.waitFor('restarting');
    expect(restarting).toMatchObject({ state: 'restarting', inMs: 50 });
    await test.waitFor('running');
    expect(test.pid()).not.toBe(firstPid);
    const status = await renderer.call('vault.status', {});
    expect(status.accounts).toEqual([]);
    expect(seen).toEqual(['reconnecting', 'open']);
  });

  it('gives up after repeated crashes and names the log file', async () => {
    const test = host({ policy: { maxCrashes: 2 } });
    await test.waitFor('running');
    process.kill(test.pid(), 'SIGKILL');
    await test.waitFor('restarting');
    await test.waitFor('running');
    process.kill(test.pid(), 'SIGKILL');
    const failed = await test.waitFor('failed');
    expect(failed).toMatchObject({
      state: 'failed',
      reason: expect.stringContaining('stopped unexpectedly'),
      logFile: expect.stringMatching(/main\.log$/),
    });
    // A restart (as new settings cause) brings it back; a connection waiting meanwhile resumes.
    const waiting = test.host.connect();
    await test.host.restart();
    const port = await waiting;
    port.close();
    expect(test.host.state().state).toBe('running');
  });

  it('stops cleanly: the vault account created just before is on disk at the next start', async () => {
    const first = startTestHost();
    await first.waitFor('running');
    const renderer = rendererTransport(first);
    const created = await renderer.call('vault.create', {
      name: 'Main',
      passphrase: 'correct horse battery staple',
    });
    renderer.close();
    await first.host.stop();
    expect(first.host.state()).toEqual({ state: 'stopped' });
    const again = host({ dataDir: first.dataDir });
    await again.waitFor('running');
    const status = await rendererTransport(again).call('vault.status', {});
    expect(status.accounts.map((account) => account.id)).toEqual([created.account.id]);
    // The keychain path: the main process unlocks with the passphrase it holds.
    const wrong = await again.host.unlock(created.account.id, 'wrong passphrase');
    expect(wrong.ok).toBe(false);
    expect(wrong).toEqual({ ok: false, message: expect.stringMatching(/passphrase/) });
    // The vault makes a wrong passphrase wait a moment before the next try.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await again.host.unlock(created.account.id, 'correct horse battery staple')).toEqual({
      ok: true,
    });
    const unlocked = await transport!.call('vault.status', {});
    expect(unlocked.unlocked).toBe(true);
    transport?.close();
    transport = null;
    await again.close();
    current = null;
    await first.close();
  });

  it('applies new settings with a restart that is not counted as a crash', async () => {
    const test = host({ http: false });
    await test.waitFor('running');
    test.config.http = { host: '127.0.0.1', port: 0 };
    await test.host.restart();
    const ready = await test.waitFor('running');
    expect(ready.state === 'running' && ready.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:/);
    expect(test.states.map((state) => state.state)).toEqual([
      'starting',
      'running',
      'starting',
      'running',
    ]);
  });

  it('restarts the service process on the mode the terminal saved', async () => {
    const test = host({ http: false });
    const upstream = await startService({
      ...defaultConfig(),
      dataDir: join(test.dataDir, 'upstream'),
      port: 0,
      demo: false,
      liquidity: false,
      rateLimits: null,
      logLevel: 'silent',
    });
    try {
      await test.waitFor('running');
      const renderer = rendererTransport(test);
      const firstPid = test.pid();
      const urls = { catalog: upstream.url, data: upstream.url, clob: upstream.url };
      const seen: string[] = [];
      renderer.onState((state) => seen.push(state));
      const answer = await renderer.call('settings.setMode', { mode: 'mirror', upstream: urls });
      expect(answer).toMatchObject({ ok: true, saved: true, restarting: true });
      await until(() => test.pid() !== firstPid, 60_000);
      await until(() => seen.at(-1) === 'open', 60_000);
      expect(await renderer.call('settings.getMode', {})).toMatchObject({
        running: { mode: 'mirror', upstream: urls },
      });
      expect(test.states.some((state) => state.state === 'restarting')).toBe(false);
      expect(test.logs.join('\n')).toContain('the service asked for a restart');
    } finally {
      await upstream.close();
    }
  });
});
