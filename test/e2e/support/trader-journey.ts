// The trader's journey through the terminal: browse, search, open a market, watch its ladder,
// create a wallet, take paper funds, rest an order and cancel it, cross the spread, see the
// position, lock and unlock the vault, the palette, the shortcuts and the light theme. Web mode
// runs it in Debian's Chromium (test/e2e/trader-journey.test.ts), the desktop app in its own
// Electron window (test/electron/desktop-journey.test.ts).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { testIds } from '../../../renderer/lib/test-ids.js';
import { quoteBothSides } from './market-maker.js';
import { fetchMarket, inCents, tickPrice, wordOf, type ListedMarket } from './catalog.js';
import {
  blurInputs,
  byId,
  choose,
  dismissNotices,
  displayedNumber,
  ladderTop,
  setInput,
  waitFor,
  waitForCount,
  waitForNone,
} from './ui.js';

const PASSPHRASE = 'journey passphrase 1';
/** How long a state may take to show, on a machine busy with the rest of `npm test`. */
const POLL = { timeout: 20_000 };

export interface Journey {
  page: Page;
  /** Page errors, console errors and rejections so far: each step asserts there are none. */
  problems: string[];
  screenshot(name: string): Promise<string>;
  /** Shows the terminal's first screen (web mode loads its URL; the desktop window has it). */
  openTerminal(): Promise<void>;
  /** The scripts' HTTP API of the service behind the terminal, and its data dir. */
  apiUrl: string;
  dataDir: string;
}

