// The terminal in mirror mode, on Debian's Chromium: A is a local venue, B mirrors A, and the
// terminal is B's. B's market list shows A's markets, the status bar says mirror and online, the
// paper faucet is gone, and a market's ladder shows the levels resting in A's book; with a
// screenshot (test-results/screenshots/09-mirror.png). Any page error, console error or
// unhandled rejection fails it.
import { describe, expect, it } from 'vitest';
import { journeySteps, mirrorOfFirst, quietVenue, usePageSession } from './support/page-session.js';
import { testIds } from '../../renderer/lib/test-ids.js';
import { quoteBothSides } from './support/market-maker.js';
import { getJson, untilFirstFullSync } from './support/mirror.js';
import {
  blurInputs,
  byId,
  displayedNumber,
  ladderTop,
  setInput,
  waitForCount,
  waitForNone,
} from './support/ui.js';

const POLL = { timeout: 30_000 };
const PASSPHRASE = 'mirror passphrase 1';

interface Level {
  price: string;
  size: string;
}

describe('the terminal of a mirror', () => {
  // A: the demo catalog without agents (its books hold what the test rests); B mirrors A.
  const session = usePageSession([quietVenue, mirrorOfFirst], 30_000);

  it("shows A's markets and book, mirror and online, and no faucet", async () => {
    const { watched, terminals } = session();
    const { page, screenshot } = watched;
    const a = terminals[0]!.apiUrl;
    const b = terminals[1]!.apiUrl;
    const step = journeySteps(watched, 'mirror');
    const rows = byId(page, testIds.marketRow);
    const topByVolume = '/markets?active=true&closed=false&order=volume&ascending=false&limit=5';
    let top: { id: string; conditionId: string; clobTokenIds: string }[] = [];

    await step('B finishes its first sync of A', async () => {
      await untilFirstFullSync(b);
      top = await getJson(`${a}${topByVolume}`);
      expect((await getJson<{ id: string }[]>(`${b}${topByVolume}`)).map((m) => m.id)).toEqual(
        top.map((m) => m.id),
      );
    });

    await step("the list shows A's markets", async () => {
      await page.goto(terminals[1]!.terminalUrl);
      await waitForCount('market rows', rows, 5);
      const shown = await rows.evaluateAll((found) =>
        found.slice(0, 5).map((row) => row.getAttribute('data-market-id') ?? ''),
      );
      expect(shown).toEqual(top.map((m) => m.id));
    });

    await step('the status bar says mirror and online', async () => {
      await expect
        .poll(() => byId(page, testIds.serviceMode).getAttribute('data-mode'), POLL)
        .toBe('mirror');
      await expect.poll(() => byId(page, testIds.upstreamState).innerText(), POLL).toBe('Online');
    });

    await step("a new wallet's balance is the upstream's, with no faucet beside it", async () => {
      await byId(page, testIds.currentAccount).click();
      const dialog = byId(page, testIds.accountsDialog);
      await dialog.waitFor();
      await setInput(byId(dialog, testIds.vaultCreateName), 'Mirror');
      await setInput(byId(dialog, testIds.vaultCreatePassphrase), PASSPHRASE);
      await setInput(dialog.getByLabel('Repeat passphrase'), PASSPHRASE);
      await byId(dialog, testIds.vaultCreateSubmit).click();
      await byId(dialog, testIds.vaultMnemonicConfirm).click();
      await waitForNone('the mnemonic to go away', byId(page, testIds.vaultMnemonic));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      const cash = async () =>
        displayedNumber(await byId(page, testIds.balance).first().innerText());
      await expect.poll(cash, POLL).toBe(0);
      expect(await byId(page, testIds.faucetButton).count()).toBe(0);
    });

    await step('no faucet in the command palette', async () => {
      await blurInputs(page);
      await page.keyboard.press('ControlOrMeta+k');
      const palette = byId(page, testIds.commandPalette);
      await palette.waitFor();
      await page.keyboard.type('faucet');
      await expect.poll(() => palette.innerText(), POLL).not.toMatch(/faucet/i);
      await page.keyboard.press('Escape');
      await palette.waitFor({ state: 'hidden' });
    });

    await step("a market's ladder shows A's levels", async () => {
      const market = top[0]!;
      await quoteBothSides(a, terminals[0]!.dataDir, market.conditionId);
      const [yes] = JSON.parse(market.clobTokenIds) as string[];
      const book = await getJson<{ bids: Level[]; asks: Level[] }>(`${a}/book?token_id=${yes}`);
      const bestBid = Math.max(...book.bids.map((level) => Number(level.price)));
      const bestAsk = Math.min(...book.asks.map((level) => Number(level.price)));
      await rows.and(page.locator(`[data-market-id="${market.id}"]`)).click();
      await byId(page, testIds.marketPage).waitFor();
      await expect.poll(() => ladderTop(page), POLL).toEqual({ bestBid, bestAsk });
      await screenshot('09-mirror');
    });
  });
});
