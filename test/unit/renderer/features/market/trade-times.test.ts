import { describe, expect, it } from 'vitest';
import { tradeTimeFormat } from '../../../../../renderer/features/market/components/recent-trades.js';

describe('the recent trades’ times', () => {
  const noon = Date.UTC(2026, 10, 27, 12, 0, 0) / 1000;

  it('are times of day while the trades are of one day', () => {
    const format = tradeTimeFormat([noon, noon + 60]);
    expect(format.resolvedOptions().day).toBeUndefined();
    expect(format.resolvedOptions().second).toBe('2-digit');
  });

  it('carry their day once the list spans more than one', () => {
    const format = tradeTimeFormat([noon, noon - 2 * 86_400]);
    expect(format.resolvedOptions().day).toBe('numeric');
    expect(format.resolvedOptions().month).toBe('short');
    expect(format.resolvedOptions().second).toBe('2-digit');
  });
});