export async function traderJourney(journey: Journey): Promise<void> {
  const { page, problems, apiUrl } = journey;
  /** Runs one part of the journey; a failure names it and leaves a screenshot. */
  const step = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      await journey.screenshot(`failed-${name.replace(/\W+/g, '-')}`).catch(() => undefined);
      throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
    }
    expect(problems, `problems in the page by the end of "${name}"`).toEqual([]);
  };
  const rows = byId(page, testIds.marketRow);
  const ladderRows = (side: 'bid' | 'ask') =>
    byId(page, testIds.ladderRow).and(page.locator(`[data-side="${side}"]`));
  const ticket = byId(page, testIds.ticket);
  const balance = () =>
    byId(page, testIds.balance)
      .first()
      .innerText()
      .then((text) => displayedNumber(text) ?? 0);
  let market: ListedMarket | undefined;

  await step('browse open markets by volume', async () => {
    await journey.openTerminal();
    await waitForCount('market rows', rows, 5);
    // ICU's data loads on a worker while the script is read (renderer/lib/intl-warm-up.ts); a
    // worker the page's policy refused would also show as a console error in `problems`.
    await waitFor('the Intl warm-up worker fetched', () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/intl-warm-up\.worker-[\w-]+\.js$/.test(entry.name))
          ? true
          : undefined,
      ),
    );
    const ids = await rows.evaluateAll((found) =>
      found.slice(0, 5).map((row) => row.getAttribute('data-market-id') ?? ''),
    );
    const listed = await Promise.all(ids.map((id) => fetchMarket(apiUrl, id)));
    expect(listed.every((m) => !m.closed)).toBe(true);
    const volumes = listed.map((m) => m.volumeNum);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    // The busiest market priced where the journey's quotes, 4-6 cents either side, fit.
    const yesPrice = (m: ListedMarket) => Number((JSON.parse(m.outcomePrices) as string[])[0]);
    market = listed.find((m) => yesPrice(m) >= 0.1 && yesPrice(m) <= 0.9) ?? listed[0]!;
    await quoteBothSides(apiUrl, journey.dataDir, market.conditionId);
    await journey.screenshot('01-markets');
  });

  await step('search by a word of the first market', async () => {
    const word = wordOf(market!.question);
    await setInput(byId(page, testIds.marketSearch), word);
    const target = rows.and(page.locator(`[data-market-id="${market!.id}"]`));
    await target.waitFor();
    await waitFor(`a row showing "${word}"`, async () => {
      const texts = await rows.allInnerTexts();
      return texts.length > 0 && texts.some((t) => t.toLowerCase().includes(word.toLowerCase()))
        ? true
        : undefined;
    });
    await target.click();
  });

  await step('open the market and see its live ladder', async () => {
    await byId(page, testIds.marketPage).waitFor();
    await expect
      .poll(() => byId(page, testIds.marketTitle).innerText(), POLL)
      .toContain(market!.question);
    await byId(page, testIds.priceChart).waitFor();
    await waitForCount('bid levels on the ladder', ladderRows('bid'));
    await waitForCount('ask levels on the ladder', ladderRows('ask'));
    await journey.screenshot('02-market');
  });

  await step('create a wallet', async () => {
    await byId(page, testIds.currentAccount).click();
    const dialog = byId(page, testIds.accountsDialog);
    await dialog.waitFor();
    await setInput(byId(dialog, testIds.vaultCreateName), 'Journey');
    await setInput(byId(dialog, testIds.vaultCreatePassphrase), PASSPHRASE);
    await setInput(dialog.getByLabel('Repeat passphrase'), PASSPHRASE);
    await byId(dialog, testIds.vaultCreateSubmit).click();
    const mnemonic = await byId(dialog, testIds.vaultMnemonic).innerText();
    expect(mnemonic.trim().split(/\s+/).length).toBeGreaterThanOrEqual(12);
    await byId(dialog, testIds.vaultMnemonicConfirm).click();
    await waitForNone('the mnemonic to go away', byId(page, testIds.vaultMnemonic));
    // The new wallet is current and unlocked with the passphrase just typed.
    const account = byId(page, testIds.currentAccount);
    await expect.poll(() => account.innerText(), POLL).toContain('Journey');
    await expect.poll(() => account.getAttribute('data-locked'), POLL).toBeNull();
    expect(await byId(dialog, testIds.vaultLocked).count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  await step('take paper funds', async () => {
    const before = await balance();
    await byId(page, testIds.faucetButton).click();
    await waitFor('the balance to rise', async () =>
      (await balance()) > before ? true : undefined,
    );
  });

  /** Fills the ticket for BUY YES and submits it once the preview shows. */
  const buyYes = async (type: 'GTC' | 'FAK', price: string, shotName?: string) => {
    await byId(ticket, `${testIds.ticketOutcome}-0`).click();
    await byId(ticket, testIds.ticketBuy).click();
    await choose(byId(ticket, testIds.ticketType), type);
    await setInput(byId(ticket, testIds.ticketPrice), inCents(price));
    await setInput(byId(ticket, testIds.ticketSize), String(Math.max(market!.orderMinSize, 5)));
    await byId(ticket, testIds.ticketPreview).waitFor();
    await waitFor('the ticket to accept the order', async () => {
      const error = (await byId(ticket, testIds.ticketError).innerText()).trim();
      if (error) throw new Error(error);
      return (await byId(ticket, testIds.ticketSubmit).isEnabled()) ? true : undefined;
    });
    if (shotName) await journey.screenshot(shotName);
    await byId(ticket, testIds.ticketSubmit).click();
  };
  const orderRows = byId(page, testIds.openOrderRow);

  await step('place a resting limit order', async () => {
    const { bestBid } = await ladderTop(page);
    const tick = market!.orderPriceMinTickSize;
    await buyYes('GTC', tickPrice((bestBid ?? 0.5) - 0.1, tick), '03-ticket');
    await byId(page, `${testIds.portfolioTab}-orders`).click();
    await waitForCount('the order among open orders', orderRows);
  });

  await step('cancel it', async () => {
    await byId(orderRows.first(), testIds.cancelOrder).click();
    await waitForNone('the open order to go', orderRows);
  });

  await step('cross the spread and hold a position', async () => {
    const { bestAsk } = await ladderTop(page);
    expect(bestAsk, 'an ask to buy from').toBeDefined();
    await buyYes('FAK', tickPrice(bestAsk! + 0.02, market!.orderPriceMinTickSize));
    await byId(page, `${testIds.portfolioTab}-positions`).click();
    const position = byId(page, testIds.positionRow).first();
    await position.waitFor();
    await waitFor('a PnL figure', async () =>
      displayedNumber(await byId(position, testIds.positionPnl).innerText()),
    );
    await dismissNotices(page);
    await journey.screenshot('04-portfolio');
  });

  await step('lock and unlock the vault', async () => {
    await byId(page, testIds.currentAccount).click();
    const dialog = byId(page, testIds.accountsDialog);
    await dialog.waitFor();
    await journey.screenshot('05-accounts');
    await byId(dialog, testIds.vaultLock).click();
    await byId(page, testIds.vaultLocked).first().waitFor();
    await setInput(byId(page, testIds.vaultUnlockPassphrase), PASSPHRASE);
    await byId(page, testIds.vaultUnlockSubmit).click();
    await waitForNone('the locked state to go', byId(page, testIds.vaultLocked));
    if (await dialog.isVisible()) {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
  });

  await step('open the command palette from the search box and type at once', async () => {
    const search = byId(page, testIds.marketSearch);
    const searched = await search.inputValue();
    await search.focus();
    // Typed as fast as keys go: none may land in the field that had the focus.
    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.type('theme');
    const palette = byId(page, testIds.commandPalette);
    await palette.waitFor();
    expect(await palette.getByLabel('Command or market').inputValue()).toBe('theme');
    expect(await search.inputValue()).toBe(searched);
    await journey.screenshot('06-command-palette');
    await page.keyboard.press('Escape');
    await byId(page, testIds.commandPalette).waitFor({ state: 'hidden' });
  });

  await step('show the shortcuts', async () => {
    await blurInputs(page);
    await page.keyboard.press('?');
    await byId(page, testIds.helpOverlay).waitFor();
    await journey.screenshot('07-help');
    await page.keyboard.press('Escape');
    await byId(page, testIds.helpOverlay).waitFor({ state: 'hidden' });
  });

  await step('switch to the light theme', async () => {
    await blurInputs(page);
    await page.keyboard.press('ControlOrMeta+k');
    await byId(page, testIds.commandPalette).waitFor();
    await page.keyboard.type('Settings');
    await page.keyboard.press('Enter');
    const dialog = byId(page, testIds.settingsDialog);
    await dialog.waitFor();
    await choose(byId(dialog, testIds.settingsTheme), 'light', 'Light');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme), POLL)
      .toBe('light');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await journey.screenshot('08-light-theme');
  });
}
