// The ladder board in the local venue, on Debian's Chromium: an event's board opened from its
// page, armed, a click-to-buy on two different ladders, the focus moved with the arrow keys and
// a trading key sent on the focused ladder, the ladders past a narrow view counted at its edge
// and brought in by the arrow keys, the layout (board, focus, pane size) and the last
// market found again after a reload, and the depth chart toggled on the board and beside the
// market's ladder. The service runs without simulated traders: the books hold what the test
// quotes. Screenshot test-results/screenshots/16-ladder-board.png.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardTestIds } from '../../renderer/lib/board-test-ids.js';
import { testIds } from '../../renderer/lib/test-ids.js';
import { boardUi, byIdOf, pickEvent } from './support/board-ui.js';
import { launchChromium, openWatchedPage, VIEWPORT, type WatchedPage } from './support/browser.js';
import { cents, ladderUi } from './support/ladder-ui.js';
import { quoteBothSides } from './support/market-maker.js';
import { startTerminal, type TerminalProcess } from './support/terminal-process.js';
import { createWallet, openMarket, type TradedMarket } from './support/trading-setup.js';
import { byId, displayedNumber, waitFor } from './support/ui.js';

const PASSPHRASE = 'board passphrase 1';
const POLL = { timeout: 20_000 };
/** Narrow enough that an event's three ladders or more do not all fit on the board. */
const NARROW_WIDTH = 1_000;

