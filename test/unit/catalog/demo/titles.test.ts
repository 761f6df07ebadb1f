import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all, seedTemporaryCatalog, type SeededCatalog } from './helpers.js';

describe('the demo catalog reads like a real one', () => {
  const sizes = [1_500, 12_000];
  const catalogs = new Map<number, SeededCatalog>();
  beforeAll(() => {
    for (const markets of sizes) catalogs.set(markets, seedTemporaryCatalog({ markets }));
  });
  afterAll(() => catalogs.forEach((catalog) => catalog.close()));

  it.each(sizes)('no two open events share a title (%i markets)', (markets) => {
    const { db } = catalogs.get(markets) as SeededCatalog;
    const repeated = all(
      db,
      'SELECT title, COUNT(*) AS n FROM events WHERE closed = 0 GROUP BY title HAVING n > 1',
    );
    expect(repeated).toEqual([]);
    expect(all(db, 'SELECT id FROM events WHERE closed = 0').length).toBeGreaterThan(100);
  });

  it.each(sizes)('every series names each of its events differently (%i markets)', (markets) => {
    const { db } = catalogs.get(markets) as SeededCatalog;
    const repeated = all(
      db,
      `SELECT s.series_id, e.title, COUNT(*) AS n FROM series_events s
       JOIN events e ON e.id = s.event_id GROUP BY s.series_id, e.title HAVING n > 1`,
    );
    expect(repeated).toEqual([]);
  });

  it.each(sizes)('no event repeats a market description (%i markets)', (markets) => {
    const { db } = catalogs.get(markets) as SeededCatalog;
    const repeated = all(
      db,
      `SELECT event_id, COUNT(*) AS n FROM markets GROUP BY event_id, description HAVING n > 1`,
    );
    expect(repeated).toEqual([]);
  });
});
