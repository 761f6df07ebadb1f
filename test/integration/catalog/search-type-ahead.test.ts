import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCatalog,
  createCatalogWriter,
  createMarketSearch,
  type MarketSearch,
} from '../../../server/catalog/index.js';
import { inTransaction, type Database } from '../../../server/storage/index.js';
import { startTestService, type TestService } from '../../support/app.js';
import {
  eventRecord,
  fillSearchCatalog,
  marketRecord,
  TAG,
  WALLET_A,
  type EventSpec,
} from '../../support/search-fixture.js';

const spec = (id: number, title: string, volume: number, tags: number[]): EventSpec => ({
  id,
  title,
  description: 'Resolves on the closing print.',
  tags,
  creator: WALLET_A,
  volume,
});

// Beside the search fixture: a word with punctuation, a whole word against a longer one that
// it starts, and a question holding a word that other markets hold only in their tags.
const EVENTS = [
  spec(20, 'Will the S&P 500 close above 7,000?', 40, [TAG.politics]),
  spec(21, 'Price of gold at year end', 30, [TAG.politics]),
  spec(22, 'Prices of silver at year end', 1_000, [TAG.politics]),
  spec(23, 'Crypto market cap record', 1, [TAG.crypto]),
];

function fill(db: Database): void {
  fillSearchCatalog(db);
  const writer = createCatalogWriter(db);
  inTransaction(db, () => {
    for (const event of EVENTS) {
      writer.addEvent(eventRecord(event));
      writer.addMarket(marketRecord(event));
    }
    writer.refreshEventAggregates();
  });
}

let service: TestService;
let markets: MarketSearch;
beforeAll(async () => {
  service = await startTestService(fill);
  const catalog = createCatalog(service.db, { assetBaseUrl: () => 'http://127.0.0.1:9999' });
  markets = createMarketSearch(service.db, catalog);
});
afterAll(() => service.close());

async function eventIds(q: string): Promise<string[]> {
  const body = await service.okJson<{ events: { id: string }[] }>(
    `/public-search?q=${encodeURIComponent(q)}&limit_per_type=100`,
  );
  return body.events.map((event) => event.id);
}

const marketIds = (q: string) =>
  markets.searchMarkets({ q, limit: 100 }).map((market) => Number(market.id));

describe('type-ahead search', () => {
  it('finds with every prefix a search box sends while typing what the whole word finds', async () => {
    const whole = await eventIds('rainfall');
    expect(whole).toHaveLength(12);
    for (const prefix of ['rai', 'rain', 'rainf']) expect(await eventIds(prefix)).toEqual(whole);
    // "ra" also starts "rally" (event 2's title).
    expect(await eventIds('ra')).toEqual(['2', ...whole]);
    for (const prefix of ['ra', 'rai', 'rain', 'rainf', 'rainfall']) {
      expect(marketIds(prefix)).toHaveLength(prefix === 'ra' ? 13 : 12);
    }
  });

  it('reads punctuation as a space between words', async () => {
    expect(await eventIds('s&')).toEqual(await eventIds('s'));
    expect(await eventIds('s&p 500')).toEqual(['20']);
    expect(await eventIds('S&P 50')).toEqual(['20']);
    expect(marketIds('s&p')).toEqual(marketIds('s p'));
    expect(marketIds('s&p')).toContain(200);
  });

  it('ranks a whole word above a longer word it starts, then by volume', async () => {
    // "price" is whole in the titles of 21 and 6, and starts "prices" in 22's (the most
    // traded); event 1 holds it in its description.
    expect(await eventIds('price')).toEqual(['21', '6', '22', '1']);
    expect(await eventIds('pric')).toEqual(['22', '21', '6', '1']);
    expect(marketIds('price')).toEqual([210, 60, 220]);
    expect(marketIds('pric')).toEqual([220, 210, 60]);
  });

  it('ranks a market by its own question above more traded ones holding the word in a tag', () => {
    // Markets 30 (closed), 20, 10 and 60 hold "crypto" only through their events' tag.
    expect(marketIds('crypto')).toEqual([230, 30, 20, 10, 60]);
    expect(marketIds('crypt')).toEqual([230, 30, 20, 10, 60]);
  });
});