describe('the ladder board', () => {
  let terminal: TerminalProcess | undefined;
  let browser: Browser | undefined;
  let watched: WatchedPage | undefined;

  beforeAll(async () => {
    terminal = await startTerminal({ args: ['--no-liquidity'], timeoutMs: 120_000 });
    browser = await launchChromium();
    watched = await openWatchedPage(browser);
    watched.page.setDefaultTimeout(20_000);
  });

  afterAll(async () => {
    await watched?.close();
    await browser?.close();
    await terminal?.stop();
  });

  it('trades two markets of an event, moves the focus, and keeps its layout', async () => {
    const { page, problems, screenshot } = watched!;
    const { apiUrl, dataDir, terminalUrl } = terminal!;
    const ui = ladderUi(page);
    const board = boardUi(page);
    const step = async (name: string, run: () => Promise<void>) => {
      try {
        await ui.clearNotices();
        await run();
      } catch (error) {
        await screenshot(`failed-board-${name.replace(/\W+/g, '-')}`).catch(() => undefined);
        throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
      }
      expect(problems, `problems in the page by the end of "${name}"`).toEqual([]);
    };
    let first: TradedMarket | undefined;
    let second: TradedMarket | undefined;
    let eventTitle = '';
    const bids = new Map<string, number>();
    let leftPane = 0;

    await step('quote two markets of an event and open one with a funded wallet', async () => {
      const picked = await pickEvent(apiUrl);
      eventTitle = picked.event.title;
      [first, second] = picked.markets;
      for (const market of [first!, second!]) {
        const centre = await quoteBothSides(apiUrl, dataDir, market.conditionId);
        bids.set(market.id, (centre - 4) / 100);
      }
      await page.goto(terminalUrl);
      await openMarket(page, first!);
      await createWallet(page, 'Board', PASSPHRASE);
      await byId(page, testIds.faucetButton).click();
      await waitFor('paper funds', async () => {
        const cash = displayedNumber(await byId(page, testIds.balance).first().innerText());
        return cash && cash > 0 ? true : undefined;
      });
    });

    await step('open the event’s page, then its board', async () => {
      await page.locator('.market-header-event').click();
      await byId(page, testIds.eventPage).waitFor();
      await byIdOf(page, boardTestIds.openBoard).click();
      const shown = byIdOf(page, boardTestIds.board);
      await shown.waitFor();
      expect(await shown.getAttribute('data-source')).toBe('event');
      expect(await shown.locator('.panel-title').innerText()).toContain(eventTitle.toUpperCase());
      await expect.poll(() => board.cells().count(), POLL).toBeGreaterThanOrEqual(3);
      for (const market of [first!, second!]) {
        await board.level(market, 'bid', bids.get(market.id)!).waitFor();
      }
    });

    await step('arm: the whole board says so', async () => {
      await ui.press('a');
      await expect
        .poll(() => byIdOf(page, boardTestIds.board).getAttribute('data-armed'), POLL)
        .toBe('true');
      expect(
        await board
          .cell(first!)
          .locator(`[data-testid="${testIds.ladder}"]`)
          .getAttribute('data-armed'),
      ).toBe('true');
    });

    await step('click-to-buy on two ladders: each order rests on its own market', async () => {
      for (const market of [first!, second!]) {
        const bid = bids.get(market.id)!;
        await board.level(market, 'bid', bid).click();
        // On a board of one event's markets, the notice names the ladder's market.
        const title = (await board.title(market)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        await ui.notice(
          new RegExp(`^Sent BUY 10 ${market.outcomes[0]} @ ${cents(bid)} GTC$`),
          new RegExp(`^live: filled 0 of 10 · 10 resting · \\d+ ms · ${title}$`),
        );
        await expect
          .poll(() => board.marker(market, 'bid', bid).getAttribute('data-size'), POLL)
          .toBe('10');
        expect(await board.focusedIds()).toEqual([market.id]);
        await ui.clearNotices();
      }
    });

    await step(
      'move the focus with the arrows; a trading key acts on the focused ladder',
      async () => {
        await page.mouse.move(0, 0);
        const order = await board.order();
        const from = order.indexOf(second!.id);
        const to = order.indexOf(first!.id);
        for (let moved = 0; moved < Math.abs(to - from); moved++) {
          await ui.press(to < from ? 'ArrowLeft' : 'ArrowRight');
        }
        await expect.poll(() => board.focusedIds(), POLL).toEqual([first!.id]);
        const bid = bids.get(first!.id)!;
        await ui.press('j');
        await ui.notice(new RegExp(`^Sent BUY 10 ${first!.outcomes[0]} @ ${cents(bid)} GTC$`));
        await expect
          .poll(() => board.marker(first!, 'bid', bid).getAttribute('data-size'), POLL)
          .toBe('20');
        expect(
          await board.marker(second!, 'bid', bids.get(second!.id)!).getAttribute('data-size'),
        ).toBe('10');
      },
    );

    await step(
      'ladders past the view are counted at its edge; the arrows bring the focused one in',
      async () => {
        await page.setViewportSize({ width: NARROW_WIDTH, height: VIEWPORT.height });
        try {
          await page.mouse.move(0, 0);
          const order = await board.order();
          const start = order.indexOf(first!.id);
          const last = order.length - 1;
          /** Whether the badge at `side` counts the ladders the view cuts on that side. */
          const countsCut = async (side: 'before' | 'after') => {
            const whole = await board.wholeInView();
            if (whole.length === 0) return false;
            const cut =
              side === 'before'
                ? order.indexOf(whole[0]!)
                : last - order.indexOf(whole[whole.length - 1]!);
            return (await board.moreCount(side)) === (cut === 0 ? null : cut);
          };
          await expect
            .poll(() => board.wholeInView().then((whole) => whole.length), POLL)
            .toBeLessThan(order.length);
          await expect.poll(() => countsCut('after'), POLL).toBe(true);
          await expect.poll(() => countsCut('before'), POLL).toBe(true);
          for (let index = start; index < last; index++) await ui.press('ArrowRight');
          await expect.poll(() => board.focusedIds(), POLL).toEqual([order[last]]);
          await expect.poll(() => board.wholeInView(), POLL).toContain(order[last]);
          await expect.poll(() => board.moreCount('after'), POLL).toBeNull();
          await expect.poll(() => countsCut('before'), POLL).toBe(true);
          const before = (await board.moreCount('before')) ?? 0;
          expect(before).toBeGreaterThan(0);
          await byIdOf(page, boardTestIds.boardMore)
            .and(page.locator('[data-side="before"]'))
            .click();
          await expect
            .poll(async () => (await board.moreCount('before')) ?? 0, POLL)
            .toBeLessThan(before);
          for (let index = last; index > start; index--) await ui.press('ArrowLeft');
          await expect.poll(() => board.focusedIds(), POLL).toEqual([first!.id]);
          await expect.poll(() => board.wholeInView(), POLL).toContain(first!.id);
        } finally {
          await page.setViewportSize(VIEWPORT);
        }
      },
    );

    await step(
      'reload: the board, its focus, the pane sizes and the last market come back',
      async () => {
        const splitter = page.getByRole('separator', { name: 'Resize the market list' });
        await splitter.focus();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        leftPane = Number(await splitter.getAttribute('aria-valuenow'));
        await page.reload();
        await byIdOf(page, boardTestIds.board).waitFor();
        expect(await byIdOf(page, boardTestIds.board).getAttribute('data-source')).toBe('event');
        await expect.poll(() => board.focusedIds(), POLL).toEqual([first!.id]);
        await board.marker(first!, 'bid', bids.get(first!.id)!).waitFor();
        expect(
          Number(
            await page
              .getByRole('separator', { name: 'Resize the market list' })
              .getAttribute('aria-valuenow'),
          ),
        ).toBe(leftPane);
        // A new launch starts disarmed.
        expect(await byIdOf(page, boardTestIds.board).getAttribute('data-armed')).toBe('false');
      },
    );

    await step('the depth chart under every ladder, drawn from the live books', async () => {
      await ui.press('d');
      const charts = byIdOf(page, boardTestIds.depthChart);
      await expect.poll(() => charts.count(), POLL).toBe(await board.cells().count());
      const canvas = board.cell(first!).locator('canvas');
      // Three quoted levels a side, and the account's bid at the best one.
      await expect.poll(() => canvas.getAttribute('data-levels'), POLL).toBe('3:3');
      await ui.press('a');
      await expect
        .poll(() => byIdOf(page, boardTestIds.board).getAttribute('data-armed'), POLL)
        .toBe('true');
      await page.mouse.move(0, 0);
      await ui.clearNotices();
      await screenshot('16-ladder-board');
      await ui.press('Escape');
    });

    await step(
      'close the board: the last market is open, its depth toggled beside the ladder',
      async () => {
        await ui.press('g');
        await byIdOf(page, boardTestIds.board).waitFor({ state: 'hidden' });
        await byId(page, testIds.marketPage)
          .and(page.locator(`[data-market-id="${first!.id}"]`))
          .waitFor();
        const chart = byId(page, testIds.marketPage).getByTestId(boardTestIds.depthChart);
        await chart.waitFor();
        await byIdOf(page, boardTestIds.depthToggle).click();
        await chart.waitFor({ state: 'hidden' });
        await byIdOf(page, boardTestIds.depthToggle).click();
        await expect
          .poll(() => chart.locator('canvas').getAttribute('data-levels'), POLL)
          .toBe('3:3');
      },
    );
  });
});
