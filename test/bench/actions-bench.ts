// One-click and hotkey trading in Debian's Chromium (playwright-core, /usr/bin/chromium), issue
// #24: from a ladder click or a key to the frame that paints the answer's notice (the renderer's
// `md:order-ack` measure), in the local venue, beside a baseline from the same page: a fetch of
// GET /time from the same service to the frame after its answer, the floor of any round trip
// the terminal makes. A fresh demo dir served with `--no-liquidity`: the book holds only what
// the bench quotes. `npm run bench -- actions`; ACTIONS_BENCH_ROUNDS=N sets the rounds (one
// order placed by a click and cancelled by the X key each; default 40).
import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { testIds } from '../../renderer/lib/test-ids.js';
import { launchChromium, openWatchedPage } from '../e2e/support/browser.js';
import { ackTimes, ladderUi } from '../e2e/support/ladder-ui.js';
import { quoteBothSides } from '../e2e/support/market-maker.js';
import { startTerminal } from '../e2e/support/terminal-process.js';
import { createWallet, openMarket, pickMarket } from '../e2e/support/trading-setup.js';
import { byId, displayedNumber, waitFor, waitForNone } from '../e2e/support/ui.js';
import type { Figure } from './support/figure.js';
import { LOCAL_NETWORK_FLAG, percentile } from './support/ui-frames.js';

const P50_TARGET_MS = 30;
const P95_TARGET_MS = 60;

const summary = (values: readonly number[]) =>
  `p50/p95/max ${percentile(values, 0.5).toFixed(1)}/${percentile(values, 0.95).toFixed(1)}/` +
  `${Math.max(...values).toFixed(1)} ms`;

/** GET /time from the page to the frame painted after its answer, `rounds` times, in ms. */
function roundTrips(page: Page, rounds: number): Promise<number[]> {
  return page.evaluate(async (count) => {
    const times: number[] = [];
    const nextPaint = () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    for (let round = 0; round < count; round += 1) {
      const start = performance.now();
      await (await fetch('/time')).text();
      await nextPaint();
      times.push(performance.now() - start);
    }
    return times;
  }, rounds);
}

export async function runActionsBench(): Promise<Figure[]> {
  execFileSync(process.execPath, ['scripts/build-renderer.mjs'], { stdio: 'inherit' });
  const rounds = Number(process.env['ACTIONS_BENCH_ROUNDS'] ?? 40);
  const browser = await launchChromium([LOCAL_NETWORK_FLAG]);
  try {
    return await measureActions(browser, rounds);
  } finally {
    await browser.close();
  }
}

async function measureActions(browser: Browser, rounds: number): Promise<Figure[]> {
  const terminal = await startTerminal({ args: ['--no-liquidity'], timeoutMs: 120_000 });
  const watched = await openWatchedPage(browser).catch(async (error: unknown) => {
    await terminal.stop();
    throw error;
  });
  try {
    const { page } = watched;
    const ui = ladderUi(page);
    const market = await pickMarket(terminal.apiUrl);
    const centre = await quoteBothSides(terminal.apiUrl, terminal.dataDir, market.conditionId);
    const bid = (centre - 4) / 100;
    await page.goto(terminal.terminalUrl);
    await openMarket(page, market);
    await createWallet(page, 'Bench', 'actions bench passphrase');
    await byId(page, testIds.faucetButton).click();
    await waitFor('paper funds', async () => {
      const cash = displayedNumber(await byId(page, testIds.balance).first().innerText());
      return cash && cash > 0 ? true : undefined;
    });
    await ui.press('a');
    await waitFor('the ladder armed', async () =>
      (await ui.armed()) === 'true' ? true : undefined,
    );
    for (let round = 0; round < rounds; round += 1) {
      await ui.level('bid', bid).click();
      await ui.marker('bid', bid).waitFor();
      await ui.press('x');
      await waitForNone('the marker to go', ui.markers());
      await ui.clearNotices();
    }
    const acks = await ackTimes(page);
    const floor = await roundTrips(page, acks.length);
    console.log(
      `  click or key to the order acknowledged on screen, n=${acks.length}: ${summary(acks)}; ` +
        `GET /time to the next frame, n=${floor.length}: ${summary(floor)}`,
    );
    if (acks.length < rounds * 2) throw new Error(`only ${acks.length} acknowledgements measured`);
    const named = (p: number) =>
      `click or key to the order acknowledged on screen, local venue, p${p * 100}`;
    return [
      { p: 0.5, target: P50_TARGET_MS },
      { p: 0.95, target: P95_TARGET_MS },
    ].map(({ p, target }) => {
      const value = percentile(acks, p);
      return {
        name: named(p),
        value,
        baseline: percentile(floor, p),
        unit: 'ms',
        target: `<= ${target} ms; baseline: GET /time from the page to the next frame`,
        met: value <= target,
      };
    });
  } finally {
    if (watched.problems.length > 0) console.log(`  page problems: ${watched.problems.join('; ')}`);
    await watched.close();
    await terminal.stop();
  }
}
