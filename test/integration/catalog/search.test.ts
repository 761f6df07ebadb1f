import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogWriter } from '../../../server/catalog/index.js';
import { inTransaction, openDatabase } from '../../../server/storage/index.js';
import { startTestService, type TestService } from '../../support/app.js';
import {
  RAIN_EVENTS,
  SITE,
  TAG,
  WALLET_A,
  WALLET_B,
  eventRecord,
  fillSearchCatalog,
  iso,
  marketRecord,
  type EventSpec,
} from '../../support/search-fixture.js';

interface SearchBody {
  events: Record<string, unknown>[];
  tags?: Record<string, unknown>[];
  pagination: { hasMore: boolean; totalResults: number };
}

let service: TestService;
beforeAll(async () => {
  service = await startTestService(fillSearchCatalog);
});
afterAll(() => service.close());

async function search(query: string): Promise<SearchBody> {
  const response = await service.app.inject(`/public-search?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchBody>();
}

const q = (text: string, extra = '') => `q=${encodeURIComponent(text)}${extra}`;
const idsOf = (body: SearchBody) => body.events.map((event) => event['id']);

describe('GET /public-search ranking', () => {
  it('ranks open events first, a title match above a description match, closed last', async () => {
    const body = await search(q('bitcoin'));
    expect(idsOf(body)).toEqual(['1', '2', '3']);
    expect(body.pagination).toEqual({ hasMore: false, totalResults: 3 });
  });

  it('matches every word as a prefix while typing', async () => {
    expect(idsOf(await search(q('bitc')))).toEqual(['1', '2', '3']);
    expect(idsOf(await search(q('ethe')))).toEqual(['6']);
    expect(idsOf(await search(q('BITCOIN')))).toEqual(['1', '2', '3']);
  });

  it('requires every word (AND), in any order', async () => {
    expect(idsOf(await search(q('bitcoin june')))).toEqual(['1']);
    expect(idsOf(await search(q('price bitc')))).toEqual(['1']);
    expect(idsOf(await search(q('ethereum price')))).toEqual(['6']);
    expect(idsOf(await search(q('bitcoin senate')))).toEqual([]);
  });

  it('ignores diacritics on both sides', async () => {
    expect(idsOf(await search(q('resume')))).toEqual(['4']);
    expect(idsOf(await search(q('RÉSUMÉ')))).toEqual(['4']);
    expect(idsOf(await search(q('resume\u0301')))).toEqual(['4']);
  });

  it('breaks relevance ties by volume, highest first', async () => {
    const body = await search(q('rainfall', '&limit_per_type=500'));
    const volumes = body.events.map((event) => event['volume'] as number);
    expect(volumes).toHaveLength(RAIN_EVENTS);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    expect(new Set(volumes).size).toBe(RAIN_EVENTS);
  });
});

describe('GET /public-search input handling', () => {
  const syntax = [
    '"',
    'bitcoin"',
    '*',
    'bitc*',
    '(bitcoin',
    'bitcoin)',
    'NEAR',
    'NEAR(bitcoin june)',
    'bitcoin NEAR june',
    '-bitcoin',
    'bitcoin -june',
    'title:bitcoin',
    '{title}: bitcoin',
    'bitcoin OR senate',
    'AND',
    'NOT bitcoin',
    '^bitcoin',
    'bitcoin + june',
    "bitcoin's",
    '\\',
    '%',
  ];

  it.each(syntax)('never fails on FTS5 syntax in q: %s', async (text) => {
    const body = await search(q(text));
    expect(Array.isArray(body.events)).toBe(true);
    expect(Number.isInteger(body.pagination.totalResults)).toBe(true);
  });

  it('treats operators and punctuation as plain words', async () => {
    expect(idsOf(await search(q('(bitcoin')))).toEqual(['1', '2', '3']);
    expect(idsOf(await search(q('-bitcoin')))).toEqual(['1', '2', '3']);
    expect(idsOf(await search(q('"bitcoin" "june"*')))).toEqual(['1']);
    expect(idsOf(await search(q('bitcoin:june')))).toEqual(['1']);
    expect(idsOf(await search(q('bitcoin OR senate')))).toEqual([]);
  });

  it('never answers 500, whatever the text', async () => {
    const ftsPieces = fc.constantFrom(
      ...'"*()-+^:{}\' .'.split(''),
      'NEAR',
      'AND',
      'OR',
      'NOT',
      'bit',
      'é',
    );
    const text = fc.oneof(
      fc.string({ minLength: 1, maxLength: 60, unit: ftsPieces }),
      fc.string({ minLength: 1, maxLength: 220, unit: 'grapheme' }),
    );
    await fc.assert(
      fc.asyncProperty(text, async (value) => {
        const response = await service.app.inject(`/public-search?${q(value)}`);
        expect(response.statusCode, response.body).toBe([...value].length <= 200 ? 200 : 400);
      }),
      { numRuns: 200 },
    );
  });

  it.each(['***', '"-:()', '   ', '+'])(
    'answers nothing for q without a word: %j',
    async (text) => {
      const body = await search(q(text));
      expect(body).toEqual({
        events: [],
        tags: [],
        pagination: { hasMore: false, totalResults: 0 },
      });
    },
  );

  it.each([
    ['', 'q'],
    [q(''), 'q'],
    [q('x'.repeat(201)), 'q'],
    [q('bitcoin', '&limit_per_type=0'), 'limit_per_type'],
    [q('bitcoin', '&limit_per_type=501'), 'limit_per_type'],
    [q('bitcoin', '&limit_per_type=ten'), 'limit_per_type'],
    [q('bitcoin', '&page=0'), 'page'],
    [q('bitcoin', '&search_tags=maybe'), 'search_tags'],
  ])('rejects %j with a 400 naming %s', async (query, name) => {
    const response = await service.app.inject(`/public-search?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(new RegExp(`^${name} `));
  });

  it('accepts q of 200 characters and the bounds of limit_per_type', async () => {
    await search(q('b'.repeat(200)));
    await search(q('bitcoin', '&limit_per_type=1'));
    await search(q('bitcoin', '&limit_per_type=500'));
  });
});

