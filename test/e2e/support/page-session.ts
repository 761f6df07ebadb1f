// What most journeys start from: terminals (a mirror after its upstream) and a watched Chromium
// page, for the whole file; and named steps that fail with a screenshot and the step's name.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchChromium, openWatchedPage, type WatchedPage } from './browser.js';
import { startTerminal, type TerminalOptions, type TerminalProcess } from './terminal-process.js';

export interface PageSession {
  /** The terminals, in the order they were started. */
  terminals: TerminalProcess[];
  watched: WatchedPage;
}

/**
 * Registers, in the calling `describe`, the start of each terminal in turn (each may use those
 * started before it: a mirror names its upstream) and of a watched page, and their stop after
 * the tests. Answers the session once it has started.
 */
export function usePageSession(
  terminals: readonly ((started: readonly TerminalProcess[]) => TerminalOptions)[],
  pageTimeoutMs = 20_000,
): () => PageSession {
  const started: TerminalProcess[] = [];
  let browser: Browser | undefined;
  let watched: WatchedPage | undefined;
  beforeAll(async () => {
    for (const options of terminals) started.push(await startTerminal(options(started)));
    browser = await launchChromium();
    watched = await openWatchedPage(browser);
    watched.page.setDefaultTimeout(pageTimeoutMs);
  });
  afterAll(async () => {
    await watched?.close();
    await browser?.close();
    for (const terminal of [...started].reverse()) await terminal.stop();
  });
  return () => {
    if (!watched) throw new Error('the page session has not started');
    return { terminals: started, watched };
  };
}

/** A local venue without simulated traders, so the journey's own orders make the books. */
export const quietVenue = (): TerminalOptions => ({
  args: ['--no-liquidity'],
  timeoutMs: 120_000,
});

/** A mirror of the terminal started before it. */
export const mirrorOfFirst = (started: readonly TerminalProcess[]): TerminalOptions => ({
  args: ['--mirror', started[0]!.apiUrl],
  timeoutMs: 60_000,
});

/**
 * A journey's named steps: a failing step leaves `failed-<prefix>-<name>.png` and says its
 * name; after each, the page must have had no problem. `before` runs ahead of every step.
 */
export function journeySteps(
  watched: WatchedPage,
  prefix: string,
  before: () => Promise<void> = async () => undefined,
) {
  return async (name: string, run: () => Promise<void>): Promise<void> => {
    try {
      await before();
      await run();
    } catch (error) {
      const file = `failed-${prefix}-${name.replace(/\W+/g, '-')}`;
      await watched.screenshot(file).catch(() => undefined);
      throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
    }
    expect(watched.problems, `problems in the page by the end of "${name}"`).toEqual([]);
  };
}
