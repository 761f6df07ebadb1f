import { describe, expect, it } from 'vitest';
import {
  exitAverage,
  pnlTone,
  portfolioTotals,
} from '../../../../../renderer/features/portfolio/pnl.js';

const position = (initialValue: number, currentValue: number, realizedPnl = 0) => ({
  size: 1,
  initialValue,
  currentValue,
  cashPnl: currentValue - initialValue,
  realizedPnl,
});

describe('portfolioTotals', () => {
  it('adds value, cost and PnL exactly', () => {
    const totals = portfolioTotals([position(0.1, 0.3, 1), position(0.2, 0.1, -0.5)]);
    expect(totals.value).toBe(0.4);
    expect(totals.cost).toBe(0.3);
    expect(totals.cashPnl).toBe(0.1);
    expect(totals.fraction).toBeCloseTo(1 / 3, 12);
    expect(totals.realizedPnl).toBe(0.5);
  });

  it('has no percentage without a cost', () => {
    expect(portfolioTotals([]).fraction).toBeNull();
    expect(portfolioTotals([]).cashPnl).toBe(0);
  });
});

describe('pnlTone', () => {
  it('colours by sign, flat under a micro', () => {
    expect(pnlTone(0.01)).toBe('up');
    expect(pnlTone(-0.01)).toBe('down');
    expect(pnlTone(0)).toBe('flat');
    expect(pnlTone(1e-9)).toBe('flat');
  });
});

describe('exitAverage', () => {
  it('is what a closed position brought per share, not the market’s last price', () => {
    // 100 shares at 40¢, sold for $48.93: left at 48.93¢.
    expect(exitAverage({ avgPrice: 0.4, totalBought: 100, realizedPnl: 8.93 })).toBeCloseTo(
      0.4893,
      10,
    );
    // Resolved against it: left at 0.
    expect(exitAverage({ avgPrice: 0.55, totalBought: 20, realizedPnl: -11 })).toBeCloseTo(0, 10);
    expect(exitAverage({ avgPrice: 0, totalBought: 0, realizedPnl: 0 })).toBeNull();
  });
});
