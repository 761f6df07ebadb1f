// Alerts and conditional orders in the terminal, on Debian's Chromium: star a market, alert on
// its bid, watch another market while the book moves, see the notice, the system notification
// (recorded by a stand-in for window.Notification) and the history; buy, arm a stop-loss from
// the position row, sweep the bids under it and see it triggered, sent and filled. The service
// runs without simulated traders: the book holds what the test quotes, so every price is known.
// Screenshots test-results/screenshots/14-alerts.png and 15-conditional.png.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { journeySteps, quietVenue, usePageSession } from './support/page-session.js';
import { alertTestIds } from '../../renderer/lib/alert-test-ids.js';
import { testIds } from '../../renderer/lib/test-ids.js';
import { watchlistTestIds } from '../../renderer/lib/watchlist-test-ids.js';
import { restQuote } from '../support/book-quotes.js';
import { quoteBothSides } from './support/market-maker.js';
import {
  createWallet,
  openMarket,
  pickMarket,
  type TradedMarket,
} from './support/trading-setup.js';
import {
  byId,
  choose,
  dismissNotices,
  displayedNumber,
  setInput,
  waitFor,
  waitForCount,
} from './support/ui.js';

const PASSPHRASE = 'alerts passphrase 1';
/** A price in cents as the service writes it: 46 → "0.46", 40 → "0.4". */
const wire = (cents: number) => String(cents / 100);
const POLL = { timeout: 20_000 };

interface Recorded {
  title: string;
  body: string;
}

/**
 * Before the page's scripts: window.Notification keeps the browser's permission but records
 * each notification instead of showing it, so the test can read and click them.
 */
const recordNotifications = () => {
  const Browser = window.Notification;
  const shown: { title: string; body: string; onclick: (() => void) | null }[] = [];
  class Recording {
    static get permission() {
      return Browser.permission;
    }
    static requestPermission() {
      return Browser.requestPermission();
    }
    onclick: (() => void) | null = null;
    constructor(
      readonly title: string,
      options: NotificationOptions = {},
    ) {
      shown.push(Object.assign(this, { body: options.body ?? '' }));
    }
    close() {}
  }
  Object.assign(window, { Notification: Recording, recordedNotifications: shown });
};

/** The alerts' and watchlists' ids, beside the terminal's own (ui.ts's byId). */
const byTestId = (scope: Page | Locator, id: string): Locator => scope.getByTestId(id);

const notifications = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { recordedNotifications: Recorded[] }).recordedNotifications.map(
      ({ title, body }) => ({ title, body }),
    ),
  );

/** Whether leaving the page now is held back for a prompt (its `beforeunload`). */
const leavingAsks = (page: Page) =>
  page.evaluate(() => {
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    return leaving.defaultPrevented;
  });

const clickNotification = (page: Page, index: number) =>
  page.evaluate((at) => {
    const shown = (window as unknown as { recordedNotifications: { onclick(): void }[] })
      .recordedNotifications;
    shown[at]!.onclick();
  }, index);

