// The ladder board and the market list under load, in Debian's Chromium (playwright-core,
// /usr/bin/chromium), each beside a baseline from the same run (issue #24):
// - a board of 6 ladders, each market's book moved 50 times a second: p95 from an update's
//   arrival to the frame that painted it, beside a board of 1 ladder at the same rate;
// - the market list scrolled at 2,400 px/s while the demo's simulated traders trade (the
//   first market open, its ladder and chart live): p95 frame time, beside the same scroll on
//   the same data dir with the demo idle (`--no-liquidity`).
// Run by the UI bench (`npm run bench -- ui`, test/bench/ui-bench.ts) in its browser;
// BOARD_BENCH_SECONDS=N sets the board's measured runs (default 20).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { boardTestIds } from '../../renderer/lib/board-test-ids.js';
import { perfMarks, testIds } from '../../renderer/lib/test-ids.js';
import { openWatchedPage } from '../e2e/support/browser.js';
import { marketTerms } from '../e2e/support/market-maker.js';
import { startTerminal, type TerminalProcess } from '../e2e/support/terminal-process.js';
import type { Figure } from './support/figure.js';
import { markEpochMs } from './support/ui-cold-start.js';
import { prepareBookDriver, type BookDriver } from './support/ui-book-driver.js';
import {
  assertIsolated,
  isolateDocument,
  percentile,
  scrollFrames,
  takeMeasures,
  taskToFrameLatency,
  type ScrollRun,
} from './support/ui-frames.js';

