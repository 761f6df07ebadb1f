import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, never a browser downloaded by Playwright. */
export const CHROMIUM = '/usr/bin/chromium';
export const VIEWPORT = { width: 1600, height: 1000 } as const;
export const SCREENSHOT_DIR = join('test-results', 'screenshots');

export function launchChromium(args: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args });
}

/**
 * A page and everything that went wrong in it: page errors, console errors, rejections, and the
 * service's error answers on its RPC socket.
 */
export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Grows as problems happen; a journey asserts it stays empty. */
  problems: string[];
  /** Writes `test-results/screenshots/<name>.png` (the viewport) and answers its path. */
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

// Unhandled rejections reach Playwright as console errors, whatever the page logs otherwise.
const reportRejections = () => {
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
    console.error(`unhandled rejection: ${text}`);
  });
};

const ERROR_ANSWER = /^\{"id":(\d+),"error":/;
const CALL = /^\{"id":(\d+),"method":"([^"]+)"/;

/**
 * Counts every error the service answers the page's RPC calls with as a problem, named by its
 * method: the terminal must not ask what it knows will be refused (a locked vault's account, a
 * wallet it does not have), and a journey's refusals are the renderer's own guards.
 */
function watchErrorAnswers(page: Page, problems: string[]): void {
  page.on('websocket', (socket) => {
    const methods = new Map<string, string>();
    socket.on('framesent', ({ payload }) => {
      const call = CALL.exec(String(payload));
      if (call) methods.set(call[1]!, call[2]!);
    });
    socket.on('framereceived', ({ payload }) => {
      const text = String(payload);
      const id = ERROR_ANSWER.exec(text)?.[1];
      if (id === undefined) return;
      const { error } = JSON.parse(text) as { error: { code: string; message: string } };
      const method = methods.get(id) ?? `call ${id}`;
      problems.push(`rpc error: ${method} answered ${error.code}: ${error.message}`);
    });
  });
}

// tsx (esbuild's keepNames) wraps named functions in `__name(fn, "name")`; functions the benches
// evaluate in the page are compiled that way, so the page needs the helper too.
const KEEP_NAMES_HELPER = 'globalThis.__name ??= (target) => target;';

export async function openWatchedPage(browser: Browser): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  await context.addInitScript(reportRejections);
  await context.addInitScript({ content: KEEP_NAMES_HELPER });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('crash', () => problems.push('the page crashed'));
  watchErrorAnswers(page, problems);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return {
    context,
    page,
    problems,
    async screenshot(name) {
      const path = join(SCREENSHOT_DIR, name.endsWith('.png') ? name : `${name}.png`);
      await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
      return path;
    },
    close: () => context.close(),
  };
}
