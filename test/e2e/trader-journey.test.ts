// One trader's journey through the terminal in web mode, on Debian's Chromium
// (support/trader-journey.ts), with a screenshot of each main screen in
// test-results/screenshots/. Any page error, console error or unhandled rejection fails it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchChromium, openWatchedPage, type WatchedPage } from './support/browser.js';
import { startTerminal, type TerminalProcess } from './support/terminal-process.js';
import { traderJourney } from './support/trader-journey.js';

describe('a trader in the terminal', () => {
  let terminal: TerminalProcess | undefined;
  let browser: Browser | undefined;
  let watched: WatchedPage | undefined;

  beforeAll(async () => {
    // A first start: the demo and its 30 days of history are seeded before the URL line.
    terminal = await startTerminal({ timeoutMs: 90_000 });
    browser = await launchChromium();
    watched = await openWatchedPage(browser);
    watched.page.setDefaultTimeout(20_000);
  });

  afterAll(async () => {
    await watched?.close();
    await browser?.close();
    await terminal?.stop();
  });

  it('browses, trades from a new wallet and locks the vault', async () => {
    const { page, problems, screenshot } = watched!;
    const { terminalUrl, apiUrl, dataDir } = terminal!;
    await traderJourney({
      page,
      problems,
      screenshot,
      apiUrl,
      dataDir,
      openTerminal: async () => void (await page.goto(terminalUrl)),
    });
  });
});
