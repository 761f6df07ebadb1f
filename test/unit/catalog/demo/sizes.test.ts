import { describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '../../../../server/catalog/index.js';
import { openDatabase } from '../../../../server/storage/index.js';
import { count, NOW, seedTemporaryCatalog } from './helpers.js';

describe('sizing the demo catalog', () => {
  it.each([1, 2, 3, 7, 40, 333])('creates exactly %i markets', (markets) => {
    const catalog = seedTemporaryCatalog({ markets, seed: markets });
    try {
      expect(catalog.summary.markets).toBe(markets);
      expect(count(catalog.db, 'SELECT COUNT(*) FROM markets')).toBe(markets);
      expect(catalog.summary.events).toBe(Math.max(1, Math.round(markets / 3.75)));
      expect(catalog.summary.tags).toBeGreaterThanOrEqual(40);
      expect(catalog.summary.series).toBeGreaterThanOrEqual(15);
      expect(catalog.summary.profiles).toBeGreaterThanOrEqual(20);
      const lonelyGroups = count(
        catalog.db,
        `SELECT COUNT(*) FROM events e WHERE e.neg_risk = 1
           AND (SELECT COUNT(*) FROM markets m WHERE m.event_id = e.id) < 2`,
      );
      expect(lonelyGroups).toBe(0);
    } finally {
      catalog.close();
    }
  });

  it('scales profiles and comments with the number of markets', () => {
    const small = seedTemporaryCatalog({ markets: 200 });
    const larger = seedTemporaryCatalog({ markets: 600 });
    try {
      expect(larger.summary.profiles).toBeGreaterThan(small.summary.profiles);
      expect(larger.summary.comments).toBeGreaterThan(small.summary.comments);
    } finally {
      small.close();
      larger.close();
    }
  });

  it('rejects nonsense options', () => {
    const db = openDatabase(':memory:');
    try {
      expect(() => seedDemoCatalog(db, { markets: 0 })).toThrow(RangeError);
      expect(() => seedDemoCatalog(db, { markets: 2.5 })).toThrow(RangeError);
      expect(() => seedDemoCatalog(db, { seed: Number.NaN })).toThrow(RangeError);
      expect(() => seedDemoCatalog(db, { now: new Date('not a date') })).toThrow(RangeError);
      expect(count(db, 'SELECT COUNT(*) FROM tags')).toBe(0);
    } finally {
      db.close();
    }
  });

  it("restores the connection's page cache size after a bulk load", () => {
    const db = openDatabase(':memory:');
    try {
      db.pragma('cache_size = -2000');
      seedDemoCatalog(db, { markets: 1000, now: NOW });
      expect(db.pragma('cache_size', { simple: true })).toBe(-2000);
    } finally {
      db.close();
    }
  });

  it('refuses to seed over an existing catalog and leaves it untouched', () => {
    const db = openDatabase(':memory:');
    try {
      seedDemoCatalog(db, { markets: 20, now: NOW });
      const before = count(db, 'SELECT COUNT(*) FROM markets');
      expect(() => seedDemoCatalog(db, { markets: 20, now: NOW })).toThrow(/empty catalog/);
      expect(count(db, 'SELECT COUNT(*) FROM markets')).toBe(before);
    } finally {
      db.close();
    }
  });
});