describe('GET /public-search results', () => {
  it('answers every field with its JSON type', async () => {
    const body = await search(q('bitcoin above'));
    expect(Object.keys(body).sort()).toEqual(['events', 'pagination', 'tags']);
    const [event] = body.events;
    expect(event).toMatchObject({
      id: '1',
      ticker: 'event-1',
      slug: 'event-1',
      title: 'Bitcoin above 100k by June',
      description: 'Resolves on the spot price.',
      image: 'http://127.0.0.1:9999/assets/icons/event-1.svg',
      icon: 'https://cdn.example.org/icon.png',
      startDate: iso(1),
      endDate: iso(28),
      active: true,
      closed: false,
      archived: false,
      volume: 500,
      commentCount: 0,
    });
    for (const field of ['resolutionSource', 'creationDate', 'createdAt', 'updatedAt']) {
      expect(typeof event?.[field]).toBe('string');
    }
    for (const field of ['featured', 'negRisk']) expect(typeof event?.[field]).toBe('boolean');
    for (const field of ['volume24hr', 'liquidity', 'competitive']) {
      expect(typeof event?.[field]).toBe('number');
    }
    expect(event?.['tags']).toEqual([
      {
        id: String(TAG.crypto),
        label: 'Crypto',
        slug: 'crypto',
        forceShow: false,
        createdAt: iso(1),
        updatedAt: iso(1),
        requiresTranslation: false,
      },
    ]);
    expect(event?.['series']).toEqual([]);
    const markets = event?.['markets'] as Record<string, unknown>[];
    expect(markets).toHaveLength(1);
    expect(markets[0]).toMatchObject({
      id: '10',
      question: 'Bitcoin above 100k by June?',
      conditionId: `0x${(10).toString(16).padStart(64, '0')}`,
      outcomes: '["Yes","No"]',
      clobTokenIds: '["1001","1002"]',
      closed: false,
      volumeNum: 500,
    });
    expect(markets[0]).not.toHaveProperty('events');
  });

  it('finds tags by label or slug prefix, with integer event counts', async () => {
    const body = await search(q('crypt'));
    expect(body.tags).toEqual([
      { id: String(TAG.crypto), label: 'Crypto', slug: 'crypto', event_count: 4 },
      { id: String(TAG.cryptography), label: 'Cryptography', slug: 'cryptography', event_count: 1 },
    ]);
    expect((await search(q('weath'))).tags).toEqual([
      { id: String(TAG.weather), label: 'Weather', slug: 'weather', event_count: RAIN_EVENTS },
    ]);
  });

  it('leaves tags out when search_tags is false', async () => {
    const body = await search(q('crypt', '&search_tags=false'));
    expect(body).not.toHaveProperty('tags');
    expect(Object.keys(body).sort()).toEqual(['events', 'pagination']);
  });

  it('finds the events carrying a matching tag through their markets, closed last', async () => {
    const ids = idsOf(await search(q('crypt')));
    expect(ids.slice(0, 3).sort()).toEqual(['1', '2', '6']);
    expect(ids[3]).toBe('3');
    expect(idsOf(await search(q('weath', '&limit_per_type=500')))).toHaveLength(RAIN_EVENTS);
  });

  it('answers an empty profiles list when profiles are searched and none match', async () => {
    const body = await search(q('bitcoin', '&search_profiles=true'));
    expect(body).toHaveProperty('profiles', []);
    expect(idsOf(body)).toEqual(['1', '2', '3']);
    expect(await search(q('bitcoin'))).not.toHaveProperty('profiles');
  });

  it('pages events with limit_per_type and page', async () => {
    const all = idsOf(await search(q('rainfall', '&limit_per_type=500')));
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => search(q('rainfall', `&limit_per_type=5&page=${page}`))),
    );
    expect(pages.map(idsOf)).toEqual([all.slice(0, 5), all.slice(5, 10), all.slice(10), []]);
    expect(pages.map((body) => body.pagination)).toEqual([
      { hasMore: true, totalResults: RAIN_EVENTS },
      { hasMore: true, totalResults: RAIN_EVENTS },
      { hasMore: false, totalResults: RAIN_EVENTS },
      { hasMore: false, totalResults: RAIN_EVENTS },
    ]);
  });

  it('pages tags with the same limit_per_type and page', async () => {
    expect((await search(q('crypt', '&limit_per_type=1&page=2'))).tags).toEqual([
      { id: String(TAG.cryptography), label: 'Cryptography', slug: 'cryptography', event_count: 1 },
    ]);
  });
});

