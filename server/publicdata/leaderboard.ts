import type { LeaderboardQuery } from '../contract/index.js';
import type { Database } from '../storage/index.js';
import { fillNotionalSql } from '../trading/index.js';

const DAY_MS = 86_400_000;

type Period = LeaderboardQuery['timePeriod'];

const PERIOD_MS: Record<Period, number | null> = {
  DAY: DAY_MS,
  WEEK: 7 * DAY_MS,
  MONTH: 30 * DAY_MS,
  ALL: null,
};

/** The catalog's tag slug of each category; OVERALL counts every market. */
export const CATEGORY_TAG: Record<LeaderboardQuery['category'], string | null> = {
  OVERALL: null,
  POLITICS: 'politics',
  SPORTS: 'sports',
  CRYPTO: 'crypto',
  CULTURE: 'culture',
  MENTIONS: 'mentions',
  WEATHER: 'weather',
  ECONOMICS: 'economy',
  TECH: 'tech',
  FINANCE: 'finance',
};

/** One wallet's flows in one outcome of one market (micro-units). */
export interface Flow {
  accountId: number;
  marketId: number;
  outcomeIndex: number;
  /** Collateral in (sales, payouts) minus collateral out (purchases), fees included. */
  cashMicros: number;
  /** Shares acquired minus shares sold or redeemed. */
  sharesMicros: number;
  volumeMicros: number;
}

interface FlowRow {
  account_id: number;
  market_id: number;
  outcome_index: number;
  cash: number;
  shares: number;
  volume: number;
}

function sideArm(role: 'taker' | 'maker'): string {
  const notional = fillNotionalSql(role, 't');
  const fee = `t.${role}_fee_micros`;
  return `SELECT t.${role}_account_id AS account_id, t.market_id AS market_id,
      t.${role}_token_index AS outcome_index,
      CASE WHEN t.${role}_side = 'BUY' THEN -(${notional} + ${fee})
        ELSE ${notional} - MIN(${fee}, ${notional}) END AS cash,
      CASE WHEN t.${role}_side = 'BUY' THEN t.size_micros ELSE -t.size_micros END AS shares,
      ${notional} AS volume
    FROM trades t WHERE t.id > @from AND t.id <= @to`;
}

const REDEMPTION_ARM = `SELECT r.account_id AS account_id, r.market_id AS market_id,
    k.outcome_index AS outcome_index, r.payout_micros AS cash, -r.size_micros AS shares,
    0 AS volume
  FROM redemptions r JOIN market_tokens k ON k.token_id = r.token_id
  WHERE r.id > @from AND r.id <= @to`;

/** The rows' flows summed per wallet and outcome: far fewer rows than fills. */
const summed = (arms: string): string => `SELECT account_id, market_id, outcome_index,
    SUM(cash) AS cash, SUM(shares) AS shares, SUM(volume) AS volume
  FROM (${arms}) GROUP BY account_id, market_id, outcome_index`;

const FILL_FLOWS_SQL = summed(`${sideArm('taker')} UNION ALL ${sideArm('maker')}`);
const REDEMPTION_FLOWS_SQL = summed(REDEMPTION_ARM);

/** A stream of rows in id order (fills, redemptions), each of which adds flows. */
interface Source {
  flows: (from: number, to: number) => FlowRow[];
  lastId: () => number;
  /** The rows after `from` and up to `to`, id and time, in id order. */
  times: (from: number, to: number) => Iterable<{ id: number; at: string }>;
  /** The last row before `at` (0 when none), found by bisecting the id order. */
  lastBefore: (at: string, upTo: number) => number;
}

function sourceOf(db: Database, table: 'trades' | 'redemptions'): Source {
  const flows = db.prepare<{ from: number; to: number }, FlowRow>(
    table === 'trades' ? FILL_FLOWS_SQL : REDEMPTION_FLOWS_SQL,
  );
  const last = db.prepare<[], { id: number | null }>(`SELECT MAX(id) AS id FROM ${table}`);
  const at = table === 'trades' ? 'match_time' : 'redeemed_at';
  const times = db.prepare<[number, number], { id: number; at: string }>(
    `SELECT id, ${at} AS at FROM ${table} WHERE id > ? AND id <= ? ORDER BY id`,
  );
  const firstFrom = db.prepare<[number], { id: number; at: string }>(
    `SELECT id, ${at} AS at FROM ${table} WHERE id >= ? ORDER BY id LIMIT 1`,
  );
  return {
    flows: (from, to) => flows.all({ from, to }),
    lastId: () => last.get()?.id ?? 0,
    times: (from, to) => times.iterate(from, to),
    lastBefore(cutoff, upTo) {
      // Invariant: every row up to `low` is before the cutoff; none after `high` is.
      let low = 0;
      let high = upTo;
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        const row = firstFrom.get(middle);
        if (row && row.id <= high && row.at < cutoff) low = row.id;
        else high = middle - 1;
      }
      return low;
    },
  };
}

