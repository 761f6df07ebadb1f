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

interface Frame {
  id?: unknown;
  method?: unknown;
  error?: { code: string; message: string };
}

const frameOf = (payload: string | Buffer): Frame | null => {
  try {
    const frame: unknown = JSON.parse(String(payload));
    return typeof frame === 'object' && frame !== null ? (frame as Frame) : null;
  } catch {
    return null;
  }
};

/**
 * Counts every error the service answers the page's RPC calls with as a problem, named by its
 * method: the terminal must not ask what it knows will be refused (a locked vault's account, a
 * wallet it does not have), and a journey's refusals are the renderer's own guards.
 */
function watchErrorAnswers(page: Page, problems: string[]): void {
  page.on('websocket', (socket) => {
    const methods = new Map<unknown, string>();
    socket.on('framesent', ({ payload }) => {
      const frame = frameOf(payload);
      if (typeof frame?.method === 'string') methods.set(frame.id, frame.method);
    });
    socket.on('framereceived', ({ payload }) => {
      // Only answers that carry an error are read whole: market data is most of the frames.
      if (!String(payload).includes('"error"')) return;
      const frame = frameOf(payload);
      if (!frame?.error || frame.id === undefined) return;
      const method = methods.get(frame.id) ?? `call ${String(frame.id)}`;
      problems.push(`rpc error: ${method} answered ${frame.error.code}: ${frame.error.message}`);
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
