import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogIndex } from '../../../server/catalog/search/catalog-index.js';
import { foldWords, queryWords } from '../../../server/catalog/search/fold.js';
import { SlotList } from '../../../server/catalog/search/hits.js';
import { searchIndexOf } from '../../../server/catalog/search/search-index.js';
import { topK } from '../../../server/catalog/search/top-k.js';
import { openDatabase, type Database } from '../../../server/storage/index.js';
import { createCatalogWriter } from '../../../server/catalog/index.js';
import {
  eventRecord,
  fillSearchCatalog,
  marketRecord,
  TAG,
  WALLET_A,
  type EventSpec,
} from '../../support/search-fixture.js';

const NEW_EVENT: EventSpec = {
  id: 0,
  title: '',
  description: 'Seen from the north.',
  tags: [TAG.weather],
  creator: WALLET_A,
  volume: 0,
};

describe('search words', () => {
  it('folds case, diacritics and compatibility forms, and splits at punctuation', () => {
    expect(foldWords('Will the S&P 500 close above 7,000?')).toEqual([
      'will',
      'the',
      's',
      'p',
      '500',
      'close',
      'above',
      '7',
      '000',
    ]);
    expect(foldWords('RÉSUMÉ résume\u0301 ﬁnal')).toEqual(['resume', 'resume', 'final']);
    expect(foldWords('34°F-36°F')).toEqual(['34', 'f', '36', 'f']);
  });

  it('keeps the words a query must match: longest first, prefixes of others dropped', () => {
    expect(queryWords('s&')).toEqual(['s']);
    expect(queryWords('S&P 500')).toEqual(['500', 'p', 's']);
    expect(queryWords('bit bitcoin BITCOIN')).toEqual(['bitcoin']);
    expect(queryWords('"*()-+^:{}')).toEqual([]);
    expect(queryWords(Array.from({ length: 12 }, (_, i) => `w${i}xx`).join(' '))).toHaveLength(10);
  });
});

describe('topK', () => {
  it('answers the first k of the full sort of the kept slots, and how many were kept', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(50), { maxLength: 300 }), fc.nat(40), (items, k) => {
        const slots = new SlotList();
        for (const item of items) slots.push(item);
        const compare = (a: number, b: number) => b - a;
        const keep = (slot: number) => slot % 3 !== 0;
        const kept = items.filter(keep);
        expect(topK(slots, k, compare, keep)).toEqual({
          top: [...kept].sort(compare).slice(0, k),
          count: kept.length,
        });
      }),
    );
  });
});

let dir: string;
let db: Database;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marketdesk-search-index-'));
  db = openDatabase(join(dir, 'marketdesk.db'));
  fillSearchCatalog(db);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const eventIds = (index: CatalogIndex, q: string) =>
  index
    .matchEvents(queryWords(q))
    .slots.filter(() => true)
    .map((slot) => index.events.ids[slot])
    .sort((a, b) => a! - b!);

const marketIds = (index: CatalogIndex, q: string) =>
  index
    .matchMarkets(queryWords(q))
    .slots.filter(() => true)
    .map((slot) => index.markets.ids[slot])
    .sort((a, b) => a! - b!);

