import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { createMarketSearch, type MarketSearch } from '../../../server/catalog/index.js';
import { SearchQuery } from '../../../server/contract/index.js';
import { searchIndexOf } from '../../../server/catalog/search/search-index.js';
import { startVenue, withAliceAndBob, type TestTrader, type Venue } from '../../support/venue.js';
import { EVENT, MARKET, NO, YES } from '../stats/stats-support.js';

let venue: Venue;
let alice: TestTrader;
let bob: TestTrader;
let search: MarketSearch;
beforeEach(async () => {
  ({ venue, alice, bob } = await withAliceAndBob(startVenue()));
  search = createMarketSearch(venue.db, venue.catalog);
});
afterEach(() => venue.close());

const QUERY = 'question of market 20';
/** Markets 201 to 209 hold every word of QUERY in their questions alike: by volume, then id. */
const BY_VOLUME = `SELECT id FROM markets WHERE id BETWEEN 201 AND 209 AND closed = 0
  ORDER BY volume_micros DESC, id`;
/** Every event's markets hold "question", no event's own text does: open first, by volume. */
const EVENTS_BY_VOLUME = 'SELECT id FROM events ORDER BY closed, volume_micros DESC, id';

const marketIds = () =>
  search.searchMarkets({ q: QUERY, limit: 20, closed: false }).map((market) => Number(market.id));

/** GET /public-search's answer to q=question, read in the same turn as the catalog's rows. */
const eventIds = () => {
  const query = Value.Default(SearchQuery, { q: 'question', optimized: true }) as SearchQuery;
  return venue.catalog
    .search(query)
    .decode()
    .events.map((event) => Number(event.id));
};

// The venue writes the figures of its own trades, and resets the fixture's as it starts (in
// the background): every answer is compared with the rows of the same turn.
describe('search while the venue trades', () => {
  it('ranks a market a trade changed by its new volume, on the same index', async () => {
    const rows = (sql: string) => venue.db.prepare(sql).pluck().all() as number[];
    const before = marketIds();
    expect(before).toEqual(rows(BY_VOLUME));
    expect(eventIds()).toEqual(rows(EVENTS_BY_VOLUME));
    const index = searchIndexOf(venue.db).current();

    await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    await bob.place({ tokenId: NO, side: 'BUY', price: 0.6, size: 5 });
    await venue.trading.committed();
    venue.marketStats.flush();

    const found = search.searchMarkets({ q: `market ${MARKET}`, limit: 20 });
    expect(found).toMatchObject([{ id: String(MARKET), volumeNum: 3 }]);
    const after = marketIds();
    expect(after).toEqual(rows(BY_VOLUME));
    // Whether the fixture's 8,000 or the reset's 0 came before, 3 is another place.
    expect(after.indexOf(MARKET)).not.toBe(before.indexOf(MARKET));
    expect(eventIds()).toEqual(rows(EVENTS_BY_VOLUME));
    expect(rows(`SELECT volume_micros FROM events WHERE id = ${EVENT}`)).not.toEqual([0]);
    expect(searchIndexOf(venue.db).current()).toBe(index);
  });
});
