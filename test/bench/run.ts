// `npm run bench`: every benchmark, each figure printed beside its baseline from the same run.
import { runActionsBench } from './actions-bench.js';
import { runBookBench } from './book-bench.js';
import { runCatalogBench } from './catalog-bench.js';
import { runDemoBench } from './demo-bench.js';
import { runEngineBench } from './engine-bench.js';
import { runGrantBench } from './grant-bench.js';
import { runMemoryBench } from './memory-bench.js';
import { runOrderBench } from './order-bench.js';
import { runSearchBench } from './search-bench.js';
import { runSignatureBench } from './signature-bench.js';
import { runStreamBench } from './stream-bench.js';
import { runSyncBench } from './sync-bench.js';
import { runTriggerBench } from './trigger-bench.js';
import { runUiBench } from './ui-bench.js';
import type { Figure } from './support/figure.js';

const format = (value: number) =>
  value >= 100 ? Math.round(value).toLocaleString('en') : value.toFixed(2);

function print(title: string, figures: Figure[]): void {
  console.log(`\n${title}`);
  for (const figure of figures) {
    console.log(
      `  ${figure.met ? 'ok  ' : 'MISS'} ${figure.name}: ${format(figure.value)} ${figure.unit}` +
        ` (baseline ${format(figure.baseline)} ${figure.unit}; target ${figure.target})`,
    );
  }
}

const only = process.argv[2];
const failures: string[] = [];
if (!only || only === 'catalog') {
  const figures = await runCatalogBench();
  print('catalog (bare node:http serving the same bytes is the baseline)', figures);
  failures.push(...figures.filter((figure) => !figure.met).map((figure) => figure.name));
}
if (!only || only === 'search') {
  const figures = await runSearchBench();
  print('type-ahead search (a lookup by id on the same connection is the baseline)', figures);
  failures.push(...figures.filter((figure) => !figure.met).map((figure) => figure.name));
}
if (!only || only === 'engine') {
  const { figures } = runEngineBench();
  print('matching engine (a naive sorted-array book is the baseline)', figures);
  failures.push(...figures.filter((figure) => !figure.met).map((figure) => figure.name));
}
if (!only || only === 'memory') {
  const figures = await runMemoryBench();
  print("memory per market (issue #16's dense books are the baseline)", figures);
  failures.push(...figures.filter((figure) => !figure.met).map((figure) => figure.name));
}
if (!only || only === 'signatures') {
  const figures = await runSignatureBench();
  print('order signatures (ethers v6 is the baseline)', figures);
  failures.push(...figures.filter((figure) => !figure.met).map((figure) => figure.name));
}
if (!only || only === 'orders') {
  // `npm run bench -- orders 16`: another number of connections than the default.
  const connections = Number(process.argv[3]) || undefined;
  const figures = await runOrderBench(connections ? { connections } : {});
  print('orders (the baseline is order-signature verification alone, one core)', figures);
  failures.push(...figures.filter((figure) => !figure.met).map((figure) => figure.name));
}
if (!only || only === 'grants') {
  const figures = await runGrantBench();
  print('script grants (POST /order signed by the script itself is the baseline)', figures);
  failures.push(...figures.filter((figure) => !figure.met).map((figure) => figure.name));
}
if (!only || only === 'triggers') {
  const figures = await runTriggerBench();
  print('conditional orders (the same SELL placed by hand is the baseline)', figures);
  failures.push(...figures.filter((figure) => !figure.met).map((figure) => figure.name));
}
if (!only || only === 'book') {
  const figures = await runBookBench();
  print(
    'order book reads (a bare node:http server sending the same bytes is the baseline)',
    figures,
  );
  failures.push(...figures.filter((figure) => !figure.met).map((figure) => figure.name));
}
if (!only || only === 'stream') {
  const figures = await runStreamBench();
  print('WebSocket fan-out (the same pipeline with one subscriber is the baseline)', figures);
  failures.push(...figures.filter((figure) => !figure.met).map((figure) => figure.name));
}
if (!only || only === 'ui') {
  const figures = await runUiBench();
  print('renderer in Chromium (each figure beside its baseline, named with it)', figures);
  failures.push(...figures.filter((figure) => !figure.met).map((figure) => figure.name));
}
if (!only || only === 'actions') {
  const figures = await runActionsBench();
  print('one-click and hotkey trading in Chromium (a bare round trip is the baseline)', figures);
  failures.push(...figures.filter((figure) => !figure.met).map((figure) => figure.name));
}
if (!only || only === 'demo') {
  const figures = await runDemoBench();
  print('demo venue on a fresh data dir (each baseline named with its figure)', figures);
  failures.push(...figures.filter((figure) => !figure.met).map((figure) => figure.name));
}
if (!only || only === 'sync') {
  const figures = await runSyncBench();
  print('mirror catalog sync from a local 100,000-market upstream', figures);
  failures.push(...figures.filter((figure) => !figure.met).map((figure) => figure.name));
}
if (failures.length > 0) {
  console.log(`\n${failures.length} figure(s) missed their target`);
  process.exitCode = 1;
}
