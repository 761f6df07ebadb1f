// Type-ahead pages share their events: an event is loaded once between two catalog writes, and
// a write (a trade's statistics, a title) shows in the next search at once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { SearchQuery, type SearchEvent } from '../../../server/contract/index.js';
import { startVenue, withAliceAndBob, type TestTrader, type Venue } from '../../support/venue.js';
import { EVENT, NO, YES } from '../stats/stats-support.js';

let venue: Venue;
let alice: TestTrader;
let bob: TestTrader;
beforeEach(async () => ({ venue, alice, bob } = await withAliceAndBob(startVenue())));
afterEach(() => venue.close());

const search = (q: string, more: Partial<SearchQuery> = {}): SearchEvent[] =>
  venue.catalog.search(Value.Default(SearchQuery, { q, ...more }) as SearchQuery).decode().events;
const eventOf = (events: SearchEvent[]) => events.find((event) => event.id === String(EVENT))!;

/** Counts the statements that read events by id from now on. */
function countEventLoads(): () => number {
  let loads = 0;
  const prepare = venue.db.prepare.bind(venue.db);
  venue.db.prepare = ((sql: string) => {
    const statement = prepare(sql);
    if (!/FROM json_each\(\?\) page\s+JOIN events e/.test(sql)) return statement;
    const all = statement.all.bind(statement);
    return Object.assign(statement, {
      all: (...params: unknown[]) => ((loads += 1), all(...params)),
    });
  }) as typeof venue.db.prepare;
  return () => loads;
}

describe('the events of search pages', () => {
  it('are loaded once for the prefixes of a word, in each shape asked', () => {
    const loads = countEventLoads();
    const full = eventOf(search('question'));
    expect(full.markets!.length).toBeGreaterThan(0);
    const afterFirst = loads();
    for (const prefix of ['questio', 'quest', 'que', 'qu']) {
      expect(eventOf(search(prefix))).toStrictEqual(full);
    }
    expect(loads()).toBe(afterFirst);

    const optimized = eventOf(search('question', { optimized: true }));
    expect(optimized.markets).toBeUndefined();
    expect(loads()).toBe(afterFirst + 1);
    expect(eventOf(search('question'))).toStrictEqual(full);
  });

  it('show a catalog write in the next search', async () => {
    const before = eventOf(search('question'));
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    await bob.place({ tokenId: NO, side: 'BUY', price: 0.6, size: 5 });
    await venue.trading.committed();
    venue.marketStats.flush();
    const traded = eventOf(search('question'));
    expect(traded.volume).not.toBe(before.volume);

    venue.db.prepare('UPDATE events SET title = ? WHERE id = ?').run('Renamed event', EVENT);
    expect(eventOf(search('question')).title).toBe('Renamed event');
  });
});
