import type { Locator, Page } from 'playwright-core';
import { testIds } from '../../../renderer/lib/test-ids.js';

export type TestId = (typeof testIds)[keyof typeof testIds];

export const byId = (scope: Page | Locator, id: TestId | `${TestId}-${string}`): Locator =>
  scope.getByTestId(id);

/** Polls `probe` until it answers a value other than undefined; fails naming what it awaited. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      const cause = last instanceof Error ? ` (last error: ${last.message})` : '';
      throw new Error(`timed out waiting for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until `locator` matches at least `min` elements; answers the count. */
export const waitForCount = (what: string, locator: Locator, min = 1, timeoutMs?: number) =>
  waitFor(
    what,
    async () => {
      const count = await locator.count();
      return count >= min ? count : undefined;
    },
    timeoutMs,
  );

/** Waits until `locator` matches nothing. */
export const waitForNone = (what: string, locator: Locator, timeoutMs?: number) =>
  waitFor(what, async () => ((await locator.count()) === 0 ? true : undefined), timeoutMs);

/** The number in a figure as displayed: "$1,234.50", "1,234.50 USDC", "−3.20" (minus sign). */
export function displayedNumber(text: string): number | undefined {
  const match = /[-−]?\d[\d,]*(\.\d+)?/.exec(text);
  if (!match) return undefined;
  const value = Number(match[0].replace(/,/g, '').replace('−', '-'));
  return Number.isFinite(value) ? value : undefined;
}

/** Picks an option of a control that is either a <select> or a group of labelled buttons. */
export async function choose(control: Locator, value: string, label = value): Promise<void> {
  const tag = await control.evaluate((element) => element.tagName);
  if (tag === 'SELECT') await control.selectOption(value);
  else await control.getByText(label, { exact: true }).click();
}

/** Sets an input, replacing what it held (React sees the input events). */
export async function setInput(input: Locator, value: string): Promise<void> {
  await input.fill('');
  await input.fill(value);
}

/** The price levels the ladder shows (its rows' `data-side` and `data-price`). */
export const ladderLevels = (page: Page) =>
  byId(page, testIds.ladderRow).evaluateAll((rows) =>
    rows.map((row) => ({
      side: row.getAttribute('data-side'),
      price: Number(row.getAttribute('data-price')),
    })),
  );

/** The best bid and ask the ladder shows. */
export async function ladderTop(page: Page): Promise<{ bestBid?: number; bestAsk?: number }> {
  const levels = await ladderLevels(page);
  const bids = levels.filter((l) => l.side === 'bid').map((l) => l.price);
  const asks = levels.filter((l) => l.side === 'ask').map((l) => l.price);
  return {
    ...(bids.length > 0 ? { bestBid: Math.max(...bids) } : {}),
    ...(asks.length > 0 ? { bestAsk: Math.min(...asks) } : {}),
  };
}

/** Moves keyboard focus off any input so that single-key shortcuts reach the app. */
export const blurInputs = (page: Page) =>
  page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });

/** Closes the notices shown, as a trader who read them would, so they cover nothing. */
export const dismissNotices = (page: Page) =>
  waitFor('the notices to close', async () => {
    const notices = byId(page, testIds.toast);
    if ((await notices.count()) === 0) return true;
    // A notice may go by itself between the count and the click.
    await notices
      .first()
      .getByRole('button', { name: 'Dismiss' })
      .click({ timeout: 1_000 })
      .catch(() => undefined);
    return undefined;
  });
