// The renderer's figures in Debian's Chromium (playwright-core, /usr/bin/chromium), each beside
// a baseline from the same run: initial JavaScript, cold start to an interactive market list,
// scrolling the 100,000-market list, ladder paint latency at 50 book updates/s, and the
// renderer's heap on a live market; then the ladder board and the list with the demo trading
// (test/bench/board-bench.ts).
// `npm run bench -- ui`; BENCH_DATA_DIR=DIR reuses a data dir seeded with 100,000 markets,
// UI_BENCH_MINUTES=N shortens the heap run (default 10).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { perfMarks, testIds } from '../../renderer/lib/test-ids.js';
import { launchChromium, openWatchedPage, type WatchedPage } from '../e2e/support/browser.js';
import { startTerminal, type TerminalProcess } from '../e2e/support/terminal-process.js';
import { byId } from '../e2e/support/ui.js';
import { runBoardBench } from './board-bench.js';
import type { Figure } from './support/figure.js';
import { marketTerms } from '../e2e/support/market-maker.js';
import { prepareBookDriver } from './support/ui-book-driver.js';
import { initialJs, reactAloneGzipBytes } from './support/ui-bundle.js';
import {
  bareLoads,
  markEpochMs,
  measureColdStarts,
  writeCodeCache,
} from './support/ui-cold-start.js';
import {
  assertIsolated,
  emptyScrollPage,
  heapAfterGc,
  isolateDocument,
  LOCAL_NETWORK_FLAG,
  percentile,
  scrollFrames,
  takeMeasures,
  taskToFrameLatency,
} from './support/ui-frames.js';

const COLD_START_RUNS = 5;
const SCROLL_PX_PER_SECOND = 2400;
const SCROLL_MS = 8000;
const UPDATES_PER_SECOND = 50;
const LADDER_SECONDS = 20;
const FRAME_MS = 16.7;

const median = (values: readonly number[]) => percentile(values, 0.5);
const kb = (bytes: number) => bytes / 1024;
const mb = (bytes: number) => bytes / 1024 / 1024;

function seed(dataDir: string, markets: number): void {
  execFileSync(
    process.execPath,
    ['dist/server/main.js', 'seed', '--data-dir', dataDir, '--markets', String(markets)],
    { stdio: 'inherit' },
  );
}

async function bundleFigure(): Promise<Figure> {
  const js = initialJs();
  for (const file of js.files) {
    console.log(
      `  initial JS ${file.path}: ${kb(file.bytes).toFixed(0)} KB, gzip ${kb(file.gzipBytes).toFixed(0)} KB`,
    );
  }
  return {
    name: 'initial JavaScript, gzip -9',
    value: kb(js.gzipBytes),
    baseline: kb(await reactAloneGzipBytes()),
    unit: 'KB',
    target: '<= 350 KB; baseline: react + react-dom alone',
    met: kb(js.gzipBytes) <= 350,
  };
}