describe('GET /public-search with creator', () => {
  it('keeps the events with a market created by the wallet, and counts tags in scope', async () => {
    const body = await search(
      q('bitcoin', `&creator=${WALLET_A.toUpperCase().replace('0X', '0x')}`),
    );
    expect(idsOf(body)).toEqual(['1', '3']);
    expect(body.pagination).toEqual({ hasMore: false, totalResults: 2 });
    expect((await search(q('crypt', `&creator=${WALLET_A}`))).tags).toEqual([
      { id: String(TAG.crypto), label: 'Crypto', slug: 'crypto', event_count: 3 },
      { id: String(TAG.cryptography), label: 'Cryptography', slug: 'cryptography', event_count: 1 },
    ]);
  });

  it('keeps the events with a market listed on the site', async () => {
    expect(idsOf(await search(q('bitcoin', `&creator=${SITE}`)))).toEqual(['1']);
    expect(idsOf(await search(q('resume', `&creator=${SITE}`)))).toEqual(['4']);
    expect((await search(q('crypt', `&creator=${SITE}`))).tags?.[0]).toMatchObject({
      slug: 'crypto',
      event_count: 1,
    });
  });

  it('finds nothing for an unknown creator', async () => {
    const body = await search(q('bitcoin', '&creator=nowhere'));
    expect(body.events).toEqual([]);
    expect(body.pagination.totalResults).toBe(0);
  });
});

