// What the simulated liquidity costs on the demo catalog, measured on a simulated clock so the
// run takes seconds: orders per second and database growth per minute, first during the first
// quoting of every market, then in steady state.
//   npx tsx test/integration/liquidity/measure-rate.ts [steady minutes, default 20]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAuth, FileMasterKeySource, masterKeyFile } from '../../../server/auth/index.js';
import {
  createCatalog,
  createCatalogWriter,
  seedDemoCatalog,
} from '../../../server/catalog/index.js';
import { createLiquidity } from '../../../server/liquidity/index.js';
import { DEFAULT_OPTIONS } from '../../../server/liquidity/options.js';
import { openDatabase } from '../../../server/storage/index.js';
import { createTradingService } from '../../../server/trading/index.js';

const steadyMinutes = Number(process.argv[2] ?? 20);
const print = (line: string) => process.stdout.write(`${line}\n`);
const intervalMs = DEFAULT_OPTIONS.intervalMs ?? 1_000;
const dir = mkdtempSync(join(tmpdir(), 'marketdesk-liquidity-rate-'));
const db = openDatabase(join(dir, 'marketdesk.db'));
const clock = { ms: Date.now() };
const now = () => clock.ms;
const wall = performance.now();
try {
  seedDemoCatalog(db);
  const catalog = createCatalog(db, { assetBaseUrl: () => 'http://127.0.0.1:9999' });
  const auth = createAuth(db, { masterKey: new FileMasterKeySource(masterKeyFile(dir)) });
  const trading = createTradingService({
    db,
    auth,
    catalog,
    catalogWriter: createCatalogWriter(db),
    now,
  });
  const liquidity = createLiquidity({
    db,
    auth,
    catalog,
    trading,
    masterKey: new FileMasterKeySource(masterKeyFile(dir)),
    now,
    options: { intervalMs: null },
  });
  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  const usedBytes = () =>
    count('SELECT page_count - freelist_count AS n FROM pragma_page_count, pragma_freelist_count') *
    count('SELECT page_size AS n FROM pragma_page_size');
  const snapshot = () => ({
    atMs: clock.ms,
    posted: liquidity.stats().ordersPosted,
    cancels: liquidity.stats().cancelRequests,
    rows: count('SELECT COUNT(*) AS n FROM orders'),
    trades: count('SELECT COUNT(*) AS n FROM trades'),
    bytes: usedBytes(),
  });
  const run = async (ms: number) => {
    for (const end = clock.ms + ms; clock.ms < end;) {
      clock.ms += intervalMs;
      liquidity.tick();
      await trading.committed();
    }
  };
  const report = (label: string, from: ReturnType<typeof snapshot>) => {
    const to = snapshot();
    const seconds = (to.atMs - from.atMs) / 1000;
    const perMinute = (value: number) => ((value * 60) / seconds).toFixed(0);
    print(
      `${label}: ${(seconds / 60).toFixed(1)} simulated min, ` +
        `${((to.posted - from.posted) / seconds).toFixed(2)} orders/s, ` +
        `${((to.cancels - from.cancels) / seconds).toFixed(2)} cancel requests/s, ` +
        `${((to.trades - from.trades) / seconds).toFixed(2)} trades/s, ` +
        `order rows ${from.rows} -> ${to.rows} (${perMinute(to.rows - from.rows)}/min), ` +
        `used DB ${perMinute((to.bytes - from.bytes) / 1024)} KiB/min ` +
        `(${(from.bytes / 2 ** 20).toFixed(1)} -> ${(to.bytes / 2 ** 20).toFixed(1)} MiB)`,
    );
  };

  liquidity.start();
  const markets = count(
    `SELECT COUNT(*) AS n FROM markets WHERE active = 1 AND closed = 0 AND accepting_orders = 1
       AND enable_order_book = 1 AND winning_outcome_index IS NULL`,
  );
  const start = snapshot();
  while (liquidity.stats().quotedMarkets < markets && clock.ms - start.atMs < 3_600_000) {
    await run(10_000);
  }
  report(`first quotes of ${liquidity.stats().quotedMarkets}/${markets} markets`, start);
  // Past the first prune window, so cancels are deleted as fast as they come while measuring.
  await run(15 * 60_000);
  const steady = snapshot();
  await run(steadyMinutes * 60_000);
  report('steady state', steady);
  const twoSided = count(
    `SELECT COUNT(*) AS n FROM (SELECT market_id FROM orders WHERE status = 'LIVE' GROUP BY market_id
       HAVING SUM((token_index = 0) = (side = 'BUY')) > 0 AND SUM((token_index = 0) <> (side = 'BUY')) > 0)`,
  );
  print(`two-sided books at the end: ${twoSided} of ${markets} markets`);
  liquidity.stop();
  trading.stop();
  print(`wall time ${((performance.now() - wall) / 1000).toFixed(1)} s`);
} finally {
  db.close();
  rmSync(dir, { recursive: true, force: true });
}
