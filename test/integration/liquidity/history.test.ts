// The demo's seeded trading history: its fills, balances, positions and redemptions agree with
// each other and with what the venue serves from them, as if the traders had used the venue.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../../server/host/compose.js';
import { defaultConfig } from '../../../server/config/config.js';
import { createLedger, FEE_ACCOUNT } from '../../../server/ledger/index.js';
import { openDatabase, type Database } from '../../../server/storage/index.js';

let service: RunningService;
let dataDir: string;
let db: Database;
const progress: string[] = [];
let startSeconds = 0;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-history-'));
  const started = performance.now();
  service = await startService({
    ...defaultConfig(),
    dataDir,
    port: 0,
    rateLimits: null,
    liquidity: false,
    progress: (line) => progress.push(line),
  });
  startSeconds = (performance.now() - started) / 1000;
  db = service.db;
}, 120_000);
afterAll(async () => {
  await service.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const rows = <T>(sql: string, ...params: unknown[]): T[] => db.prepare(sql).all(...params) as T[];
const value = (sql: string, ...params: unknown[]): number =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as number;

/** A fill's notional at the taker's price, as /trades and the volume columns count it. */
const NOTIONAL = '(t.size_micros / 10000) * t.taker_price_ticks';

describe('the demo history on a first start', () => {
  it('is written with a progress line, in seconds', () => {
    expect(progress.some((line) => line.startsWith('seeding 30 days of trading history'))).toBe(
      true,
    );
    expect(progress.at(-1)).toMatch(/^demo ready in \d+\.\d s$/);
    // Generous: the real bound (10 s) is the bench's, on a quiet machine.
    expect(startSeconds).toBeLessThan(60);
  });

  it('has heavy-tailed volumes: the top open markets in the millions, a long tail', () => {
    const volumes = rows<{ volume: number }>(
      `SELECT volume_micros / 1e6 AS volume FROM markets WHERE closed = 0 AND volume_micros > 0
       ORDER BY volume_micros DESC`,
    ).map((row) => row.volume);
    expect(volumes.length).toBeGreaterThan(500);
    expect(volumes[0]).toBeGreaterThan(1_000_000);
    expect(volumes[19]).toBeGreaterThan(100_000);
    const median = volumes[Math.floor(volumes.length / 2)] as number;
    expect(median).toBeLessThan((volumes[0] as number) / 100);
  });

  it("gives every market the volume of its fills, and every event its markets' sum", () => {
    const mismatched = rows(
      `SELECT m.id FROM markets m LEFT JOIN (SELECT t.market_id, SUM(${NOTIONAL}) AS v
         FROM trades t GROUP BY t.market_id) f ON f.market_id = m.id
       WHERE m.volume_micros <> COALESCE(f.v, 0)`,
    );
    expect(mismatched).toEqual([]);
    const events = rows(
      `SELECT e.id FROM events e WHERE e.volume_micros <>
         (SELECT SUM(m.volume_micros) FROM markets m WHERE m.event_id = e.id)`,
    );
    expect(events).toEqual([]);
    expect(value('SELECT COUNT(*) FROM trades')).toBeGreaterThan(10_000);
  });

  it('holds exactly the positions and balances the live ledger books from the same fills', () => {
    // Replays deposits, fills and redemptions in time order through the venue's own ledger in
    // a scratch database, then compares every account and position.
    const scratch = openDatabase(':memory:');
    const ledger = createLedger(scratch);
    type Step = { at: string; order: number; run: () => void };
    const steps: Step[] = [];
    const accounts = new Map(
      rows<{ id: number; address: string }>('SELECT id, address FROM accounts').map((row) => [
        row.id,
        row.address,
      ]),
    );
    const scratchId = (id: number) => ledger.accountFor(accounts.get(id) as string).id;
    for (const deposit of rows<{ account_id: number; amount_micros: number; deposited_at: string }>(
      'SELECT account_id, amount_micros, deposited_at FROM deposits ORDER BY id',
    )) {
      steps.push({
        at: deposit.deposited_at,
        order: 0,
        run: () =>
          ledger.credit(
            accounts.get(deposit.account_id) as string,
            deposit.amount_micros,
            deposit.deposited_at,
          ),
      });
    }
    interface FillRow {
      market_id: number;
      size_micros: number;
      match_time: string;
      taker_account_id: number;
      taker_token: string;
      taker_token_index: number;
      taker_side: 'BUY' | 'SELL';
      taker_price_ticks: number;
      taker_fee_micros: number;
      maker_account_id: number;
      maker_token: string;
      maker_token_index: number;
      maker_side: 'BUY' | 'SELL';
      maker_price_ticks: number;
      maker_fee_micros: number;
    }
    const fills = rows<FillRow>(
      `SELECT t.*, (SELECT token_id FROM market_tokens k WHERE k.market_id = t.market_id
           AND k.outcome_index = t.taker_token_index) AS taker_token,
         (SELECT token_id FROM market_tokens k WHERE k.market_id = t.market_id
           AND k.outcome_index = t.maker_token_index) AS maker_token
       FROM trades t ORDER BY t.id`,
    );
    for (const fill of fills) {
      const side = (role: 'maker' | 'taker') => () => {
        ledger.applyFill(
          {
            accountId: scratchId(fill[`${role}_account_id`]),
            tokenId: fill[`${role}_token`],
            marketId: fill.market_id,
            outcomeIndex: fill[`${role}_token_index`],
            side: fill[`${role}_side`],
            sizeMicros: fill.size_micros,
            collateralMicros: (fill[`${role}_price_ticks`] * fill.size_micros) / 10_000,
            feeMicros: fill[`${role}_fee_micros`],
          },
          fill.match_time,
        );
      };
      steps.push({
        at: fill.match_time,
        order: 2,
        run: () => {
          side('maker')();
          side('taker')();
        },
      });
    }
    const resolved = rows<{ market_id: number; winner: number; at: string }>(
      `SELECT r.market_id, m.winning_outcome_index AS winner, MIN(r.redeemed_at) AS at
       FROM redemptions r JOIN markets m ON m.id = r.market_id GROUP BY r.market_id`,
    );
    for (const market of resolved) {
      const tokens = rows<{ tokenId: string; outcomeIndex: number }>(
        'SELECT token_id AS tokenId, outcome_index AS outcomeIndex FROM market_tokens WHERE market_id = ?',
        market.market_id,
      );
      steps.push({
        at: market.at,
        order: 1,
        run: () => ledger.settleMarket(market.market_id, tokens, market.winner, market.at),
      });
    }
    steps.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.order - b.order));
    for (const step of steps) step.run();

    for (const [id, address] of accounts) {
      const stored = rows<{ collateral_micros: number }>(
        'SELECT collateral_micros FROM accounts WHERE id = ?',
        id,
      )[0];
      if (address === FEE_ACCOUNT) continue;
      expect(ledger.findAccount(address)?.collateralMicros ?? 0, address).toBe(
        stored?.collateral_micros,
      );
    }
    const stored = rows<Record<string, number | string>>(
      `SELECT a.address, p.token_id, p.size_micros, p.cost_micros, p.bought_micros,
         p.bought_cost_micros, p.realized_pnl_micros
       FROM positions p JOIN accounts a ON a.id = p.account_id ORDER BY a.address, p.token_id`,
    );
    const replayed = scratch
      .prepare(
        `SELECT a.address, p.token_id, p.size_micros, p.cost_micros, p.bought_micros,
           p.bought_cost_micros, p.realized_pnl_micros
         FROM positions p JOIN accounts a ON a.id = p.account_id ORDER BY a.address, p.token_id`,
      )
      .all();
    expect(stored.length).toBeGreaterThan(1_000);
    expect(replayed).toEqual(stored);
    const fees = scratch
      .prepare('SELECT collateral_micros FROM accounts WHERE address = ?')
      .pluck()
      .get(FEE_ACCOUNT);
    expect(value('SELECT collateral_micros FROM accounts WHERE address = ?', FEE_ACCOUNT)).toBe(
      fees,
    );
    scratch.close();
  });

  it('redeems every resolved market that traded: winners paid, nothing left open', () => {
    const resolvedTraded = rows<{ id: number }>(
      `SELECT DISTINCT m.id FROM markets m JOIN trades t ON t.market_id = m.id
       WHERE m.winning_outcome_index IS NOT NULL`,
    );
    expect(resolvedTraded.length).toBeGreaterThan(50);
    for (const { id } of resolvedTraded) {
      expect(value('SELECT COUNT(*) FROM redemptions WHERE market_id = ?', id)).toBeGreaterThan(0);
      expect(value('SELECT SUM(size_micros) FROM positions WHERE market_id = ?', id)).toBe(0);
      // Every winning share was paid 1; no losing share was paid anything.
      expect(
        value(
          `SELECT COUNT(*) FROM redemptions r JOIN markets m ON m.id = r.market_id
           JOIN market_tokens k ON k.token_id = r.token_id
           WHERE r.market_id = ? AND r.payout_micros <>
             CASE WHEN k.outcome_index = m.winning_outcome_index THEN r.size_micros ELSE 0 END`,
          id,
        ),
      ).toBe(0);
    }
  });

  it('keeps the outcome prices of open neg-risk events summing to about 1', () => {
    const last = rows<{ event_id: number; p: number | null }>(
      `SELECT m.event_id, (SELECT CASE WHEN t.maker_token_index = 0 THEN t.maker_price_ticks
           ELSE 10000 - t.maker_price_ticks END FROM trades t WHERE t.market_id = m.id
           ORDER BY t.id DESC LIMIT 1) / 10000.0 AS p
       FROM markets m WHERE m.neg_risk = 1 AND m.closed = 0`,
    );
    const sums = new Map<number, number>();
    for (const row of last) sums.set(row.event_id, (sums.get(row.event_id) ?? 0) + (row.p ?? 0));
    const deviations = [...sums.values()].map((sum) => Math.abs(sum - 1)).sort((a, b) => a - b);
    expect(deviations.length).toBeGreaterThan(30);
    expect(deviations[Math.floor(deviations.length / 2)]).toBeLessThan(0.05);
    expect(deviations[Math.floor(deviations.length * 0.75)]).toBeLessThan(0.1);
  });

  it('trades more as an event nears its end', () => {
    // Markets that resolved inside the history and traded for at least ten days: their last
    // two days against two days a week earlier.
    const [late, earlier] = [0, 7].map((daysBefore) =>
      value(
        `SELECT COUNT(*) FROM trades t JOIN markets m ON m.id = t.market_id
         WHERE m.closed_time IS NOT NULL
           AND julianday(m.closed_time) - MAX(julianday(m.created_at), julianday('now', '-30 days')) >= 10
           AND julianday(t.match_time) > julianday(m.closed_time) - ? - 2
           AND julianday(t.match_time) <= julianday(m.closed_time) - ?`,
        daysBefore,
        daysBefore,
      ),
    );
    expect(late).toBeGreaterThan(2 * (earlier as number));
  });

  it('serves the same fills on /trades, /activity and /prices-history', async () => {
    const whale = rows<{ address: string; n: number }>(
      `SELECT a.address, COUNT(*) AS n FROM trades t JOIN accounts a ON a.id = t.taker_account_id
       GROUP BY a.address ORDER BY n DESC LIMIT 1`,
    )[0] as { address: string; n: number };
    const get = async (path: string) => (await fetch(`${service.url}${path}`)).json();
    const taken = (await get(`/trades?user=${whale.address}&limit=10000`)) as unknown[];
    expect(taken.length).toBe(Math.min(10_000, whale.n));
    const activity = (await get(`/activity?user=${whale.address}&limit=500`)) as {
      type: string;
    }[];
    expect(activity.length).toBe(500);
    const redeemed = value(
      'SELECT COUNT(*) FROM redemptions r JOIN accounts a ON a.id = r.account_id WHERE a.address = ?',
      whale.address,
    );
    const redeems = (await get(
      `/activity?user=${whale.address}&type=REDEEM&limit=500`,
    )) as unknown[];
    expect(redeems.length).toBe(Math.min(500, redeemed));

    const top = rows<{ token_id: string; id: number }>(
      `SELECT k.token_id, m.id FROM markets m JOIN market_tokens k ON k.market_id = m.id
       WHERE m.closed = 0 AND k.outcome_index = 0 ORDER BY m.volume_micros DESC LIMIT 1`,
    )[0] as { token_id: string; id: number };
    const { history } = (await get(
      `/prices-history?market=${top.token_id}&interval=1m&fidelity=60`,
    )) as { history: { t: number; p: number }[] };
    expect(history.length).toBeGreaterThan(24 * 10);
    const lastPrice = value(
      `SELECT CASE WHEN maker_token_index = 0 THEN maker_price_ticks
         ELSE 10000 - maker_price_ticks END FROM trades WHERE market_id = ? ORDER BY id DESC LIMIT 1`,
      top.id,
    );
    expect(history.at(-1)?.p).toBe(lastPrice / 10_000);

    // The leaderboard's busiest trader has traded exactly what the fills say.
    const [leader] = (await get('/v1/leaderboard?timePeriod=ALL&orderBy=VOL&limit=1')) as {
      vol: number;
    }[];
    const topVolume = value(
      `SELECT MAX(v) FROM (SELECT account_id, SUM(n) AS v FROM (
         SELECT taker_account_id AS account_id, (size_micros / 10000) * taker_price_ticks AS n
         FROM trades UNION ALL
         SELECT maker_account_id, (size_micros / 10000) * maker_price_ticks FROM trades)
       GROUP BY account_id)`,
    );
    expect(leader?.vol).toBeCloseTo(topVolume / 1e6, 2);
  });
});
