// A mirror's ladder when the upstream's market channel loses an update, on Debian's Chromium:
// A is a local venue, B mirrors A with its order-book surface behind a proxy that drops one
// price_change. The ladder is marked stale within 5 s, then shows A's book again without the
// page doing anything (test-results/screenshots/10-feed-gap.png).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testIds } from '../../renderer/lib/test-ids.js';
import { launchChromium, openWatchedPage, type WatchedPage } from './support/browser.js';
import { startLossyProxy, type LossyProxy } from './support/lossy-proxy.js';
import { quoteBothSides, restYesBid } from './support/market-maker.js';
import { untilFirstFullSync } from './support/mirror.js';
import { startTerminal, type TerminalProcess } from './support/terminal-process.js';
import { byId, ladderTop, waitForCount } from './support/ui.js';

const POLL = { timeout: 30_000 };

describe("a mirror's ladder over a lossy upstream channel", () => {
  let upstream: TerminalProcess | undefined;
  let proxy: LossyProxy | undefined;
  let mirror: TerminalProcess | undefined;
  let browser: Browser | undefined;
  let watched: WatchedPage | undefined;

  beforeAll(async () => {
    upstream = await startTerminal({ args: ['--no-liquidity'], timeoutMs: 120_000 });
    proxy = await startLossyProxy(upstream.apiUrl);
    mirror = await startTerminal({
      args: ['--mirror', upstream.apiUrl, '--mirror-clob', proxy.url],
      timeoutMs: 60_000,
    });
    browser = await launchChromium();
    watched = await openWatchedPage(browser);
    watched.page.setDefaultTimeout(30_000);
  });

  afterAll(async () => {
    await watched?.close();
    await browser?.close();
    await mirror?.stop();
    await proxy?.close();
    await upstream?.stop();
  });

  it('marks the book stale at a lost update and heals it by itself', async () => {
    const { page, problems, screenshot } = watched!;
    const a = upstream!.apiUrl;
    const b = mirror!.apiUrl;
    await untilFirstFullSync(b);
    // The busiest market priced where quotes 4-6 cents either side of it fit.
    const listed = (await (
      await fetch(`${a}/markets?active=true&closed=false&order=volume&ascending=false&limit=10`)
    ).json()) as { id: string; conditionId: string; outcomePrices: string }[];
    const yesPrice = (m: (typeof listed)[number]) =>
      Number((JSON.parse(m.outcomePrices) as string[])[0]);
    const market = listed.find((m) => yesPrice(m) >= 0.1 && yesPrice(m) <= 0.9) ?? listed[0];
    const centre = await quoteBothSides(a, upstream!.dataDir, market!.conditionId);

    await page.goto(mirror!.terminalUrl);
    const rows = byId(page, testIds.marketRow);
    await waitForCount('market rows', rows, 1);
    await rows.and(page.locator(`[data-market-id="${market!.id}"]`)).click();
    const ladder = byId(page, testIds.ladder);
    await expect.poll(async () => (await ladderTop(page)).bestBid, POLL).toBe((centre - 4) / 100);

    // The loss needs a price_change to cross the proxy after it is armed: a bid at a new price
    // makes one; on a loaded machine the first may come before the feed is subscribed again.
    proxy!.loseNextPriceChange();
    let bid = centre - 2;
    for (let tries = 0; proxy!.lost() === 0 && tries < 3; tries++, bid -= 1) {
      await restYesBid(a, upstream!.dataDir, market!.conditionId, bid);
      await expect
        .poll(() => proxy!.lost(), { timeout: 10_000, interval: 20 })
        .toBe(1)
        .catch(() => undefined);
    }
    expect(proxy!.lost()).toBe(1);
    const lostAt = Date.now();
    await expect.poll(() => ladder.getAttribute('data-stale'), { timeout: 8_000 }).toBe('true');
    // Within 5 s of the loss, give or take the poll's step.
    expect(Date.now() - lostAt).toBeLessThanOrEqual(5_200);
    expect(await ladder.innerText()).toMatch(/skipped updates/);
    await screenshot('10-feed-gap');

    await expect.poll(async () => (await ladderTop(page)).bestBid, POLL).toBe((centre - 2) / 100);
    await expect.poll(() => ladder.getAttribute('data-stale'), POLL).toBeNull();
    expect(problems).toEqual([]);
  });
});
