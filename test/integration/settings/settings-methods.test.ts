import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startService, type RunningService } from '../../../server/host/compose.js';
import { defaultConfig, type ServiceConfig } from '../../../server/config/config.js';
import type { MethodName } from '../../../server/contract/index.js';
import { readModeSettings, settingsFile } from '../../../server/config/mode-settings.js';

// The terminal's mode settings through a real service's dispatcher (the renderer's channel),
// checking the URLs against a real upstream (a local-venue Marketdesk) and a dead port.

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-settings-'));
  dirs.push(dir);
  return dir;
};
const config = (dataDir: string, extra: Partial<ServiceConfig> = {}): ServiceConfig => ({
  ...defaultConfig(),
  dataDir,
  port: 0,
  demo: false,
  liquidity: false,
  rateLimits: null,
  logLevel: 'silent',
  ...extra,
});

let upstream: RunningService;
let service: RunningService;
let deadUrl: string;
const restart = vi.fn();

const call = (method: MethodName, params: unknown = {}) =>
  service.services.dispatcher.dispatch(method, params, {
    transport: 'session',
    client: 'renderer',
  });

beforeAll(async () => {
  upstream = await startService(config(tempDir()));
  service = await startService(config(tempDir(), { restart }));
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
}, 60_000);
afterAll(async () => {
  await service.close();
  await upstream.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  restart.mockClear();
  rmSync(settingsFile(service.services.config.dataDir), { force: true });
});

const each = (url: string) => ({ catalog: url, data: url, clob: url });
const dataDir = () => service.services.config.dataDir;

describe('settings.getMode / settings.setMode', () => {
  it('starts in the local venue, restartable', async () => {
    expect(await call('settings.getMode')).toEqual({
      saved: { mode: 'local-venue', upstream: null },
      running: { mode: 'local-venue', upstream: null },
      restartable: true,
    });
  });

  it('validates a real upstream without saving anything', async () => {
    const answer = await call('settings.setMode', {
      mode: 'mirror',
      upstream: each(`${upstream.url}/`),
      validateOnly: true,
    });
    expect(answer).toEqual({
      ok: true,
      problems: {},
      upstream: each(upstream.url),
      saved: false,
      restarting: false,
    });
    expect(existsSync(settingsFile(dataDir()))).toBe(false);
  });

  it('refuses a dead port with a reason per surface, saving nothing', async () => {
    const answer = await call('settings.setMode', { mode: 'mirror', upstream: each(deadUrl) });
    expect(answer).toMatchObject({ ok: false, saved: false, restarting: false });
    expect(answer).toHaveProperty(
      'problems.clob',
      `${deadUrl}/time cannot be reached (ECONNREFUSED)`,
    );
    expect(Object.keys((answer as { problems: object }).problems).sort()).toEqual([
      'catalog',
      'clob',
      'data',
    ]);
    expect(existsSync(settingsFile(dataDir()))).toBe(false);
  });

  it('refuses what is not an http URL before calling anything', async () => {
    const answer = await call('settings.setMode', {
      mode: 'mirror',
      upstream: { ...each(upstream.url), data: 'ftp://example.com' },
    });
    expect(answer).toMatchObject({
      ok: false,
      problems: { data: expect.stringContaining('http') },
    });
    expect(Object.keys((answer as { problems: object }).problems)).toEqual(['data']);
  });

  it('saves a mirror that answers and restarts the service after the answer', async () => {
    const answer = await call('settings.setMode', { mode: 'mirror', upstream: each(upstream.url) });
    expect(answer).toEqual({
      ok: true,
      problems: {},
      upstream: each(upstream.url),
      saved: true,
      restarting: true,
    });
    expect(restart).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(restart).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    expect(readModeSettings(dataDir())).toEqual({ mode: 'mirror', upstream: each(upstream.url) });
    expect(await call('settings.getMode')).toMatchObject({
      saved: { mode: 'mirror' },
      running: { mode: 'local-venue' },
    });
  });

  it('keeps the URLs when going back to the local venue, with no restart when it runs it', async () => {
    await call('settings.setMode', { mode: 'mirror', upstream: each(upstream.url) });
    await vi.waitFor(() => expect(restart).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    const answer = await call('settings.setMode', { mode: 'local-venue' });
    expect(answer).toMatchObject({ ok: true, saved: true, restarting: false });
    expect(readModeSettings(dataDir())).toEqual({
      mode: 'local-venue',
      upstream: each(upstream.url),
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(restart).toHaveBeenCalledTimes(1);
  });

  it('needs the URLs for mirror mode', async () => {
    await expect(call('settings.setMode', { mode: 'mirror' })).rejects.toMatchObject({
      code: 'invalid_input',
      message: expect.stringContaining('upstream'),
    });
  });

  it('is offered on the renderer channel only', async () => {
    await expect(
      service.services.dispatcher.dispatch(
        'settings.getMode',
        {},
        {
          transport: 'http',
          client: '127.0.0.1',
        },
      ),
    ).rejects.toMatchObject({ code: 'unavailable', message: expect.stringContaining('not off') });
  });
});

describe('settings.syncNow', () => {
  it('is unavailable in the local venue', async () => {
    await expect(call('settings.syncNow', {})).rejects.toMatchObject({ code: 'unavailable' });
  });

  it("starts a mirror's catalog sync and answers its status", async () => {
    const mirror = await startService(config(tempDir(), { mirror: each(upstream.url) }));
    try {
      const dispatch = (method: MethodName, params: unknown = {}) =>
        mirror.services.dispatcher.dispatch(method, params, {
          transport: 'session',
          client: 'renderer',
        });
      const started = (await dispatch('settings.syncNow', { full: true })) as {
        mode: string;
        upstream: unknown;
        sync: { kind: string | null } | null;
      };
      expect(started).toMatchObject({ mode: 'mirror', upstream: each(upstream.url) });
      expect(started.sync).not.toBeNull();
      await vi.waitFor(
        async () => {
          const status = (await dispatch('mirror.status')) as {
            sync: { state: string; kind: string; lastFullSyncAt: string | null };
          };
          expect(status.sync).toMatchObject({ state: 'idle', kind: 'full' });
          expect(status.sync.lastFullSyncAt).not.toBeNull();
        },
        { timeout: 20_000, interval: 100 },
      );
    } finally {
      await mirror.close();
    }
  });
});
