import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCatalog,
  createMarketSearch,
  type MarketSearch,
} from '../../../server/catalog/index.js';
import { openFixtureDb, type FixtureDb } from '../../support/fixture-db.js';

// The catalog fixture alone (no venue statistics recomputing volumes from trades).
let fixture: FixtureDb;
let search: MarketSearch;
beforeAll(() => {
  fixture = openFixtureDb();
  const catalog = createCatalog(fixture.db, { assetBaseUrl: () => 'http://127.0.0.1:9999' });
  search = createMarketSearch(fixture.db, catalog);
});
afterAll(() => fixture.close());

const ids = (q: string, filters: { active?: boolean; closed?: boolean } = {}) =>
  search.searchMarkets({ q, limit: 20, ...filters }).map((market) => Number(market.id));

describe('catalog.searchMarkets', () => {
  it('finds a market by a word of its question, every word having to match', () => {
    expect(ids('market 206')).toEqual([206]);
    expect(ids('Question 206 nothing')).toEqual([]);
  });

  it('takes the last word as a prefix and ranks the most traded first', () => {
    // 204 and 205 trade the same volume: the lower id goes first.
    const open = { closed: false };
    expect(ids('question of market 20', open)).toEqual([
      206, 204, 205, 201, 202, 208, 209, 203, 207,
    ]);
    expect(ids('ques', { closed: true })).toEqual([211, 212]);
  });

  it("searches group item titles, event titles and the event's tags", () => {
    expect(ids('candidate')).toEqual([201, 202, 203]);
    expect(ids('fed march')).toEqual([208]);
    expect(ids('crypto')).toEqual([206, 211, 207, 212]);
    expect(ids('crypto', { closed: false })).toEqual([206, 207]);
    expect(ids('crypto', { active: false })).toEqual([212]);
  });

  it('answers full catalog markets, at most `limit`, and ignores query syntax', () => {
    const [market] = search.searchMarkets({ q: 'market 204', limit: 5 });
    expect(market).toMatchObject({ id: '204', question: 'Question of market 204?' });
    expect(search.searchMarkets({ q: 'market', limit: 3 })).toHaveLength(3);
    expect(ids('"market* OR')).toEqual(ids('market or'));
    expect(ids('--')).toEqual([]);
  });

  it('pages through the ranked matches by offset, each match on one page only', () => {
    const open = { closed: false };
    const all = ids('question of market 20', open);
    const page = (offset: number) =>
      search
        .searchMarkets({ q: 'question of market 20', limit: 4, offset, ...open })
        .map((market) => Number(market.id));
    expect([...page(0), ...page(4), ...page(8)]).toEqual(all);
    expect(page(8)).toHaveLength(all.length - 8);
    expect(page(all.length)).toEqual([]);
  });

  it('follows the catalog: a changed question, event title or tag is found at once', () => {
    fixture.db.prepare('UPDATE markets SET question = ? WHERE id = 203').run('Zebras fly?');
    expect(ids('zebra')).toEqual([203]);
    expect(ids('market 203')).toEqual([]);
    fixture.db.prepare('UPDATE events SET title = ? WHERE id = 104').run('Rates in spring');
    expect(ids('spring')).toEqual([208]);
    fixture.db.prepare("UPDATE tags SET label = 'Digital assets' WHERE slug = 'crypto'").run();
    expect(ids('digital')).toEqual([206, 211, 207, 212]);
  });
});
