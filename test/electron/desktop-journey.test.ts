// The desktop app launched for real, from this checkout as `npm start` launches it: Electron's
// main process, the service in its utility process, the terminal in the sandboxed window over
// its MessagePort. The same journey as web mode (test/e2e/support/trader-journey.ts), driven
// through Playwright's Electron support, with screenshots of the real window in
// test-results/screenshots/electron-*.png. It runs only where Electron's binary is installed
// (vitest.config.ts); elsewhere the run's closing lines say that it did not run, and why.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron, type ElectronApplication, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SQLITE_BINDING_ENV } from '../../server/storage/index.js';
import { SCREENSHOT_DIR } from '../e2e/support/browser.js';
import { traderJourney } from '../e2e/support/trader-journey.js';
import { byId, waitFor } from '../e2e/support/ui.js';
import { testIds } from '../../renderer/lib/test-ids.js';
import { electronForTests } from './support/electron-for-tests.js';

const dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-electron-'));
/** The service's data dir inside the app's folder (electron/main/main.ts). */
const serviceDir = join(dataDir, 'data');
const problems: string[] = [];
let app: ElectronApplication | undefined;
let page: Page;
let apiUrl: string;

/** The scripts' HTTP API, once the service has announced it in its service.json. */
async function serviceUrl(): Promise<string> {
  const file = join(serviceDir, 'service.json');
  // A first start seeds the demo and its history before it listens.
  return waitFor(
    'the service to announce its HTTP API',
    async () => {
      if (!existsSync(file)) return undefined;
      const { url } = JSON.parse(readFileSync(file, 'utf8')) as { url: string | null };
      return url ?? undefined;
    },
    120_000,
  );
}

beforeAll(async () => {
  const electron = electronForTests(process.cwd());
  if (!('binary' in electron)) throw new Error(electron.notRun);
  // No executablePath: Playwright then finds the electron package's binary itself and loads
  // its own hooks (held `ready`, mock keychain) into the app's main process.
  app = await _electron.launch({
    args: ['.', `--user-data=${dataDir}`],
    env: { ...process.env, [SQLITE_BINDING_ENV]: inject('sqliteBinding') },
    timeout: 120_000,
  });
  app.process().stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  page = await app.firstWindow();
  page.setDefaultTimeout(30_000);
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('crash', () => problems.push('the page crashed'));
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  apiUrl = await serviceUrl();
});

afterAll(async () => {
  await app?.close();
  // Chromium's helper processes may still hold files for a moment (Windows).
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
});

describe('the desktop app', () => {
  it('opens one sandboxed window on its own scheme, its service in a utility process', async () => {
    expect(app!.windows()).toHaveLength(1);
    expect(page.url()).toBe('marketdesk://app/app/index.html');
    // The page has the preload's named functions and no Node.
    expect(await page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe(
      'undefined',
    );
    const mainPid = app!.process().pid;
    const { pid } = JSON.parse(readFileSync(join(serviceDir, 'service.json'), 'utf8')) as {
      pid: number;
    };
    expect(pid).not.toBe(mainPid);
  });

  it('takes a trader through the same journey as web mode', async () => {
    await traderJourney({
      page,
      problems,
      apiUrl,
      dataDir: serviceDir,
      screenshot: async (name) => {
        const path = join(SCREENSHOT_DIR, `electron-${name}.png`);
        await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
        return path;
      },
      openTerminal: () => byId(page, testIds.marketRow).first().waitFor(),
    });
  });
});
