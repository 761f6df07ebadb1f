import { describe, expect, it } from 'vitest';
import { seedProgressLine, type SeedProgress } from '../../../../server/catalog/index.js';
import { seedTemporaryCatalog } from './helpers.js';

describe('the demo catalog seeding progress', () => {
  it('says the markets written, the share and the rate, then each later phase', () => {
    const markets = (done: number): SeedProgress => ({
      phase: 'markets',
      markets: done,
      total: 100_000,
    });
    expect(seedProgressLine(markets(45_000), 15_000)).toBe(
      'seeding the catalog: 45,000/100,000 markets (45 %), 3,000 markets/s',
    );
    // Too early for a rate that means anything.
    expect(seedProgressLine(markets(120), 400)).toBe(
      'seeding the catalog: 120/100,000 markets (0 %)',
    );
    expect(seedProgressLine({ ...markets(100_000), phase: 'comments' }, 30_000)).toBe(
      'seeding the catalog: 100,000 markets, now comments',
    );
    expect(seedProgressLine({ ...markets(100_000), phase: 'committing' }, 31_000)).toBe(
      'seeding the catalog: 100,000 markets, saving',
    );
  });

  it('is told after each event as the markets are written, then of the comments and commit', () => {
    const told: SeedProgress[] = [];
    const catalog = seedTemporaryCatalog({ markets: 120, onProgress: (p) => told.push(p) });
    try {
      const written = told.filter((progress) => progress.phase === 'markets');
      expect(written.length).toBe(catalog.summary.events);
      expect(written.every((progress) => progress.total === 120)).toBe(true);
      const counts = written.map((progress) => progress.markets);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
      expect(counts.at(-1)).toBe(120);
      expect(told.slice(-2).map((progress) => progress.phase)).toEqual(['comments', 'committing']);
    } finally {
      catalog.close();
    }
  });
});
