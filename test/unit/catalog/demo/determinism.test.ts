import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogDigests, seedTemporaryCatalog, type SeededCatalog } from './helpers.js';

describe('the demo catalog is deterministic', () => {
  const opened: SeededCatalog[] = [];
  let first: Record<string, string>;

  beforeAll(() => {
    const catalog = seedTemporaryCatalog({ seed: 7 });
    opened.push(catalog);
    first = catalogDigests(catalog.db);
  });
  afterAll(() => {
    for (const catalog of opened) catalog.close();
  });

  it('gives byte-identical tables for the same seed, size and time', () => {
    const again = seedTemporaryCatalog({ seed: 7 });
    opened.push(again);
    expect(catalogDigests(again.db)).toEqual(first);
  });

  it('gives a different catalog for another seed', () => {
    const other = seedTemporaryCatalog({ seed: 8 });
    opened.push(other);
    const digests = catalogDigests(other.db);
    for (const table of ['events', 'markets', 'market_tokens', 'profiles', 'comments']) {
      expect(digests[table], table).not.toBe(first[table]);
    }
    // The fixed vocabulary does not depend on the seed.
    expect(digests.sites).toBe(first.sites);
  });
});
