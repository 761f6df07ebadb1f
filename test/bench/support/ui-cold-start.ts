// Cold start: `serve` spawned on a prepared data dir until the market list is interactive in a
// fresh browser context (the renderer's `md:list-interactive` mark), wall time from the spawn.
// Baseline: the same spawn until `listening on`, plus a bare node:http page load of a static
// HTML as large as what the renderer's first load fetches.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { perfMarks } from '../../../renderer/lib/test-ids.js';
import { codeCacheName } from '../../../server/cli/code-cache-name.js';
import { VIEWPORT } from '../../e2e/support/browser.js';
import { startTerminal } from '../../e2e/support/terminal-process.js';

/** Epoch ms at which the page recorded `mark`, waiting for it. */
export async function markEpochMs(page: Page, mark: string, timeoutMs = 30_000): Promise<number> {
  await page.waitForFunction(
    (name) => performance.getEntriesByName(name, 'mark').length > 0,
    mark,
    { timeout: timeoutMs, polling: 10 },
  );
  return page.evaluate(
    (name) => performance.timeOrigin + performance.getEntriesByName(name, 'mark')[0]!.startTime,
    mark,
  );
}

export interface ColdStart {
  /** Spawn to `md:list-interactive`, ms, one per run. */
  interactiveMs: number[];
  /** Spawn to `listening on`, ms. */
  listeningMs: number[];
}

export async function measureColdStarts(
  browser: Browser,
  dataDir: string,
  runs: number,
): Promise<ColdStart> {
  const result: ColdStart = { interactiveMs: [], listeningMs: [] };
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const spawnedAt = Date.now();
    const terminal = await startTerminal({ dataDir });
    try {
      await page.goto(terminal.terminalUrl, { waitUntil: 'commit' });
      result.interactiveMs.push((await markEpochMs(page, perfMarks.listInteractive)) - spawnedAt);
      result.listeningMs.push(terminal.listeningMs);
    } finally {
      await context.close();
      await terminal.stop();
    }
  }
  return result;
}

const CODE_CACHE_WAIT_MS = 30_000;

/**
 * Serves `dataDir` until the launcher has written the code cache of the built service
 * (server/cli/launcher.ts: a few seconds into a start without one), as every start after a
 * user's first session finds it.
 */
export async function writeCodeCache(dataDir: string): Promise<void> {
  const cacheFile = join('dist/server', codeCacheName(readFileSync('dist/server/service.cjs')));
  if (existsSync(cacheFile)) return;
  const terminal = await startTerminal({ dataDir });
  try {
    const until = Date.now() + CODE_CACHE_WAIT_MS;
    while (!existsSync(cacheFile)) {
      if (Date.now() > until) throw new Error(`no code cache ${cacheFile} written`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await terminal.stop();
  }
}

/** Load times (navigation to the load event, ms) of a static page of `bytes` over node:http. */
export async function bareLoads(browser: Browser, bytes: number, runs: number): Promise<number[]> {
  const head = '<!doctype html><html><head><title>bare</title></head><body><p>bare</p><!--';
  const tail = '--></body></html>';
  const html = head + 'x'.repeat(Math.max(0, bytes - head.length - tail.length)) + tail;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const loads: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
      loads.push(Date.now() - started);
      await context.close();
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return loads;
}