describe('alerts and conditional orders', () => {
  const session = usePageSession([quietVenue]);
  beforeAll(async () => {
    const { context } = session().watched;
    await context.grantPermissions(['notifications']);
    await context.addInitScript(recordNotifications);
  });

  it('alerts on a market not on screen, then sells a position at its stop', async () => {
    const { watched, terminals } = session();
    const { page, screenshot } = watched;
    const { apiUrl, dataDir, terminalUrl } = terminals[0]!;
    const step = journeySteps(watched, 'alerts');
    const toasts = byId(page, testIds.toast);
    const toastWith = (text: string) => toasts.filter({ hasText: text });
    const portfolioTab = (tab: string) => byId(page, `${testIds.portfolioTab}-${tab}`).click();
    let market: TradedMarket | undefined;
    let centre = 0;
    const quote = (side: 'bid' | 'ask', cents: number) =>
      restQuote(apiUrl, dataDir, market!.conditionId, side, cents);

    await step('open a quoted market and star it', async () => {
      market = await pickMarket(apiUrl);
      centre = await quoteBothSides(apiUrl, dataDir, market.conditionId);
      await page.goto(terminalUrl);
      await openMarket(page, market);
      const star = byTestId(byId(page, testIds.marketPage), watchlistTestIds.star);
      await star.click();
      await expect.poll(() => star.getAttribute('data-starred'), POLL).toBe('true');
    });

    await step('alert when its bid reaches 2¢ under the centre', async () => {
      await byTestId(page, alertTestIds.bell).click();
      const form = byTestId(page, alertTestIds.form);
      await form.waitFor();
      expect(await form.innerText()).toContain(market!.question);
      await choose(byTestId(form, `${alertTestIds.field}-source`), 'bid');
      await setInput(byTestId(form, `${alertTestIds.field}-price`), String(centre - 2));
      await byTestId(form, alertTestIds.submit).click();
      await form.waitFor({ state: 'hidden' });
      await toastWith('Alert armed').waitFor();
      await portfolioTab('alerts');
      const row = byTestId(page, alertTestIds.row);
      await expect.poll(() => row.getAttribute('data-state'), POLL).toBe('armed');
      expect(await row.innerText()).toContain(`bid above ${wire(centre - 2)}`);
      expect(
        await byTestId(page, alertTestIds.notificationAccess).getAttribute('data-access'),
      ).toBe('granted');
      await dismissNotices(page);
    });

    await step('the bid moves while another market is shown: notice and notification', async () => {
      await setInput(byId(page, testIds.marketSearch), '');
      const other = byId(page, testIds.marketRow).and(
        page.locator(`:not([data-market-id="${market!.id}"])`),
      );
      // The list re-renders as the search clears, and a virtual row may be reused for the
      // starred market between finding it and the click: click again until another shows.
      await waitFor('another market on screen', async () => {
        await other.first().click();
        await page.waitForTimeout(200);
        const title = await byId(page, testIds.marketTitle).innerText();
        return title !== market!.question ? true : undefined;
      });
      await quote('bid', centre - 2);
      await toastWith('Alert fired').waitFor();
      const recorded = await waitFor('the notification', async () => {
        const shown = await notifications(page);
        return shown.length > 0 ? shown : undefined;
      });
      expect(recorded).toEqual([
        { title: 'Alert fired', body: expect.stringMatching(/: bid 0\.\d+$/) as string },
      ]);
      expect(recorded[0]!.body).toContain(market!.question);
    });

    await step('a click on the notification opens the market and the history', async () => {
      await clickNotification(page, 0);
      await expect
        .poll(() => byId(page, testIds.marketTitle).innerText(), POLL)
        .toBe(market!.question);
      const panel = byTestId(page, alertTestIds.panel);
      await panel.waitFor();
      await expect
        .poll(() => byTestId(panel, alertTestIds.row).getAttribute('data-state'), POLL)
        .toBe('done');
      const firing = byTestId(panel, alertTestIds.firing).first();
      await expect.poll(() => firing.innerText(), POLL).toContain(`bid ${wire(centre - 2)}`);
      expect(await firing.getAttribute('data-condition-id')).toBe(market!.conditionId);
      await screenshot('14-alerts');
    });

    await step('buy ten shares with a new wallet', async () => {
      await dismissNotices(page);
      await createWallet(page, 'Stops', PASSPHRASE);
      await byId(page, testIds.faucetButton).click();
      await waitFor('paper funds', async () => {
        const cash = displayedNumber(await byId(page, testIds.balance).first().innerText());
        return cash && cash > 0 ? true : undefined;
      });
      const ticket = byId(page, testIds.ticket);
      await byId(ticket, `${testIds.ticketOutcome}-0`).click();
      await byId(ticket, testIds.ticketBuy).click();
      await choose(byId(ticket, testIds.ticketType), 'FAK');
      await setInput(byId(ticket, testIds.ticketPrice), String(centre + 4));
      await setInput(byId(ticket, testIds.ticketSize), '10');
      await byId(ticket, testIds.ticketPreview).waitFor();
      await expect.poll(() => byId(ticket, testIds.ticketSubmit).isEnabled(), POLL).toBe(true);
      await byId(ticket, testIds.ticketSubmit).click();
      await portfolioTab('positions');
      await waitForCount('the position', byId(page, testIds.positionRow));
    });

    await step('arm a stop-loss from the position row', async () => {
      await dismissNotices(page);
      await byTestId(byId(page, testIds.positionRow).first(), alertTestIds.protect).click();
      const form = byTestId(page, alertTestIds.protectForm);
      const field = (name: string) => byTestId(form, `${alertTestIds.protectField}-${name}`);
      await field('stopPrice').waitFor();
      await setInput(field('stopPrice'), String(centre - 3));
      // The worst price follows the trigger, a few ticks under it.
      expect(await field('stopWorst').inputValue()).toBe(String(centre - 6));
      expect(await field('size').inputValue()).toBe('10');
      await byTestId(form, alertTestIds.protectSubmit).click();
      await form.waitFor({ state: 'hidden' });
      await portfolioTab('conditional');
      const row = byTestId(page, alertTestIds.conditionalRow).first();
      await expect.poll(() => row.getAttribute('data-state'), POLL).toBe('armed');
      expect(await row.innerText()).toContain(`bid ≤ ${centre - 3}¢`);
      await expect
        .poll(() => byTestId(page, alertTestIds.ladderConditional).innerText(), POLL)
        .toContain(`Stop-loss 10 · bid ≤ ${centre - 3}¢`);
      // With an order armed, closing the page asks first.
      expect(await leavingAsks(page)).toBe(true);
    });

    await step('the bids above the stop are taken: triggered, sent, filled', async () => {
      // Another wallet's sell takes the bid at centre − 2: the best bid falls to centre − 4.
      await quote('ask', centre - 2);
      const row = byTestId(page, alertTestIds.conditionalRow).first();
      await expect.poll(() => row.getAttribute('data-state'), POLL).toBe('filled');
      await toastWith('Stop-loss filled').waitFor();
      await byTestId(row, alertTestIds.conditionalExpand).click();
      const events = byTestId(page, alertTestIds.conditionalEvents);
      await expect
        .poll(() => events.locator('li .alerts-event-state').allInnerTexts(), POLL)
        .toEqual(['armed', 'triggered', 'sent', 'filled']);
      expect(await events.innerText()).toContain(`bid ${wire(centre - 4)}`);
      expect((await notifications(page)).at(-1)).toMatchObject({ title: 'Stop-loss filled' });
      await expect.poll(() => byTestId(page, alertTestIds.ladderConditional).count(), POLL).toBe(0);
      await expect.poll(() => leavingAsks(page), POLL).toBe(false);
      // Sold: the position leaves the portfolio (its tab no longer counts one).
      await expect
        .poll(() => byId(page, `${testIds.portfolioTab}-positions`).innerText(), POLL)
        .toBe('Positions');
      await dismissNotices(page);
      await screenshot('15-conditional');
    });
  });
});