const LADDERS = 6;
const UPDATES_PER_SECOND = 50;
const WARM_UP_SECONDS = 3;
const SCROLL_PX_PER_SECOND = 2400;
const SCROLL_MS = 8000;
const FRAME_MS = 16.7;
/** The simulated traders quote the most traded markets within some seconds of the start. */
const DEMO_WARM_UP_MS = 20_000;
/** Narrowest market list and ticket: the six ladders fit the 1600 px window side by side. */
const NARROW_PANES = { left: 260, right: 240, bottom: 240 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const p95 = (values: readonly number[]) => percentile(values, 0.95);
const summary = (values: readonly number[]) =>
  values.length === 0
    ? 'none'
    : `p50/p95/max ${percentile(values, 0.5).toFixed(1)}/${p95(values).toFixed(1)}/` +
      `${Math.max(...values).toFixed(1)} ms`;

interface ListedMarket {
  id: string;
  conditionId: string;
  clobTokenIds: string;
  orderPriceMinTickSize: number;
}

/** The `count` most traded open binary markets on the 1¢ tick, with their order terms. */
async function boardMarkets(apiUrl: string, count: number) {
  const response = await fetch(
    `${apiUrl}/markets?active=true&closed=false&order=volume&ascending=false&limit=60`,
  );
  if (!response.ok) throw new Error(`GET /markets: HTTP ${response.status}`);
  const listed = ((await response.json()) as ListedMarket[]).filter(
    (market) =>
      (JSON.parse(market.clobTokenIds) as string[]).length === 2 &&
      market.orderPriceMinTickSize === 0.01,
  );
  if (listed.length < count) throw new Error(`only ${listed.length} markets fit the board`);
  return Promise.all(
    listed.slice(0, count).map(async (market) => ({
      id: market.id,
      terms: await marketTerms(apiUrl, market.conditionId),
    })),
  );
}

/** Opens the terminal with a board of these pinned markets, as a trader would have left it. */
async function openBoard(page: Page, terminalUrl: string, marketIds: readonly string[]) {
  await page.goto(terminalUrl);
  await page.evaluate(
    ({ board, panes }) => {
      localStorage.setItem('marketdesk.board', JSON.stringify(board));
      localStorage.setItem('marketdesk.panes', JSON.stringify(panes));
    },
    { board: { open: true, source: { kind: 'pinned' }, pinned: marketIds }, panes: NARROW_PANES },
  );
  await page.reload();
  await page.waitForFunction(
    ({ id, count }) => document.querySelectorAll(`[data-testid="${id}"]`).length === count,
    { id: boardTestIds.boardCell, count: marketIds.length },
  );
}

interface PaintRun {
  paints: number[];
  updates: number;
  refused: number;
}

/** How often the measures are taken during a run: well before the renderer drops them. */
const TAKE_EVERY_MS = 2000;

/** Drives every market's book at the rate for `seconds`; the ladder paints measured meanwhile. */
async function paintsUnderLoad(page: Page, drivers: readonly BookDriver[], seconds: number) {
  await Promise.all(drivers.map((driver) => driver.run(UPDATES_PER_SECOND, WARM_UP_SECONDS)));
  await page.waitForFunction(
    ({ id, count }) => document.querySelectorAll(`[data-testid="${id}"]`).length === count,
    { id: testIds.ladder, count: drivers.length },
  );
  await takeMeasures(page, perfMarks.ladderPaint);
  const paints: number[] = [];
  let running = true;
  const taking = (async () => {
    while (running) {
      await sleep(TAKE_EVERY_MS);
      paints.push(...(await takeMeasures(page, perfMarks.ladderPaint)));
    }
  })();
  const loads = await Promise.all(drivers.map((driver) => driver.run(UPDATES_PER_SECOND, seconds)));
  running = false;
  await taking;
  paints.push(...(await takeMeasures(page, perfMarks.ladderPaint)));
  return {
    paints,
    updates: loads.reduce((sum, load) => sum + load.updates, 0),
    refused: loads.reduce((sum, load) => sum + load.refused, 0),
  } satisfies PaintRun;
}

async function boardFigure(browser: Browser, terminal: TerminalProcess): Promise<Figure> {
  const seconds = Number(process.env['BOARD_BENCH_SECONDS'] ?? 20);
  const markets = await boardMarkets(terminal.apiUrl, LADDERS);
  const drivers: BookDriver[] = [];
  for (const market of markets) {
    drivers.push(await prepareBookDriver(terminal.apiUrl, terminal.dataDir, market.terms, 2));
  }
  const watched = await openWatchedPage(browser);
  try {
    const { page } = watched;
    await openBoard(page, terminal.terminalUrl, [markets[0]!.id]);
    const one = await paintsUnderLoad(page, drivers.slice(0, 1), seconds);
    await openBoard(
      page,
      terminal.terminalUrl,
      markets.map((market) => market.id),
    );
    // What no rendering at all would leave: a task waiting for its frame at the six's rate.
    const floor = await taskToFrameLatency(page, LADDERS * UPDATES_PER_SECOND, 8000);
    const six = await paintsUnderLoad(page, drivers, seconds);
    for (const [label, run] of [
      ['1 ladder', one],
      [`${LADDERS} ladders`, six],
    ] as const) {
      console.log(
        `  board of ${label}: ${run.updates} book updates in ${seconds} s (${run.refused} ` +
          `refused), ${run.paints.length} painted batches, paint ${summary(run.paints)}`,
      );
    }
    console.log(
      `  a task waiting for its animation frame, ${LADDERS * UPDATES_PER_SECOND} a second on ` +
        `the idle board: ${summary(floor)}`,
    );
    if (watched.problems.length > 0) console.log(`  page problems: ${watched.problems.join('; ')}`);
    const value = p95(six.paints);
    return {
      name: `ladder board, ${LADDERS} ladders at ${UPDATES_PER_SECOND} updates/s each: update painted after arrival, p95`,
      value,
      baseline: p95(one.paints),
      unit: 'ms',
      target: `<= 16 ms; baseline: a board of 1 ladder at the same rate`,
      met: value <= 16 && six.paints.length > 0 && six.refused === 0,
    };
  } finally {
    await watched.close();
  }
}

interface ListScroll extends ScrollRun {
  /** Ladder batches the open market painted during the scroll. */
  ladderPaints: number;
}

/** The market list scrolled in a fresh page (its first market open), on the fine clock. */
async function scrollList(browser: Browser, terminal: TerminalProcess): Promise<ListScroll> {
  const watched = await openWatchedPage(browser);
  try {
    const { page } = watched;
    const stopIsolating = await isolateDocument(page, terminal.terminalUrl);
    await page.goto(terminal.terminalUrl);
    await markEpochMs(page, perfMarks.listInteractive, 60_000);
    await assertIsolated(page);
    await page.getByTestId(testIds.marketPage).waitFor();
    await sleep(2000);
    await takeMeasures(page, perfMarks.ladderPaint);
    const run = await scrollFrames(page, testIds.marketList, SCROLL_PX_PER_SECOND, SCROLL_MS);
    const ladderPaints = (await takeMeasures(page, perfMarks.ladderPaint)).length;
    await stopIsolating();
    if (watched.problems.length > 0) console.log(`  page problems: ${watched.problems.join('; ')}`);
    return { ...run, ladderPaints };
  } finally {
    await watched.close();
  }
}

function scrollFigure(busy: ListScroll, idle: ListScroll): Figure {
  for (const [label, run] of [
    ['demo idle', idle],
    ['demo trading', busy],
  ] as const) {
    console.log(
      `  list scroll, ${label}: ${run.frames.length} frames, ${Math.round(run.scrolledPx)} px in ` +
        `${SCROLL_MS / 1000} s, ${run.ladderPaints} ladder batches painted meanwhile, frame ` +
        summary(run.frames),
    );
  }
  const value = p95(busy.frames);
  return {
    name: `market list scrolled at ${SCROLL_PX_PER_SECOND} px/s with the demo trading, p95 frame time`,
    value,
    baseline: p95(idle.frames),
    unit: 'ms',
    target: `<= ${FRAME_MS} ms; baseline: the same scroll with the demo idle (--no-liquidity)`,
    met: value <= FRAME_MS && busy.scrolledPx > 0,
  };
}

/** The board and busy-list figures, in `browser` (launched with LOCAL_NETWORK_FLAG). */
export async function runBoardBench(browser: Browser): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-board-bench-'));
  try {
    // The first start seeds the demo catalog and its history; idle, only the bench moves books.
    const quiet = await startTerminal({
      dataDir,
      args: ['--no-liquidity', '--no-rate-limits'],
      timeoutMs: 300_000,
    });
    let idle: ListScroll;
    let board: Figure;
    try {
      idle = await scrollList(browser, quiet);
      board = await boardFigure(browser, quiet);
    } finally {
      await quiet.stop();
    }
    const trading = await startTerminal({ dataDir, timeoutMs: 300_000 });
    try {
      await sleep(DEMO_WARM_UP_MS);
      const busy = await scrollList(browser, trading);
      return [board, scrollFigure(busy, idle)];
    } finally {
      await trading.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