interface PeriodState {
  spanMs: number | null;
  flows: Map<string, Flow>;
  /** Per source: rows up to this id have left the period. */
  edges: number[];
}

function addFlows(flows: Map<string, Flow>, rows: readonly FlowRow[], sign: 1 | -1): void {
  for (const row of rows) {
    const key = `${row.account_id}:${row.market_id}:${row.outcome_index}`;
    let flow = flows.get(key);
    if (!flow) {
      flow = {
        accountId: row.account_id,
        marketId: row.market_id,
        outcomeIndex: row.outcome_index,
        cashMicros: 0,
        sharesMicros: 0,
        volumeMicros: 0,
      };
      flows.set(key, flow);
    }
    flow.cashMicros += sign * row.cash;
    flow.sharesMicros += sign * row.shares;
    flow.volumeMicros += sign * row.volume;
    if (flow.cashMicros === 0 && flow.sharesMicros === 0 && flow.volumeMicros === 0) {
      flows.delete(key);
    }
  }
}

/**
 * Every wallet's cash, share and volume flows per outcome over each leaderboard period, kept
 * incrementally like the catalog's trade volumes: a call reads only the fills and redemptions
 * it has not seen and those that left a period since the last call. Both are appended in time
 * order (their times are the venue's clock at the commit that wrote them), so a period's edge
 * only moves forward.
 */
export function createLeaderboardFlows(db: Database) {
  const sources = [sourceOf(db, 'trades'), sourceOf(db, 'redemptions')];
  const seen = sources.map(() => 0);
  const periods = new Map<Period, PeriodState>(
    (Object.keys(PERIOD_MS) as Period[]).map((period) => [
      period,
      { spanMs: PERIOD_MS[period], flows: new Map(), edges: sources.map(() => 0) },
    ]),
  );

  let started = false;

  /**
   * First use: each period starts at its edge. The rows are read once, in segments between the
   * edges, and each segment is added to every period it lies in.
   */
  function start(nowMs: number): void {
    sources.forEach((source, index) => {
      const last = source.lastId();
      const states = [...periods.values()];
      for (const state of states) {
        state.edges[index] =
          state.spanMs === null
            ? 0
            : source.lastBefore(new Date(nowMs - state.spanMs).toISOString(), last);
      }
      const bounds = [...new Set([...states.map((state) => state.edges[index] ?? 0), last])];
      bounds.sort((a, b) => a - b);
      for (let i = 0; i + 1 < bounds.length; i += 1) {
        const [from, to] = [bounds[i] ?? 0, bounds[i + 1] ?? 0];
        const rows = source.flows(from, to);
        for (const state of states)
          if ((state.edges[index] ?? 0) <= from) addFlows(state.flows, rows, 1);
      }
      seen[index] = last;
    });
    started = true;
  }

  function refresh(nowMs: number): void {
    if (!started) return start(nowMs);
    sources.forEach((source, index) => {
      const last = source.lastId();
      const from = seen[index] ?? 0;
      if (last > from) {
        const rows = source.flows(from, last);
        for (const state of periods.values()) addFlows(state.flows, rows, 1);
        seen[index] = last;
      }
      for (const state of periods.values()) {
        if (state.spanMs === null) continue;
        const cutoff = new Date(nowMs - state.spanMs).toISOString();
        const edge = state.edges[index] ?? 0;
        let leaving = edge;
        for (const row of source.times(edge, seen[index] ?? 0)) {
          if (row.at >= cutoff) break;
          leaving = row.id;
        }
        if (leaving > edge) {
          addFlows(state.flows, source.flows(edge, leaving), -1);
          state.edges[index] = leaving;
        }
      }
    });
  }

  return {
    /** The flows of the period ending at nowMs. */
    flows(period: Period, nowMs: number): Iterable<Flow> {
      refresh(nowMs);
      return periods.get(period)?.flows.values() ?? [];
    },
  };
}

export interface Standing {
  accountId: number;
  pnlMicros: number;
  volumeMicros: number;
}

/** The wallets ranked by the query's figure, largest first; ties by account. */
export function rankStandings(standings: Standing[], orderBy: LeaderboardQuery['orderBy']) {
  const figure = (s: Standing) => (orderBy === 'PNL' ? s.pnlMicros : s.volumeMicros);
  return standings.sort((a, b) => figure(b) - figure(a) || a.accountId - b.accountId);
}
