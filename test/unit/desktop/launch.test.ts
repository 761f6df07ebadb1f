import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseLaunch,
  RETRY_DOWNLOAD_AFTER_MS,
  type LaunchProbe,
} from '../../../scripts/desktop/launch-mode.js';
import { firstErrorLine, nodeProbe } from '../../../scripts/desktop/launch-probe.js';
import {
  atLeast,
  desktopNodeProblem,
  desktopNodeRequirement,
} from '../../../scripts/desktop/node-requirement.js';

const NOW = 1_800_000_000_000;

/** A probe whose look-ups are given, counting the downloads and native builds it is asked for. */
function fakeProbe(overrides: Partial<LaunchProbe> = {}) {
  const calls = { downloads: 0, natives: 0, recorded: [] as string[] };
  const probe: LaunchProbe = {
    webForced: false,
    hasShell: true,
    nodeProblem: null,
    findElectron: () => null,
    lastDownloadFailure: () => null,
    downloadElectron: async () => {
      calls.downloads++;
      return { ok: false, reason: 'getaddrinfo ENOTFOUND' };
    },
    recordDownloadFailure: (reason) => calls.recorded.push(reason),
    prepareNative: async () => {
      calls.natives++;
      return { ok: true, value: '/c/.electron-native/better_sqlite3.node' };
    },
    now: () => NOW,
    ...overrides,
  };
  return { probe, calls };
}

function expectOneLine(notice: string): void {
  expect(notice).not.toContain('\n');
  expect(notice).toMatch(/^Marketdesk: /);
}

describe('npm start: desktop or web', () => {
  it('opens the desktop window with an installed binary and the addon built for it', async () => {
    const { probe, calls } = fakeProbe({ findElectron: () => '/e/dist/electron' });
    expect(await chooseLaunch(probe)).toEqual({
      mode: 'desktop',
      electron: '/e/dist/electron',
      sqliteBinding: '/c/.electron-native/better_sqlite3.node',
    });
    expect(calls.downloads).toBe(0);
  });

  it('downloads a missing binary once and then opens the desktop window', async () => {
    const { probe, calls } = fakeProbe({
      downloadElectron: async () => {
        calls.downloads++;
        return { ok: true, value: '/e/dist/electron' };
      },
    });
    expect(await chooseLaunch(probe)).toMatchObject({
      mode: 'desktop',
      electron: '/e/dist/electron',
    });
    expect(calls.downloads).toBe(1);
  });

  it('falls back to web mode in one line when the download fails, and remembers it', async () => {
    const { probe, calls } = fakeProbe();
    const plan = await chooseLaunch(probe);
    expect(plan.mode).toBe('web');
    if (plan.mode !== 'web') return;
    expectOneLine(plan.notice);
    expect(plan.notice).toContain('could not be downloaded: getaddrinfo ENOTFOUND');
    expect(plan.notice).toContain('starting in web mode');
    expect(calls.downloads).toBe(1);
    expect(calls.recorded).toEqual(['getaddrinfo ENOTFOUND']);
    expect(calls.natives).toBe(0);
  });

  it('does not try a failed download again for a day', async () => {
    const failedAt = NOW - 2 * 3_600_000;
    const recent = fakeProbe({ lastDownloadFailure: () => ({ at: failedAt, reason: 'offline' }) });
    const plan = await chooseLaunch(recent.probe);
    expect(plan).toMatchObject({ mode: 'web' });
    expect(plan.mode === 'web' && plan.notice).toContain('download failed 2 h ago: offline');
    expect(recent.calls.downloads).toBe(0);

    const old = fakeProbe({
      lastDownloadFailure: () => ({ at: NOW - RETRY_DOWNLOAD_AFTER_MS, reason: 'offline' }),
    });
    await chooseLaunch(old.probe);
    expect(old.calls.downloads).toBe(1);
  });

  it('serves web mode without looking for Electron when MARKETDESK_WEB=1', async () => {
    const { probe, calls } = fakeProbe({
      webForced: true,
      findElectron: () => {
        throw new Error('looked for Electron');
      },
    });
    expect(await chooseLaunch(probe)).toEqual({
      mode: 'web',
      notice: 'Marketdesk: web mode (MARKETDESK_WEB=1).',
    });
    expect(calls.downloads + calls.natives).toBe(0);
  });

  it('falls back to web mode without the shell, or without an addon built for Electron', async () => {
    const noShell = await chooseLaunch(fakeProbe({ hasShell: false }).probe);
    expect(noShell.mode === 'web' && noShell.notice).toContain('no desktop shell');
    const noAddon = await chooseLaunch(
      fakeProbe({
        findElectron: () => '/e/dist/electron',
        prepareNative: async () => ({ ok: false, reason: 'no headers' }),
      }).probe,
    );
    expect(noAddon.mode).toBe('web');
    if (noAddon.mode === 'web') {
      expectOneLine(noAddon.notice);
      expect(noAddon.notice).toContain(
        'better-sqlite3 could not be built for Electron: no headers',
      );
    }
  });
});

