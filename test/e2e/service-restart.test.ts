// The service stops and starts again on the same data dir (npm start restarting it after a
// crash, or the user by hand) under an open terminal: the page says it is reconnecting and
// marks what it shows as stale, with its age, then comes back by itself with no new link,
// since the data dir keeps its launch token. On the way, the open market's chart holds its
// points spaced by time.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testIds } from '../../renderer/lib/test-ids.js';
import { launchChromium, VIEWPORT } from './support/browser.js';
import { startTerminal, type TerminalProcess } from './support/terminal-process.js';

/** A port free now, for both starts of the service. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const connection = (page: Page) =>
  page.getByTestId(testIds.connection).getAttribute('data-state', { timeout: 5_000 });

async function waitForConnection(page: Page, state: string): Promise<void> {
  await page.waitForFunction(
    ([id, wanted]) =>
      document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-state') === wanted,
    [testIds.connection, state] as const,
    { timeout: 30_000 },
  );
}

describe('an open terminal when its service restarts', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-restart-'));
  let service: TerminalProcess | undefined;
  let browser: Browser | undefined;

  const start = async (port: number) =>
    (service = await startTerminal({
      dataDir,
      args: ['--no-liquidity', '--port', String(port)],
      timeoutMs: 60_000,
    }));

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await service?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('marks the page stale, reconnects by itself with the same link, and answers again', async () => {
    const port = await freePort();
    const first = await start(port);
    const page = await (await browser!.newContext({ viewport: VIEWPORT })).newPage();
    await page.goto(first.terminalUrl);
    await waitForConnection(page, 'open');
    await page.getByTestId(testIds.marketRow).first().click();
    await page.getByTestId(testIds.marketTitle).waitFor({ timeout: 15_000 });

    // The 1-day chart: one point per 5-minute bucket across its span, quiet stretches held flat
    // rather than squeezed.
    const chart = page.locator('.price-chart-canvas[data-points]');
    await chart.waitFor({ timeout: 15_000 });
    const [points, step, span] = await chart.evaluate((element: HTMLElement) =>
      ['points', 'step', 'span'].map((key) => Number(element.dataset[key])),
    );
    expect(step).toBe(300);
    expect(span).toBeGreaterThan(12 * 3_600);
    expect(points! - 1).toBeGreaterThanOrEqual(span! / (1.5 * step!));
    expect(points! - 1).toBeLessThanOrEqual(span! / step! + 1);

    await first.stop();
    await waitForConnection(page, 'reconnecting');
    // What is on screen says it is not current, and since when.
    await page
      .getByTestId(testIds.marketPage)
      .getByText(/Disconnected .*shown as of/)
      .first()
      .waitFor();

    const second = await start(port);
    expect(second.terminalUrl).toBe(first.terminalUrl);
    await waitForConnection(page, 'open');
    expect(await connection(page)).toBe('open');
    // The socket serves calls again: opening a market loads it.
    await page.getByTestId(testIds.marketRow).first().click();
    await page.getByTestId(testIds.marketTitle).waitFor({ timeout: 15_000 });
  });
});
