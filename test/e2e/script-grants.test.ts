// A script trades through the terminal without the account's key, on Debian's Chromium: the
// trader issues a grant in Settings › Scripts and reads its token once; a script places two
// orders with it over HTTP; the terminal tags them with the grant's name and counts them in the
// pane; the grant's kill switch revokes the token and cancels both
// (test-results/screenshots/11-scripts.png).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeySteps, quietVenue, usePageSession } from './support/page-session.js';
import { testIds } from '../../renderer/lib/test-ids.js';
import { tickPrice } from './support/catalog.js';
import { marketTerms } from './support/market-maker.js';
import {
  blurInputs,
  byId,
  dismissNotices,
  displayedNumber,
  setInput,
  waitFor,
  waitForCount,
  waitForNone,
} from './support/ui.js';

const PASSPHRASE = 'grants passphrase 1';
const GRANT = 'e2e-bot';
const POLL = { timeout: 20_000 };

interface ListedMarket {
  conditionId: string;
  outcomePrices: string;
}

/** A binary market priced 10-90 cents, and a BUY of YES far below it that rests. */
async function restingOrder(apiUrl: string) {
  const response = await fetch(
    `${apiUrl}/markets?active=true&closed=false&order=volume&ascending=false&limit=10`,
  );
  const listed = (await response.json()) as ListedMarket[];
  const yesPrice = (m: ListedMarket) => Number((JSON.parse(m.outcomePrices) as string[])[0]);
  const market = listed.find((m) => yesPrice(m) >= 0.1 && yesPrice(m) <= 0.9) ?? listed[0]!;
  const terms = await marketTerms(apiUrl, market.conditionId);
  const tick = terms.tickTicks / 10_000;
  return {
    tokenId: terms.tokenIds[0],
    price: tickPrice(Math.max(yesPrice(market) - 0.08, tick), tick),
    size: String(Math.max(terms.minSizeMicros / 1e6, 5)),
  };
}

const grantCall = (apiUrl: string, token: string, path: string, init: RequestInit = {}) =>
  fetch(`${apiUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });

async function openScripts(page: Page) {
  await blurInputs(page);
  await page.keyboard.press('ControlOrMeta+k');
  await byId(page, testIds.commandPalette).waitFor();
  await page.keyboard.type('Script grants');
  await page.keyboard.press('Enter');
  const dialog = byId(page, testIds.settingsDialog);
  await dialog.waitFor();
  const pane = byId(dialog, testIds.scriptsPane);
  await pane.waitFor();
  return pane;
}

async function closeSettings(page: Page) {
  await page.keyboard.press('Escape');
  await byId(page, testIds.settingsDialog).waitFor({ state: 'hidden' });
}

describe('a script trading with a grant', () => {
  const session = usePageSession([quietVenue]);

  it('places orders tagged with the grant, counted in the pane, until the kill switch', async () => {
    const { watched, terminals } = session();
    const { page, screenshot } = watched;
    const { apiUrl, terminalUrl } = terminals[0]!;
    const step = journeySteps(watched, 'grants');
    const grantRow = (pane: Locator) =>
      byId(pane, testIds.grantRow).and(page.locator(`[data-grant-name="${GRANT}"]`));
    const usage = (pane: Locator, limit: string) =>
      byId(grantRow(pane), testIds.grantUsage).and(page.locator(`[data-limit="${limit}"]`));
    let token = '';

    await step('create a wallet with paper funds', async () => {
      await page.goto(terminalUrl);
      await byId(page, testIds.currentAccount).click();
      const dialog = byId(page, testIds.accountsDialog);
      await setInput(byId(dialog, testIds.vaultCreateName), 'Scripts');
      await setInput(byId(dialog, testIds.vaultCreatePassphrase), PASSPHRASE);
      await setInput(dialog.getByLabel('Repeat passphrase'), PASSPHRASE);
      await byId(dialog, testIds.vaultCreateSubmit).click();
      await byId(dialog, testIds.vaultMnemonicConfirm).click();
      await expect
        .poll(() => byId(page, testIds.currentAccount).getAttribute('data-locked'), POLL)
        .toBeNull();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await byId(page, testIds.faucetButton).click();
      await waitFor('paper funds', async () => {
        const text = await byId(page, testIds.balance).first().innerText();
        return (displayedNumber(text) ?? 0) > 0 ? true : undefined;
      });
    });

    await step('issue a grant and read its token once', async () => {
      const pane = await openScripts(page);
      await pane.getByText('No grants yet').waitFor();
      await byId(pane, testIds.grantNew).click();
      await setInput(byId(pane, `${testIds.grantField}-name`), GRANT);
      await setInput(byId(pane, `${testIds.grantField}-maxOpenNotional`), '50');
      await byId(pane, testIds.grantSubmit).click();
      token = (await byId(pane, testIds.grantToken).innerText()).trim();
      expect(token.length).toBeGreaterThan(16);
      expect(await pane.innerText()).toContain('it will not be shown again');
      expect(await byId(pane, testIds.grantCurl).innerText()).toContain(`${apiUrl}/grant`);
      await byId(pane, testIds.grantTokenDone).click();
      await waitForNone('the token to go', byId(pane, testIds.grantToken));
      expect(await grantRow(pane).getAttribute('data-status')).toBe('active');
    });

    const placed: string[] = [];
    await step('place two orders over HTTP with the token', async () => {
      const order = await restingOrder(apiUrl);
      for (let n = 0; n < 2; n++) {
        const response = await grantCall(apiUrl, token, '/grant/order', {
          method: 'POST',
          body: JSON.stringify({ ...order, side: 'BUY', orderType: 'GTC' }),
        });
        const answer = (await response.json()) as { success?: boolean; orderID?: string };
        expect(response.status, JSON.stringify(answer)).toBe(200);
        expect(answer.success).toBe(true);
        placed.push(answer.orderID!);
      }
      expect(new Set(placed).size).toBe(2);
      const pane = byId(page, testIds.scriptsPane);
      await expect.poll(() => usage(pane, 'ordersSent').innerText(), POLL).toMatch(/Sent\s*2/);
      await expect.poll(() => usage(pane, 'openNotional').innerText(), POLL).toMatch(/2 orders/);
      await waitForCount('the orders in the audit log', byId(pane, testIds.grantAuditRow), 3);
      await dismissNotices(page);
      await screenshot('11-scripts');
    });

    await step('see them tagged with the grant among open orders', async () => {
      await closeSettings(page);
      await byId(page, `${testIds.portfolioTab}-orders`).click();
      const tagged = byId(page, testIds.openOrderRow).filter({
        has: byId(page, testIds.grantTag).filter({ hasText: GRANT }),
      });
      await waitForCount('two open orders tagged with the grant', tagged, 2);
    });

    await step('revoke the grant and cancel its orders in two clicks', async () => {
      const pane = await openScripts(page);
      await byId(grantRow(pane), testIds.grantRevoke).click();
      await byId(grantRow(pane), testIds.grantRevokeConfirm).click();
      await expect
        .poll(() => byId(pane, testIds.grantRevokeResult).innerText(), POLL)
        .toContain('Revoked 1 grant, cancelled 2 orders');
      await expect.poll(() => grantRow(pane).getAttribute('data-status'), POLL).toBe('revoked');
      const refused = await grantCall(apiUrl, token, '/grant/orders');
      expect(refused.status).toBe(401);
      await dismissNotices(page);
      await closeSettings(page);
      await waitForNone('the open orders to go', byId(page, testIds.openOrderRow));
    });
  });
});