describe('the Node.js the desktop tools need', () => {
  it("is the highest that Electron's packages ask for, compared part by part", () => {
    expect(atLeast('22.12.0', '22.12.0')).toBe(true);
    expect(atLeast('v22.9.1', '22.12.0')).toBe(false);
    expect(atLeast('24.0.0', '22.12.0')).toBe(true);
    expect(atLeast('20.20.2', '22.12.0')).toBe(false);
    const needed = desktopNodeRequirement(process.cwd());
    expect(needed).toMatch(/^\d+\.\d+\.\d+$/);
    expect(desktopNodeProblem(process.cwd(), needed as string)).toBeNull();
    expect(desktopNodeProblem(process.cwd(), '20.19.0')).toBe(
      `Electron's tools need Node.js ${needed} or later, and this is 20.19.0`,
    );
    expect(desktopNodeRequirement(tmpdir())).toBeNull();
  });

  it('sends npm start to web mode in one line on an older Node.js, before any download', async () => {
    const { probe, calls } = fakeProbe({
      nodeProblem: "Electron's tools need Node.js 22.12.0 or later, and this is 20.19.0",
    });
    const plan = await chooseLaunch(probe);
    expect(plan.mode).toBe('web');
    if (plan.mode === 'web') {
      expectOneLine(plan.notice);
      expect(plan.notice).toContain('need Node.js 22.12.0 or later, and this is 20.19.0');
    }
    expect(calls.downloads + calls.natives).toBe(0);
  });
});

describe('the real probe', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  function checkout(): { root: string; electronDir: string } {
    const root = mkdtempSync(join(tmpdir(), 'marketdesk-launch-'));
    dirs.push(root);
    const electronDir = join(root, 'node_modules/electron');
    mkdirSync(electronDir, { recursive: true });
    return { root, electronDir };
  }

  it('finds the binary the electron package installed (path.txt and dist/)', () => {
    const { root, electronDir } = checkout();
    const probe = nodeProbe({ root, env: {}, electronDir });
    expect(probe.findElectron()).toBeNull();
    writeFileSync(join(electronDir, 'path.txt'), 'electron');
    expect(probe.findElectron()).toBeNull();
    mkdirSync(join(electronDir, 'dist'));
    writeFileSync(join(electronDir, 'dist/electron'), '');
    expect(probe.findElectron()).toBe(join(electronDir, 'dist/electron'));
  });

  it('reads MARKETDESK_WEB and whether the shell is in the checkout', () => {
    const { root } = checkout();
    expect(nodeProbe({ root, env: { MARKETDESK_WEB: '1' } }).webForced).toBe(true);
    expect(nodeProbe({ root, env: {} }).webForced).toBe(false);
    expect(nodeProbe({ root, env: {} }).hasShell).toBe(false);
    mkdirSync(join(root, 'scripts'));
    writeFileSync(join(root, 'scripts/build-electron.mjs'), '');
    expect(nodeProbe({ root, env: {} }).hasShell).toBe(true);
  });

  it('tries the download once, answering the install error in one line', async () => {
    const { root, electronDir } = checkout();
    writeFileSync(
      join(electronDir, 'install.js'),
      "console.error('TypeError: fetch failed\\n    at download (x.js:1:1)'); process.exit(1);",
    );
    const probe = nodeProbe({ root, env: {}, electronDir });
    expect(await probe.downloadElectron()).toEqual({
      ok: false,
      reason: 'TypeError: fetch failed',
    });
    expect(probe.lastDownloadFailure()).toBeNull();
    probe.recordDownloadFailure('TypeError: fetch failed');
    expect(probe.lastDownloadFailure()).toMatchObject({ reason: 'TypeError: fetch failed' });
  });

  it('stops a download that takes too long', async () => {
    const { root, electronDir } = checkout();
    writeFileSync(join(electronDir, 'install.js'), 'setInterval(() => {}, 1000);');
    const probe = nodeProbe({ root, env: {}, electronDir, downloadTimeoutMs: 300 });
    expect(await probe.downloadElectron()).toEqual({ ok: false, reason: 'no answer within 0.3 s' });
  });

  it('answers the binary a successful download installed', async () => {
    const { root, electronDir } = checkout();
    const install = `const fs = require('node:fs'); const path = require('node:path');
      fs.mkdirSync(path.join(__dirname, 'dist'));
      fs.writeFileSync(path.join(__dirname, 'dist', 'electron'), '');
      fs.writeFileSync(path.join(__dirname, 'path.txt'), 'electron');`;
    writeFileSync(join(electronDir, 'install.js'), install);
    const probe = nodeProbe({ root, env: {}, electronDir });
    expect(await probe.downloadElectron()).toEqual({
      ok: true,
      value: join(electronDir, 'dist/electron'),
    });
  });

  it('reuses the addon built for the same Electron, driver, platform and architecture', async () => {
    const { root, electronDir } = checkout();
    writeFileSync(join(electronDir, 'package.json'), '{"version":"45.4.1"}');
    mkdirSync(join(root, 'node_modules/better-sqlite3'));
    writeFileSync(join(root, 'node_modules/better-sqlite3/package.json'), '{"version":"12.1.0"}');
    const nativeDir = join(root, '.electron-native');
    const addon = join(nativeDir, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
    mkdirSync(join(addon, '..'), { recursive: true });
    writeFileSync(addon, '');
    const stamp = {
      electron: '45.4.1',
      betterSqlite3: '12.1.0',
      platform: process.platform,
      arch: process.arch,
    };
    writeFileSync(join(nativeDir, 'stamp.json'), JSON.stringify(stamp));
    expect(await nodeProbe({ root, env: {}, electronDir }).prepareNative()).toEqual({
      ok: true,
      value: addon,
    });
  });

  it('keeps a notice short', () => {
    expect(firstErrorLine('\n  Error: x\n  at y')).toBe('Error: x');
    expect(firstErrorLine('e'.repeat(300))).toHaveLength(200);
  });
});
