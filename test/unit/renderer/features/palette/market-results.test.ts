import { describe, expect, it } from 'vitest';
import { resultsAreCurrent } from '../../../../../renderer/features/palette/market-results.js';

describe('resultsAreCurrent', () => {
  it('accepts results of the query as typed now', () => {
    expect(resultsAreCurrent(' trump ', 'trump', false)).toBe(true);
  });

  it('refuses results while the debounced search lags what is typed', () => {
    expect(resultsAreCurrent('trump w', 'trump', false)).toBe(false);
  });

  it("refuses the previous query's rows kept on screen while the new one loads", () => {
    expect(resultsAreCurrent('trump', 'trump', true)).toBe(false);
  });
});
