// The ladder's trading as a trader drives it in Chromium: levels, markers, the hint, the keys
// and the notices, for test/e2e/ladder-trading.test.ts and mirror-ladder-trading.test.ts.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { perfMarks, testIds } from '../../../renderer/lib/test-ids.js';
import { blurInputs, byId, dismissNotices, ladderLevels, setInput, waitFor } from './ui.js';

export type LadderSide = 'bid' | 'ask';

/** A price in cents as the ladder's notices write it: 0.45 → "45¢", 0.455 → "45.5¢". */
export const cents = (price: number): string => `${Number((price * 100).toFixed(2))}¢`;

/** The complement of a price on the 0.0001 grid: 1 − 0.46 → 0.54. */
export const complement = (price: number): number => Math.round((1 - price) * 10_000) / 10_000;

/** `price` moved by whole cents, without float steps. */
export const shifted = (price: number, cents: number): number =>
  Math.round(price * 100 + cents) / 100;

export function ladderUi(page: Page) {
  const row = (side: LadderSide, price: number) =>
    byId(page, testIds.ladderRow).and(
      page.locator(`[data-key="${side}:${Math.round(price * 1e6)}"]`),
    );
  const level = (side: LadderSide, price: number) => row(side, price).locator('.ladder-level');
  const marker = (side: LadderSide, price: number) => byId(row(side, price), testIds.ownOrders);
  const markers = () => byId(page, testIds.ownOrders);

  /** Each side's prices, best first. */
  const prices = async () => {
    const levels = await ladderLevels(page);
    const of = (side: LadderSide) => levels.filter((l) => l.side === side).map((l) => l.price);
    return {
      bids: of('bid').sort((a, b) => b - a),
      asks: of('ask').sort((a, b) => a - b),
    };
  };

  /** Hovers a level and waits for the hint to read `expected`. */
  const hintFor = async (side: LadderSide, price: number, expected: string) =>
    waitFor(`the hint "${expected}"`, async () => {
      await page.mouse.move(0, 0);
      await level(side, price).hover();
      const text = await byId(page, testIds.ladderHint).innerText();
      if (text !== expected) throw new Error(`the hint reads "${text}"`);
      return true;
    });

  /** Waits for a notice whose title and detail match, and answers its text. */
  const notice = (title: RegExp, detail?: RegExp) =>
    waitFor(`a notice ${title}${detail ? ` / ${detail}` : ''}`, async () => {
      const shown = await byId(page, testIds.toast).evaluateAll((toasts) =>
        toasts.map((toast) => ({
          title: toast.querySelector('.toast-title')?.textContent ?? '',
          detail: toast.querySelector('.toast-detail')?.textContent ?? '',
        })),
      );
      const found = shown.find(
        (item) => title.test(item.title) && (!detail || detail.test(item.detail)),
      );
      if (!found && shown.length > 0) throw new Error(`the notices read ${JSON.stringify(shown)}`);
      return found && `${found.title}\n${found.detail}`;
    });

  /** Presses a trading key with the focus on no field. */
  const press = async (key: string) => {
    await blurInputs(page);
    await page.keyboard.press(key);
  };

  /** Drags the marker at one level to another, as a trader's mouse does. */
  const drag = async (from: [LadderSide, number], to: [LadderSide, number]) => {
    const start = await marker(...from).boundingBox();
    const end = await level(...to).boundingBox();
    if (!start || !end) throw new Error('a marker or level is not on screen');
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 6, {
      steps: 2,
    });
    await page.mouse.move(end.x + 30, end.y + end.height / 2, { steps: 6 });
    await page.mouse.up();
  };

  /** Sets the sizes and guards form's fields and saves it. */
  const setGuards = async (fields: Partial<Record<'maxSize' | 'maxNotional' | 'band', string>>) => {
    await byId(page, testIds.ladderGuardsToggle).click();
    const form = byId(page, testIds.ladderGuardsForm);
    await form.waitFor();
    for (const [name, value] of Object.entries(fields)) {
      await setInput(byId(form, `${testIds.ladderGuard}-${name}`), value);
    }
    await byId(form, testIds.ladderGuardsSave).click();
    await form.waitFor({ state: 'hidden' });
  };

  return {
    row,
    level,
    marker,
    markers,
    prices,
    hintFor,
    notice,
    press,
    drag,
    setGuards,
    clearNotices: () => dismissNotices(page),
    armed: () => byId(page, testIds.ladder).getAttribute('data-armed'),
  };
}

export type LadderUi = ReturnType<typeof ladderUi>;

/** The page's click- and key-to-acknowledgement measures so far, in ms. */
export const ackTimes = (page: Page): Promise<number[]> =>
  page.evaluate(
    (name) => performance.getEntriesByName(name).map((entry) => entry.duration),
    perfMarks.orderAck,
  );

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * Prints the acknowledgement times (p50, p95, max) and keeps them in test-results/ beside the
 * screenshots, for docs/benchmarks.md.
 */
export function reportAckTimes(label: string, times: readonly number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  const summary = {
    label,
    count: sorted.length,
    p50: Math.round(percentile(sorted, 50) * 10) / 10,
    p95: Math.round(percentile(sorted, 95) * 10) / 10,
    max: Math.round((sorted[sorted.length - 1] ?? NaN) * 10) / 10,
    all: sorted.map((time) => Math.round(time * 10) / 10),
  };
  process.stdout.write(
    `\n${label}: click or key to the order acknowledged on screen, n=${summary.count}, ` +
      `p50 ${summary.p50} ms, p95 ${summary.p95} ms, max ${summary.max} ms\n`,
  );
  const file = join('test-results', `${label.replace(/\W+/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
}
