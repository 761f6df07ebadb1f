/** The figures of a position the totals need (terminal.positions gives them, marked live). */
export interface MarkedPosition {
  size: number;
  initialValue: number;
  currentValue: number;
  cashPnl: number;
  realizedPnl: number;
}

export interface PortfolioTotals {
  /** What the positions are worth at their marks. */
  value: number;
  /** What they cost (fees included). */
  cost: number;
  /** Unrealised: value minus cost. */
  cashPnl: number;
  /** cashPnl as a fraction of cost; null when nothing was paid. */
  fraction: number | null;
  realizedPnl: number;
}

const MICROS = 1_000_000;
/** Sums in micro-units so a long list of decimals adds up exactly. */
const toMicros = (value: number): number => Math.round(value * MICROS);

export function portfolioTotals(positions: readonly MarkedPosition[]): PortfolioTotals {
  let value = 0;
  let cost = 0;
  let realized = 0;
  for (const position of positions) {
    value += toMicros(position.currentValue);
    cost += toMicros(position.initialValue);
    realized += toMicros(position.realizedPnl);
  }
  return {
    value: value / MICROS,
    cost: cost / MICROS,
    cashPnl: (value - cost) / MICROS,
    fraction: cost > 0 ? (value - cost) / cost : null,
    realizedPnl: realized / MICROS,
  };
}

/** The direction a figure shows in colour: up, down, or flat. */
export function pnlTone(value: number): 'up' | 'down' | 'flat' {
  if (value > 0.0000005) return 'up';
  if (value < -0.0000005) return 'down';
  return 'flat';
}

/**
 * The average price a closed position was left at: what it brought (cost plus realized PnL)
 * per share bought. The venue's `curPrice` of a closed position is the market's last price,
 * not the trader's exit; null when nothing was bought.
 */
export function exitAverage(row: {
  avgPrice: number;
  totalBought: number;
  realizedPnl: number;
}): number | null {
  if (!(row.totalBought > 0)) return null;
  return row.avgPrice + row.realizedPnl / row.totalBought;
}