describe('the catalog search index', () => {
  it('matches every query word as a prefix, in any field of the event or its markets', () => {
    const index = searchIndexOf(db).current();
    for (const prefix of ['bi', 'bit', 'bitc', 'bitco', 'bitcoin']) {
      expect(eventIds(index, prefix)).toEqual([1, 2, 3]);
    }
    expect(eventIds(index, 'crypto')).toEqual([1, 2, 3, 6]);
    expect(eventIds(index, 'bitcoin june')).toEqual([1]);
    expect(marketIds(index, 'rainfall 0')).toEqual([
      1000, 1010, 1020, 1030, 1040, 1050, 1060, 1070, 1080, 1090,
    ]);
    expect(eventIds(index, 'zebra')).toEqual([]);
  });

  it('scores the best field of each word, doubled for a whole word', () => {
    const index = searchIndexOf(db).current();
    const score = (q: string, id: number) => {
      const matches = index.matchEvents(queryWords(q));
      const slot = index.events.slotOf.get(id)!;
      return { own: matches.own(slot), market: matches.market(slot) };
    };
    // Title (10), doubled for the whole word; the market inherits the title.
    expect(score('bitcoin', 1)).toEqual({ own: 20, market: 20 });
    expect(score('bitc', 1)).toEqual({ own: 10, market: 10 });
    // Event 2 holds "bitcoin" in its description only (1), which its market does not hold.
    expect(score('bitcoin', 2)).toEqual({ own: 2, market: 0 });
    // A tag (2) reaches the markets of the event, not the event's own text.
    expect(score('cryptography', 6)).toEqual({ own: 0, market: 4 });
  });

  it('reports a background build that fails, and builds anew at the next search', async () => {
    const search = searchIndexOf(db);
    db.exec('ALTER TABLE events RENAME TO events_away');
    const failures = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await vi.waitFor(
        () =>
          expect(failures).toHaveBeenCalledWith(
            'search index: background build failed',
            expect.objectContaining({ message: expect.stringContaining('events') }),
          ),
        { timeout: 5_000, interval: 50 },
      );
    } finally {
      failures.mockRestore();
    }
    db.exec('ALTER TABLE events_away RENAME TO events');
    expect(eventIds(search.current(), 'bitcoin')).toEqual([1, 2, 3]);
  });

  it('follows volumes and states in place, without a rebuild', () => {
    const search = searchIndexOf(db);
    const index = search.current();
    db.prepare('UPDATE markets SET volume_micros = 123 WHERE id = 10').run();
    db.prepare('UPDATE markets SET closed = 1 WHERE id = 20').run();
    expect(search.current()).toBe(index);
    const slot = (id: number) => index.markets.slotOf.get(id)!;
    expect(index.markets.volumes[slot(10)]).toBe(123);
    expect(index.markets.flags[slot(20)]! & 1).toBe(1);
  });

  it('follows changed, new and deleted text without a rebuild', () => {
    const search = searchIndexOf(db);
    const index = search.current();
    db.prepare("UPDATE markets SET question = 'Zebras fly?' WHERE id = 10").run();
    expect(marketIds(search.current(), 'zebra')).toEqual([10]);
    const writer = createCatalogWriter(db);
    const spec = { ...NEW_EVENT, id: 300, title: 'Meteor shower', volume: 5 };
    writer.addEvent(eventRecord(spec));
    writer.addMarket(marketRecord(spec));
    expect(eventIds(search.current(), 'meteor')).toEqual([300]);
    expect(marketIds(search.current(), 'meteor shower')).toEqual([3000]);
    db.prepare("UPDATE events SET title = 'Lunar eclipse' WHERE id = 5").run();
    expect(eventIds(search.current(), 'lunar')).toEqual([5]);
    expect(marketIds(search.current(), 'eclipse')).toEqual([50]);
    db.prepare("UPDATE tags SET label = 'Digital assets' WHERE slug = 'crypto'").run();
    expect(eventIds(search.current(), 'digital')).toEqual([1, 2, 3, 6]);
    db.prepare('DELETE FROM events WHERE id = 6').run();
    expect(eventIds(search.current(), 'ethereum')).toEqual([]);
    expect(marketIds(search.current(), 'ethereum')).toEqual([]);
    expect(search.current()).toBe(index);
  });

  it("reads the catalog again after another connection's commit", () => {
    const search = searchIndexOf(db);
    const index = search.current();
    const other = new BetterSqlite3(join(dir, 'marketdesk.db'));
    try {
      other.prepare("UPDATE events SET title = 'Comet sighting' WHERE id = 4").run();
    } finally {
      other.close();
    }
    const rebuilt = search.current();
    expect(rebuilt).not.toBe(index);
    expect(eventIds(rebuilt, 'comet')).toEqual([4]);
  });
});
