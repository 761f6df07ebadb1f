// Durability: SIGKILL the service in the middle of an order flood, restart it on the same data
// dir, and check that every answer it gave is on record and that the books and the ledger add up.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startCli, stopCli, type CliRun } from '../../support/cli.js';
import { l2Headers } from '../../support/credentials.js';
import {
  createTrader,
  fund,
  prepareFlood,
  signingAuth,
  signPost,
  type FloodTrader,
  type SignedPost,
} from '../../support/order-flood.js';

interface Acknowledged {
  orderID: string;
  status: string;
  takingAmount: string;
  tradeIDs: string[];
}

interface OrderRow {
  id: number;
  status: string;
  original_micros: number;
  matched_micros: number;
  reserved_micros: number;
  side: string;
  price_ticks: number;
}

const IN_FLIGHT = 8;
const KILL_AFTER = 800;

const micros = (decimal: string): number =>
  decimal === '' ? 0 : Math.round(Number(decimal) * 1e6);

/**
 * Posts the signed orders with IN_FLIGHT requests at a time and SIGKILLs the service once
 * KILL_AFTER answers have arrived; answers already on their way still count. Answers the
 * acknowledged orders and how many requests were sent.
 */
async function floodAndKill(run: CliRun, posts: readonly SignedPost[]) {
  const acknowledged: Acknowledged[] = [];
  let sent = 0;
  let killed = false;
  const exited = once(run.child, 'exit');
  const worker = async (): Promise<void> => {
    while (!killed && sent < posts.length) {
      const post = posts[sent++]!;
      let status: number;
      let text: string;
      try {
        const response = await fetch(`${run.url}/order`, {
          method: 'POST',
          headers: post.headers,
          body: post.body,
        });
        status = response.status;
        text = await response.text();
      } catch {
        return; // the connection died with the process: no answer, no promise made
      }
      expect(status, text).toBe(200);
      acknowledged.push(JSON.parse(text) as Acknowledged);
      if (acknowledged.length >= KILL_AFTER && !killed) {
        killed = true;
        run.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const [, signal] = await exited;
  return { acknowledged, sent, signal };
}

async function l2Get<T>(url: string, trader: FloodTrader, path: string): Promise<T> {
  const headers = l2Headers(trader.creds, trader.wallet.address, 'GET', path);
  const response = await fetch(url + path, { headers });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Every LIVE order id the service lists for the trader, following the cursor to the end. */
async function listedOpenOrders(url: string, trader: FloodTrader): Promise<string[]> {
  const ids: string[] = [];
  let cursor = 'MA==';
  while (cursor !== 'LTE=') {
    const page = await l2Get<{ data: { id: string; status: string }[]; next_cursor: string }>(
      url,
      trader,
      `/data/orders?next_cursor=${encodeURIComponent(cursor)}`,
    );
    for (const order of page.data) {
      expect(order.status).toBe('LIVE');
      ids.push(order.id);
    }
    cursor = page.next_cursor;
  }
  return ids;
}

function checkAcknowledged(db: Database, acknowledged: readonly Acknowledged[]): void {
  const byHash = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE hash = ?');
  const takerTrades = db.prepare<[number], { trade_id: string; size_micros: number }>(
    'SELECT trade_id, size_micros FROM trades WHERE taker_order_id = ? ORDER BY id',
  );
  for (const answer of acknowledged) {
    const order = byHash.get(answer.orderID);
    expect(order, answer.orderID).toBeDefined();
    if (!order) continue;
    if (answer.status === 'matched') {
      expect(order.status).toBe('MATCHED');
      expect(order.matched_micros).toBe(order.original_micros);
    } else {
      expect(answer.status).toBe('live');
      // Later fills as a maker, or a self-trade cancel, may have moved it on since.
      expect(['LIVE', 'MATCHED', 'CANCELED']).toContain(order.status);
      expect(order.matched_micros).toBeGreaterThanOrEqual(micros(answer.takingAmount));
    }
    // An order takes liquidity only when it arrives: its taker fills are exactly the answer's.
    const trades = takerTrades.all(order.id);
    expect(trades.map((trade) => trade.trade_id)).toEqual(answer.tradeIDs);
    expect(trades.reduce((sum, trade) => sum + trade.size_micros, 0)).toBe(
      micros(answer.takingAmount),
    );
  }
}

function checkLedger(db: Database, faucetMicros: number): void {
  const one = <T>(sql: string) => db.prepare(sql).get() as T;
  const collateral = one<{ n: number }>('SELECT SUM(collateral_micros) AS n FROM accounts').n;
  const deposits = one<{ n: number }>('SELECT SUM(amount_micros) AS n FROM deposits').n;
  expect(deposits).toBe(faucetMicros);

  // Every outstanding YES share has its NO twin: together they are one minted pair.
  const supply = db
    .prepare(
      `SELECT market_id, SUM(CASE outcome_index WHEN 0 THEN size_micros ELSE 0 END) AS yes,
         SUM(CASE outcome_index WHEN 1 THEN size_micros ELSE 0 END) AS no
       FROM positions GROUP BY market_id`,
    )
    .all() as { market_id: number; yes: number; no: number }[];
  for (const market of supply) expect(market.yes, `market ${market.market_id}`).toBe(market.no);
  const pairs = supply.reduce((sum, market) => sum + market.yes, 0);
  const minted = one<{ n: number }>(
    `SELECT COALESCE(SUM(CASE kind WHEN 'mint' THEN size_micros WHEN 'merge' THEN -size_micros
       ELSE 0 END), 0) AS n FROM trades`,
  ).n;
  expect(pairs).toBe(minted);
  expect(collateral + pairs).toBe(faucetMicros);

  // What is held back is exactly what the LIVE orders need; nothing else holds anything.
  const accounts = db
    .prepare(
      `SELECT a.id, a.collateral_micros AS collateral, a.reserved_micros AS reserved,
         (SELECT COALESCE(SUM(o.reserved_micros), 0) FROM orders o
          WHERE o.account_id = a.id AND o.status = 'LIVE' AND o.side = 'BUY') AS live
       FROM accounts a`,
    )
    .all() as { id: number; collateral: number; reserved: number; live: number }[];
  for (const account of accounts) {
    expect(account.reserved, `account ${account.id}`).toBe(account.live);
    expect(account.collateral).toBeGreaterThanOrEqual(account.reserved);
  }
  const positions = db
    .prepare(
      `SELECT p.reserved_micros AS reserved, p.size_micros AS size,
         (SELECT COALESCE(SUM(o.reserved_micros), 0) FROM orders o WHERE o.account_id = p.account_id
          AND o.token_id = p.token_id AND o.status = 'LIVE' AND o.side = 'SELL') AS live
       FROM positions p`,
    )
    .all() as { reserved: number; size: number; live: number }[];
  for (const position of positions) {
    expect(position.reserved).toBe(position.live);
    expect(position.size).toBeGreaterThanOrEqual(position.reserved);
  }
  const orders = db.prepare('SELECT * FROM orders').all() as OrderRow[];
  const filled = new Map<number, number>();
  for (const trade of db.prepare('SELECT * FROM trades').all() as {
    taker_order_id: number;
    maker_order_id: number;
    size_micros: number;
  }[]) {
    for (const id of [trade.taker_order_id, trade.maker_order_id]) {
      filled.set(id, (filled.get(id) ?? 0) + trade.size_micros);
    }
  }
  for (const order of orders) {
    expect(order.matched_micros, `order ${order.id}`).toBe(filled.get(order.id) ?? 0);
    const remaining = order.original_micros - order.matched_micros;
    if (order.status !== 'LIVE') expect(order.reserved_micros).toBe(0);
    else if (order.side === 'BUY') {
      expect(order.reserved_micros).toBeGreaterThanOrEqual((order.price_ticks * remaining) / 1e4);
    }
  }
}

const dirs: string[] = [];
const runs: CliRun[] = [];
afterAll(() => {
  for (const run of runs) if (run.child.exitCode === null) run.child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('kill -9 in the middle of an order flood', () => {
  it('keeps every acknowledged order and fill, consistent books and balances', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-kill-'));
    dirs.push(dataDir);
    const args = [
      'serve',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--no-rate-limits',
      '--no-liquidity',
      // The ledger checks below count from an empty ledger: no seeded demo history.
      '--no-history',
    ];
    const first = await startCli(args);
    runs.push(first);
    const flood = await prepareFlood({
      baseUrl: first.url,
      dataDir,
      traders: 8,
      markets: 2,
      orders: 3_000,
    });

    const { acknowledged, sent, signal } = await floodAndKill(first, flood.posts);
    expect(signal).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    // The flood was still going when the process died (answers of one group commit may all
    // arrive before the kill lands, so requests in flight at that instant are not guaranteed).
    expect(sent).toBeLessThan(flood.posts.length);
    expect(acknowledged.some((answer) => answer.tradeIDs.length > 0)).toBe(true);
    expect(acknowledged.some((answer) => answer.status === 'live')).toBe(true);

    const second = await startCli(args);
    runs.push(second);
    const db = new BetterSqlite3(join(dataDir, 'marketdesk.db'), { readonly: true });
    try {
      checkAcknowledged(db, acknowledged);
      checkLedger(db, flood.faucetMicros);

      const liveOf = db.prepare<[string], { hash: string }>(
        "SELECT hash FROM orders WHERE owner_address = ? AND status = 'LIVE' ORDER BY id",
      );
      for (const trader of flood.traders.slice(0, 3)) {
        const stored = liveOf.all(trader.wallet.address.toLowerCase()).map((row) => row.hash);
        expect(stored.length).toBeGreaterThan(0);
        expect(await listedOpenOrders(second.url, trader)).toEqual(stored);
      }

      // The rebuilt book matches: a BUY of NO at 1 - p meets the oldest best YES bid at p.
      const market = flood.markets[0]!;
      const best = db
        .prepare(
          `SELECT o.id, o.hash, o.price_ticks, o.original_micros - o.matched_micros AS remaining
           FROM orders o JOIN markets m ON m.id = o.market_id
           WHERE m.condition_id = ? AND o.token_index = 0 AND o.side = 'BUY' AND o.status = 'LIVE'
           ORDER BY o.price_ticks DESC, o.id LIMIT 1`,
        )
        .get(market.conditionId) as
        { id: number; hash: string; price_ticks: number; remaining: number } | undefined;
      expect(best).toBeDefined();
      if (!best) return;
      const taker = await createTrader(second.url, 'kill-restart taker');
      await fund(second.url, dataDir, taker.wallet.address, 10_000e6);
      const sizeMicros = Math.max(best.remaining, market.minSizeMicros);
      const { body, headers } = signPost(signingAuth(), taker, market, {
        tokenIndex: 1,
        priceTicks: 10_000 - best.price_ticks,
        sizeMicros,
      });
      const response = await fetch(`${second.url}/order`, { method: 'POST', headers, body });
      const answer = (await response.json()) as { tradeIDs: string[] };
      expect(response.status, JSON.stringify(answer)).toBe(200);
      expect(answer.tradeIDs.length).toBeGreaterThan(0);
      const firstFill = db
        .prepare('SELECT maker_order_id, kind, size_micros FROM trades WHERE trade_id = ?')
        .get(answer.tradeIDs[0]) as { maker_order_id: number; kind: string; size_micros: number };
      expect(firstFill).toEqual({
        maker_order_id: best.id,
        kind: 'mint',
        size_micros: best.remaining,
      });
      expect(db.prepare('SELECT status FROM orders WHERE id = ?').get(best.id)).toEqual({
        status: 'MATCHED',
      });
    } finally {
      db.close();
    }
    expect(await stopCli(second)).toBe(0);
  }, 30_000);
});