describe('GET /public-search after catalog changes', () => {
  it('sees events written after an earlier search of the same words', async () => {
    expect(idsOf(await search(q('hashrate')))).toEqual(['2']);
    const writer = createCatalogWriter(service.db);
    // As relevant as event 2 (the word in its title) and more traded: it goes first.
    const spec: EventSpec = {
      id: 50,
      title: 'Hashrate record this year',
      description: 'Network hashrate.',
      tags: [TAG.crypto],
      creator: WALLET_A,
      volume: 20_000,
    };
    inTransaction(service.db, () => {
      writer.addEvent(eventRecord(spec));
      writer.addMarket(marketRecord(spec));
      writer.refreshEventAggregates(spec.id);
    });
    expect(idsOf(await search(q('hashrate')))).toEqual(['50', '2']);
    service.db.prepare('UPDATE events SET closed = 1 WHERE id = 50').run();
    expect(idsOf(await search(q('hashrate')))).toEqual(['2', '50']);
    service.db.prepare("UPDATE events SET title = 'Mining record' WHERE id = 50").run();
    expect(idsOf(await search(q('mining')))).toEqual(['2', '50']);
    service.db.prepare('DELETE FROM events WHERE id = 50').run();
    expect(idsOf(await search(q('mining')))).toEqual(['2']);
  });

  it('sees changes of market creators, site listings and event tags', async () => {
    const cryptoTag = async (creator: string) =>
      (await search(q('crypto', `&creator=${creator}`))).tags?.[0]?.['event_count'];
    expect(idsOf(await search(q('ethereum', `&creator=${WALLET_B}`)))).toEqual([]);
    expect(await cryptoTag(WALLET_B)).toBe(1);
    service.db.prepare('UPDATE markets SET creator = ? WHERE id = 60').run(WALLET_B);
    expect(idsOf(await search(q('ethereum', `&creator=${WALLET_B}`)))).toEqual(['6']);
    expect(await cryptoTag(WALLET_B)).toBe(2);

    expect(idsOf(await search(q('ethereum', `&creator=${SITE}`)))).toEqual([]);
    createCatalogWriter(service.db).listOnSite(SITE, 60);
    expect(idsOf(await search(q('ethereum', `&creator=${SITE}`)))).toEqual(['6']);

    expect(await cryptoTag(WALLET_B)).toBe(2);
    service.db.prepare('DELETE FROM event_tags WHERE event_id = 6 AND tag_id = ?').run(TAG.crypto);
    expect(await cryptoTag(WALLET_B)).toBe(1);

    expect((await search(q('weath'))).tags).toHaveLength(1);
    service.db.prepare("UPDATE tags SET label = 'Climate', slug = 'climate' WHERE id = ?").run(4);
    expect((await search(q('weath'))).tags).toEqual([]);
  });

  it('sees changes committed by another connection', async () => {
    expect(idsOf(await search(q('senate')))).toEqual(['5']);
    const other = openDatabase(join(service.dir, 'marketdesk.db'));
    try {
      other.prepare("UPDATE events SET title = 'Parliament control' WHERE id = 5").run();
      other.prepare("UPDATE markets SET question = 'Parliament control?' WHERE id = 50").run();
    } finally {
      other.close();
    }
    // Commits of other connections may go unseen for OTHER_COMMITS_DELAY_MS (catalog-version.ts).
    await sleep(5);
    expect(idsOf(await search(q('senate')))).toEqual([]);
    expect(idsOf(await search(q('parliament')))).toEqual(['5']);
  });
});
