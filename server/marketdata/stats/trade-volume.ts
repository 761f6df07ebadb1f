import type { Database } from '../../storage/index.js';
import { fillNotionalSql } from '../../trading/index.js';

const DAY_MS = 86_400_000;

/** A fill's notional in micro-units: its size at the taker's price, as /trades lists it. */
const FILL_NOTIONAL_SQL = fillNotionalSql('taker');

/** The trailing windows of the catalog's volume columns. */
const WINDOWS = [
  ['volume24hrMicros', DAY_MS],
  ['volume1wkMicros', 7 * DAY_MS],
  ['volume1moMicros', 30 * DAY_MS],
  ['volume1yrMicros', 365 * DAY_MS],
] as const;

type WindowName = (typeof WINDOWS)[number][0];

type VolumeFigures = { volumeMicros: number } & Record<WindowName, number>;

interface FillRow {
  id: number;
  notional: number;
  matchTime: string;
}

interface WindowState {
  name: WindowName;
  spanMs: number;
  sumMicros: number;
  /** Fills with a larger row id, up to the market's lastId, are inside the window. */
  edgeId: number;
}

interface MarketVolume {
  lastId: number;
  totalMicros: number;
  windows: WindowState[];
}

/**
 * Traded volume per market, all time and in trailing windows, kept incrementally: each call
 * reads only the fills it has not seen yet and those that left a window since the last call,
 * so a busy market's history is read once per process. Fills are appended in time order (their
 * match time is the venue's clock at the commit that wrote them), which lets a window's edge
 * only move forward.
 */
export function createTradeVolumes(db: Database) {
  const newFills = db.prepare<[number, number], FillRow>(
    `SELECT id, ${FILL_NOTIONAL_SQL} AS notional, match_time AS matchTime FROM trades
     WHERE market_id = ? AND id > ? ORDER BY id`,
  );
  const fillsBetween = db.prepare<[number, number, number], FillRow>(
    `SELECT id, ${FILL_NOTIONAL_SQL} AS notional, match_time AS matchTime FROM trades
     WHERE market_id = ? AND id > ? AND id <= ? ORDER BY id`,
  );
  const markets = new Map<number, MarketVolume>();

  function stateOf(marketId: number): MarketVolume {
    let state = markets.get(marketId);
    if (!state) {
      const windows = WINDOWS.map(([name, spanMs]) => ({ name, spanMs, sumMicros: 0, edgeId: 0 }));
      state = { lastId: 0, totalMicros: 0, windows };
      markets.set(marketId, state);
    }
    return state;
  }

  return {
    /** The market's volumes as of nowMs. */
    figures(marketId: number, nowMs: number): VolumeFigures {
      const state = stateOf(marketId);
      for (const fill of newFills.iterate(marketId, state.lastId)) {
        state.totalMicros += fill.notional;
        for (const window of state.windows) window.sumMicros += fill.notional;
        state.lastId = fill.id;
      }
      const figures = { volumeMicros: state.totalMicros } as VolumeFigures;
      for (const window of state.windows) {
        const cutoff = new Date(nowMs - window.spanMs).toISOString();
        for (const fill of fillsBetween.iterate(marketId, window.edgeId, state.lastId)) {
          if (fill.matchTime >= cutoff) break;
          window.sumMicros -= fill.notional;
          window.edgeId = fill.id;
        }
        figures[window.name] = window.sumMicros;
      }
      return figures;
    },
  };
}