async function coldStartFigure(browser: Browser): Promise<Figure> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-ui-cold-'));
  try {
    seed(dataDir, 1500);
    // The first serve of a dir does one-off work, and of a build writes its code cache.
    await measureColdStarts(browser, dataDir, 1);
    await writeCodeCache(dataDir);
    const cold = await measureColdStarts(browser, dataDir, COLD_START_RUNS);
    const js = initialJs();
    const bytes = js.files.reduce((sum, file) => sum + file.bytes, 0);
    const bare = await bareLoads(browser, bytes, COLD_START_RUNS);
    console.log(
      `  cold starts (ms): ${cold.interactiveMs.map(Math.round).join(', ')}; spawn to ` +
        `listening: ${cold.listeningMs.map(Math.round).join(', ')}; bare page loads of ` +
        `${kb(bytes).toFixed(0)} KB: ${bare.join(', ')}`,
    );
    const value = median(cold.interactiveMs);
    return {
      name: `cold start to an interactive market list, median of ${COLD_START_RUNS}`,
      value,
      baseline: median(cold.listeningMs) + median(bare),
      unit: 'ms',
      target: '<= 1,000 ms; baseline: spawn to listening + a bare page of the same size',
      met: value <= 1000,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function scrollFigure(watched: WatchedPage, terminal: TerminalProcess): Promise<Figure> {
  const { page } = watched;
  const stopIsolating = await isolateDocument(page, terminal.terminalUrl);
  await page.goto(terminal.terminalUrl);
  await markEpochMs(page, perfMarks.listInteractive, 60_000);
  await assertIsolated(page);
  const run = await scrollFrames(page, testIds.marketList, SCROLL_PX_PER_SECOND, SCROLL_MS);
  await stopIsolating();
  const empty = await watched.context.newPage();
  const emptyUrl = new URL('/bench-empty-scroll', terminal.apiUrl).href;
  await isolateDocument(empty, emptyUrl, emptyScrollPage(testIds.marketList));
  await empty.goto(emptyUrl);
  await assertIsolated(empty);
  const floor = await scrollFrames(empty, testIds.marketList, SCROLL_PX_PER_SECOND, SCROLL_MS);
  await empty.close();
  const value = percentile(run.frames, 0.95);
  const baseline = percentile(floor.frames, 0.95);
  console.log(
    `  list scroll: ${run.frames.length} frames, ${Math.round(run.scrolledPx)} px in ` +
      `${SCROLL_MS / 1000} s, p50/p95/max ${median(run.frames).toFixed(1)}/` +
      `${value.toFixed(1)}/${Math.max(...run.frames).toFixed(1)} ms; empty page ` +
      `${floor.frames.length} frames, p95 ${baseline.toFixed(1)} ms`,
  );
  return {
    name: `100,000-market list scrolled at ${SCROLL_PX_PER_SECOND} px/s, p95 frame time`,
    value,
    baseline,
    unit: 'ms',
    target: `<= ${FRAME_MS} ms (or the empty page's floor); baseline: an empty page`,
    met: value <= Math.max(FRAME_MS, baseline) && run.scrolledPx > 0,
  };
}

async function ladderAndHeapFigures(
  watched: WatchedPage,
  terminal: TerminalProcess,
  minutes: number,
): Promise<Figure[]> {
  const { page } = watched;
  await page.goto(terminal.terminalUrl);
  const first = byId(page, testIds.marketRow).first();
  await first.waitFor();
  const conditionId = await first.getAttribute('data-condition-id');
  if (!conditionId) throw new Error('the first market row has no data-condition-id');
  await first.click();
  // An empty book shows an empty state instead of the ladder until the first order rests.
  await byId(page, testIds.marketPage).waitFor();
  const market = await marketTerms(terminal.apiUrl, conditionId);
  const driver = await prepareBookDriver(terminal.apiUrl, terminal.dataDir, market);
  await driver.run(UPDATES_PER_SECOND, 3);
  const idle = await taskToFrameLatency(page, UPDATES_PER_SECOND, 10_000);
  await takeMeasures(page, perfMarks.ladderPaint);
  const load = await driver.run(UPDATES_PER_SECOND, LADDER_SECONDS);
  const paints = await takeMeasures(page, perfMarks.ladderPaint);
  const value = percentile(paints, 0.95);
  console.log(
    `  ladder: ${load.updates} book updates in ${LADDER_SECONDS} s (${load.refused} refused), ` +
      `${paints.length} painted batches, paint p50/p95/max ${median(paints).toFixed(1)}/` +
      `${value.toFixed(1)}/${Math.max(...paints).toFixed(1)} ms`,
  );
  const heap = [await heapAfterGc(page)];
  for (let minute = 0; minute < minutes; minute++) {
    await driver.run(UPDATES_PER_SECOND, 60);
    heap.push(await heapAfterGc(page));
  }
  console.log(
    `  renderer heap after GC, per minute (MB): ${heap.map((b) => mb(b).toFixed(1)).join(', ')}`,
  );
  const [start, end] = [heap[0]!, heap[heap.length - 1]!];
  return [
    {
      name: `ladder update painted after arrival, p95 at ${UPDATES_PER_SECOND} updates/s`,
      value,
      baseline: percentile(idle, 0.95),
      unit: 'ms',
      target: '<= 16 ms; baseline: a task to its animation frame with no updates',
      met: value <= 16 && paints.length > 0 && load.refused === 0,
    },
    {
      name: `renderer heap after ${minutes} min on a live market (${UPDATES_PER_SECOND} updates/s), after GC`,
      value: mb(end),
      baseline: mb(start),
      unit: 'MB',
      target: 'flat: within 10 % or 1 MB of the start (baseline)',
      met: end - start <= Math.max(start * 0.1, 1024 * 1024),
    },
  ];
}

export async function runUiBench(): Promise<Figure[]> {
  execFileSync(process.execPath, ['scripts/build-renderer.mjs'], { stdio: 'inherit' });
  const minutes = Number(process.env['UI_BENCH_MINUTES'] ?? 10);
  const browser = await launchChromium([LOCAL_NETWORK_FLAG]);
  const given = process.env['BENCH_DATA_DIR'];
  const bigDir = given ?? mkdtempSync(join(tmpdir(), 'marketdesk-ui-100k-'));
  try {
    const figures = [await bundleFigure(), await coldStartFigure(browser)];
    if (!given) seed(bigDir, 100_000);
    const terminal = await startTerminal({
      dataDir: bigDir,
      args: ['--no-liquidity', '--no-rate-limits'],
      timeoutMs: 120_000,
    });
    const watched = await openWatchedPage(browser);
    try {
      figures.push(await scrollFigure(watched, terminal));
      figures.push(...(await ladderAndHeapFigures(watched, terminal, minutes)));
    } finally {
      if (watched.problems.length > 0)
        console.log(`  page problems: ${watched.problems.join('; ')}`);
      await watched.close();
      await terminal.stop();
    }
    figures.push(...(await runBoardBench(browser)));
    return figures;
  } finally {
    await browser.close();
    if (!given) rmSync(bigDir, { recursive: true, force: true });
  }
}
