// What both ladder-trading journeys do before they trade: pick a market the book can be quoted
// around, open it, and make a wallet.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { testIds } from '../../../renderer/lib/test-ids.js';
import { wordOf } from './catalog.js';
import { byId, setInput, waitForCount, waitForNone } from './ui.js';

export interface TradedMarket {
  id: string;
  question: string;
  conditionId: string;
  outcomes: string[];
  tick: number;
  minSize: number;
}

interface Listed {
  id: string;
  question: string;
  conditionId: string;
  outcomes: string;
  outcomePrices: string;
  orderPriceMinTickSize: number;
  orderMinSize: number;
  clobTokenIds: string;
}

/**
 * A busy binary market on the 1¢ tick whose Yes is priced 15-85¢ and whose minimum order is at
 * most the default size (10): the quotes 4-6¢ either side of it fit, and the figures read plain.
 */
export async function pickMarket(apiUrl: string): Promise<TradedMarket> {
  const response = await fetch(
    `${apiUrl}/markets?active=true&closed=false&order=volume&ascending=false&limit=40`,
  );
  if (!response.ok) throw new Error(`GET /markets: HTTP ${response.status}`);
  const listed = (await response.json()) as Listed[];
  const fits = (market: Listed) => {
    const yes = Number((JSON.parse(market.outcomePrices) as string[])[0]);
    const tokens = JSON.parse(market.clobTokenIds) as string[];
    return (
      tokens.length === 2 &&
      yes >= 0.15 &&
      yes <= 0.85 &&
      market.orderPriceMinTickSize === 0.01 &&
      market.orderMinSize <= 10
    );
  };
  const market = listed.find(fits);
  if (!market) throw new Error('no market to trade: none on the 1¢ tick priced 15-85¢');
  return {
    id: market.id,
    question: market.question,
    conditionId: market.conditionId,
    outcomes: JSON.parse(market.outcomes) as string[],
    tick: market.orderPriceMinTickSize,
    minSize: market.orderMinSize,
  };
}

/** Finds the market by a word of its question and opens it. */
export async function openMarket(page: Page, market: TradedMarket): Promise<void> {
  await setInput(byId(page, testIds.marketSearch), wordOf(market.question));
  const row = byId(page, testIds.marketRow).and(page.locator(`[data-market-id="${market.id}"]`));
  await row.waitFor();
  await row.click();
  await byId(page, testIds.marketPage)
    .and(page.locator(`[data-market-id="${market.id}"]`))
    .waitFor();
  await waitForCount(
    'bid levels',
    byId(page, testIds.ladderRow).and(page.locator('[data-side="bid"]')),
  );
  await waitForCount(
    'ask levels',
    byId(page, testIds.ladderRow).and(page.locator('[data-side="ask"]')),
  );
}

/** Creates a wallet in the vault, unlocked; answers its address. */
export async function createWallet(page: Page, name: string, passphrase: string) {
  await byId(page, testIds.currentAccount).click();
  const dialog = byId(page, testIds.accountsDialog);
  await dialog.waitFor();
  await setInput(byId(dialog, testIds.vaultCreateName), name);
  await setInput(byId(dialog, testIds.vaultCreatePassphrase), passphrase);
  await setInput(dialog.getByLabel('Repeat passphrase'), passphrase);
  await byId(dialog, testIds.vaultCreateSubmit).click();
  await byId(dialog, testIds.vaultMnemonic).waitFor();
  const address = /0x[0-9a-fA-F]{40}/.exec(await dialog.innerText())?.[0];
  expect(address, 'the new account’s address').toBeDefined();
  await byId(dialog, testIds.vaultMnemonicConfirm).click();
  await waitForNone('the mnemonic to go away', byId(page, testIds.vaultMnemonic));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return address!;
}
