// Watchlists in the terminal, on Debian's Chromium: star three markets (a row's star, the
// market page's, the `*` key on the list), see them in the Watchlist view with live prices,
// reorder them by key and by drag, add a list, unstar with the `*` key, reload and find it all
// as it was. The service runs without simulated traders: the books hold what the test quotes,
// so every price is known. Screenshot test-results/screenshots/13-watchlist.png.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeySteps, quietVenue, usePageSession } from './support/page-session.js';
import { testIds } from '../../renderer/lib/test-ids.js';
import { watchlistTestIds as ids } from '../../renderer/lib/watchlist-test-ids.js';
import { quoteBothSides, restYesBid } from './support/market-maker.js';
import { blurInputs, byId, displayedNumber, waitFor, waitForCount } from './support/ui.js';

const POLL = { timeout: 20_000 };

interface Listed {
  conditionId: string;
  question: string;
}

const rowOf = (page: Page, conditionId: string) =>
  byId(page, testIds.marketRow).and(page.locator(`[data-condition-id="${conditionId}"]`));
const watchRows = (page: Page) => page.getByTestId(ids.row);
const watchRow = (page: Page, conditionId: string) =>
  watchRows(page).and(page.locator(`[data-condition-id="${conditionId}"]`));
const watchOrder = (page: Page) =>
  watchRows(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-condition-id')));
const starredOf = (star: Locator) => star.getAttribute('data-starred');
const viewTab = (page: Page, view: 'markets' | 'watchlist') =>
  page.getByTestId(ids.viewTab).and(page.locator(`[data-view="${view}"]`));
/** A row's price and spread as numbers of cents. */
const figuresOf = async (row: Locator) => ({
  price: displayedNumber(await row.getByTestId(ids.rowPrice).innerText()),
  spread: displayedNumber(await row.getByTestId(ids.rowSpread).innerText()),
});

describe('watchlists in the terminal', () => {
  const session = usePageSession([quietVenue]);

  it('stars, shows live prices, reorders, unstars and keeps the lists', async () => {
    const { watched, terminals } = session();
    const { page, screenshot } = watched;
    const { apiUrl, dataDir, terminalUrl } = terminals[0]!;
    const step = journeySteps(watched, 'watchlist');
    let a: Listed, b: Listed, c: Listed;
    let centreA = 0;

    await step('open the terminal and quote three markets', async () => {
      await page.goto(terminalUrl);
      await waitForCount('market rows', byId(page, testIds.marketRow), 3);
      const listed = await byId(page, testIds.marketRow).evaluateAll((rows) =>
        rows.slice(0, 3).map((row) => ({
          conditionId: row.getAttribute('data-condition-id') ?? '',
          question: row.querySelector('.market-row-question')?.textContent ?? '',
        })),
      );
      [a, b, c] = listed as [Listed, Listed, Listed];
      centreA = await quoteBothSides(apiUrl, dataDir, a.conditionId);
      await quoteBothSides(apiUrl, dataDir, b.conditionId);
      await quoteBothSides(apiUrl, dataDir, c.conditionId);
    });

    await step("star the first market with its row's star", async () => {
      const star = rowOf(page, a.conditionId).getByTestId(ids.star);
      await star.click();
      await expect.poll(() => starredOf(star), POLL).toBe('true');
    });

    await step("star the second from the market page's header", async () => {
      await rowOf(page, b.conditionId).click();
      await expect.poll(() => byId(page, testIds.marketTitle).innerText(), POLL).toBe(b.question);
      const star = byId(page, testIds.marketPage).getByTestId(ids.star);
      await expect.poll(() => starredOf(star), POLL).toBe('false');
      await star.click();
      await expect.poll(() => starredOf(star), POLL).toBe('true');
      // The list's row shows the same star.
      await expect
        .poll(() => starredOf(rowOf(page, b.conditionId).getByTestId(ids.star)), POLL)
        .toBe('true');
    });

    await step('star the third with `*` on the market list', async () => {
      await byId(page, testIds.marketList).focus();
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('*');
      await expect
        .poll(() => starredOf(rowOf(page, c.conditionId).getByTestId(ids.star)), POLL)
        .toBe('true');
    });

    await step('see them in the Watchlist view with live prices', async () => {
      await viewTab(page, 'watchlist').click();
      await page.getByTestId(ids.view).waitFor();
      await expect
        .poll(() => watchOrder(page), POLL)
        .toEqual([a.conditionId, b.conditionId, c.conditionId]);
      // The test's quotes: YES bids 4-6 cents under the centre, asks 4-6 cents over it.
      await expect
        .poll(() => figuresOf(watchRow(page, a.conditionId)), POLL)
        .toEqual({ price: centreA, spread: 8 });
      // A better bid narrows the spread: the row follows without a reload.
      await restYesBid(apiUrl, dataDir, a.conditionId, centreA + 2);
      await expect
        .poll(() => figuresOf(watchRow(page, a.conditionId)), POLL)
        .toEqual({ price: centreA + 3, spread: 2 });
      await page.mouse.move(0, 0);
      await screenshot('13-watchlist');
    });

    await step('reorder with Alt+↑ and by dragging', async () => {
      await watchRow(page, c.conditionId).click();
      await page.keyboard.press('Alt+ArrowUp');
      await expect
        .poll(() => watchOrder(page), POLL)
        .toEqual([a.conditionId, c.conditionId, b.conditionId]);
      // Dropped on the upper half of the first row: it lands first.
      await watchRow(page, b.conditionId).dragTo(watchRow(page, a.conditionId), {
        targetPosition: { x: 60, y: 6 },
      });
      await expect
        .poll(() => watchOrder(page), POLL)
        .toEqual([b.conditionId, a.conditionId, c.conditionId]);
    });

    await step('make a second list', async () => {
      await page.getByTestId(ids.newList).click();
      const name = page.getByTestId(ids.listName);
      await name.fill('Macro');
      await name.press('Enter');
      const macro = page.getByTestId(ids.listTab).filter({ hasText: 'Macro' });
      await expect.poll(() => macro.getAttribute('aria-selected'), POLL).toBe('true');
      await page.getByText('No markets yet').waitFor();
      await page.getByTestId(ids.listTab).filter({ hasText: 'Watchlist' }).click();
      await waitForCount('the watchlist rows', watchRows(page), 3);
    });

    await step('unstar the market open with `*`', async () => {
      // The market open is the last one clicked in the watchlist: the third.
      await expect.poll(() => byId(page, testIds.marketTitle).innerText(), POLL).toBe(c.question);
      // Off the watchlist (where `*` unstars its highlighted row): the key is the terminal's.
      await blurInputs(page);
      await page.keyboard.press('*');
      await expect.poll(() => watchOrder(page), POLL).toEqual([b.conditionId, a.conditionId]);
      await expect
        .poll(() => starredOf(byId(page, testIds.marketPage).getByTestId(ids.star)), POLL)
        .toBe('false');
    });

    await step('reload: the lists, their order and the view are kept', async () => {
      await page.reload();
      await page.getByTestId(ids.view).waitFor();
      await expect.poll(() => watchOrder(page), POLL).toEqual([b.conditionId, a.conditionId]);
      const tabs = await waitFor('the list tabs', async () => {
        const names = await page.getByTestId(ids.listTab).allInnerTexts();
        return names.length === 2 ? names : undefined;
      });
      expect(tabs.map((tab) => tab.replace(/\s+/g, ' '))).toEqual(['Watchlist 2', 'Macro 0']);
      await expect
        .poll(() => figuresOf(watchRow(page, a.conditionId)), POLL)
        .toEqual({ price: centreA + 3, spread: 2 });
    });
  });
});
