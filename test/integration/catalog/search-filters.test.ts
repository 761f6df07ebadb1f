import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogWriter } from '../../../server/catalog/index.js';
import { inTransaction, type Database } from '../../../server/storage/index.js';
import { startTestService, type TestService } from '../../support/app.js';
import {
  TAG,
  WALLET_B,
  eventRecord,
  fillSearchCatalog,
  iso,
  marketRecord,
  type EventSpec,
} from '../../support/search-fixture.js';

interface SearchBody {
  events: (Record<string, unknown> & { markets?: { id: string; closed: boolean }[] })[];
  profiles?: Record<string, unknown>[];
  pagination: { hasMore: boolean; totalResults: number };
}

const HOUSE: EventSpec = {
  id: 70,
  title: 'Midterm outlook',
  description: 'Seats after the vote.',
  tags: [TAG.politics],
  creator: WALLET_B,
  volume: 5,
};
const DAILY: EventSpec = {
  id: 80,
  title: 'Daily bitcoin close',
  description: 'Close of the day.',
  tags: [TAG.crypto],
  creator: WALLET_B,
  volume: 7,
};
/** Its own title holds "wave", which event 70 has only in a market's group title. */
const WAVE: EventSpec = {
  id: 90,
  title: 'Wave energy record',
  description: 'Output of the plant.',
  tags: [TAG.weather],
  creator: WALLET_B,
  volume: 1,
};
const SERIES_ID = 900;

/** The search fixture, plus an event found only through its markets' text, a daily series and profiles. */
function fillCatalog(db: Database): void {
  fillSearchCatalog(db);
  const writer = createCatalogWriter(db);
  inTransaction(db, () => {
    writer.addEvent(eventRecord(HOUSE));
    writer.addMarket({
      ...marketRecord(HOUSE),
      question: 'Will the Democrats win the House?',
      groupItemTitle: 'Blue wave',
      tokens: [
        { tokenId: '70001', outcome: 'Yes' },
        { tokenId: '70002', outcome: 'Filibuster' },
      ],
    });
    // A second, closed market of the same event.
    writer.addMarket({
      ...marketRecord({ ...HOUSE, id: 71, closed: true }),
      eventId: HOUSE.id,
      question: 'Will the Republicans win the House?',
    });
    writer.addSeries({
      id: SERIES_ID,
      ticker: 'btc-daily',
      slug: 'btc-daily',
      title: 'Bitcoin daily',
      seriesType: 'single',
      recurrence: 'daily',
      image: '',
      icon: '',
      active: true,
      closed: false,
      archived: false,
      createdAt: iso(1),
      updatedAt: iso(1),
    });
    writer.addEvent({ ...eventRecord(DAILY), seriesIds: [SERIES_ID] });
    writer.addMarket(marketRecord(DAILY));
    writer.addEvent(eventRecord(WAVE));
    writer.addMarket(marketRecord(WAVE));
    const profile = (index: number, name: string, pseudonym: string, shown = true) =>
      writer.addProfile({
        address: `0x${String(index).repeat(40)}`,
        proxyWallet: `0x${String(index + 1).repeat(40)}`,
        name,
        pseudonym,
        bio: `Bio ${index}`,
        profileImage: `/assets/icons/profile-${index}.svg`,
        displayUsernamePublic: shown,
        isMod: false,
        isCreator: false,
        createdAt: iso(1),
      });
    profile(1, 'bitcoin-maxi', 'Quiet-Otter');
    profile(3, 'satoshi.fan', 'Bitcoin-Heron');
    profile(5, 'bitcoin', 'Calm-Lake');
    profile(7, 'bitcoin-hidden', 'Grey-Finch', false);
    writer.refreshEventAggregates();
  });
}

let service: TestService;
beforeAll(async () => {
  service = await startTestService(fillCatalog);
});
afterAll(() => service.close());

async function search(query: string): Promise<SearchBody> {
  const response = await service.app.inject(`/public-search?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchBody>();
}
const idsOf = (body: SearchBody) => body.events.map((event) => event['id']);

describe('GET /public-search through the markets of events', () => {
  it.each([
    ['a word of a market question', 'democrats'],
    ['an outcome', 'filibuster'],
    ['a group item title', 'blue wave'],
    ['words of the question and of the event title together', 'republicans midterm'],
  ])('finds an event by %s', async (_, text) => {
    expect(idsOf(await search(`q=${encodeURIComponent(text)}`))).toEqual(['70']);
  });

  it('ranks events matched by their own text above those matched through markets only', async () => {
    // Event 90 has "wave" in its title; event 70, more traded, only in a market's group title.
    expect(idsOf(await search('q=wave'))).toEqual(['90', '70']);
    expect(idsOf(await search('q=seats'))).toEqual(['70']);
  });

  it('carries each event with its markets, closed ones included by default', async () => {
    const [event] = (await search('q=democrats')).events;
    expect(event?.markets?.map((market) => [market.id, market.closed])).toEqual([
      ['700', false],
      ['710', true],
    ]);
    const [daily] = (await search('q=daily')).events;
    expect(daily?.['series']).toMatchObject([{ id: String(SERIES_ID), recurrence: 'daily' }]);
  });
});

describe('GET /public-search parameters of the venue', () => {
  // Events 1 and 80 hold "bitcoin" in their titles alike: the more traded (1) goes first.
  it.each([
    ['', ['1', '80', '2', '3']],
    ['&events_status=all', ['1', '80', '2', '3']],
    ['&events_status=active', ['1', '80', '2']],
    ['&events_status=closed', ['3']],
    ['&keep_closed_markets=0', ['1', '80', '2']],
    ['&keep_closed_markets=1', ['1', '80', '2', '3']],
    ['&events_tag=crypto', ['1', '80', '2', '3']],
    ['&events_tag=politics', []],
    ['&events_tag=politics,crypto&events_status=closed', ['3']],
    [`&exclude_tag_id=${TAG.crypto}`, []],
    [`&exclude_tag_id=${TAG.politics}&exclude_tag_id=${TAG.weather}`, ['1', '80', '2', '3']],
    ['&recurrence=daily', ['80']],
    ['&recurrence=weekly', []],
    ['&sort=volume', ['3', '2', '1', '80']],
    ['&sort=volume&ascending=true', ['80', '1', '2', '3']],
    ['&sort=volume&ascending=true&events_status=active&limit_per_type=2', ['80', '1']],
  ])('q=bitcoin%s', async (extra, expected) => {
    const body = await search(`q=bitcoin${extra}`);
    expect(idsOf(body)).toEqual(expected);
  });

  it('leaves closed markets out of the events with keep_closed_markets=0', async () => {
    const [event] = (await search('q=house&keep_closed_markets=0')).events;
    expect(event?.markets?.map((market) => market.id)).toEqual(['700']);
  });

  it('answers only the events and their tags with optimized=true', async () => {
    const [event] = (await search('q=democrats&optimized=true')).events;
    expect(event).not.toHaveProperty('markets');
    expect(event).not.toHaveProperty('series');
    expect(event?.['tags']).toMatchObject([{ slug: 'politics' }]);
  });

  it.each([
    ['events_status=open', 'events_status'],
    ['keep_closed_markets=2', 'keep_closed_markets'],
    ['keep_closed_markets=true', 'keep_closed_markets'],
    ['exclude_tag_id=crypto', 'exclude_tag_id'],
    ['sort=popularity', 'sort'],
    ['ascending=maybe', 'ascending'],
    ['optimized=yes', 'optimized'],
  ])('rejects %s with a 400 naming %s', async (query, name) => {
    const response = await service.app.inject(`/public-search?q=bitcoin&${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(new RegExp(`^${name}\\b`));
  });
});

describe('GET /public-search profiles', () => {
  it('finds profiles by shown name or pseudonym, exact names first', async () => {
    const body = await search('q=bitcoin&search_profiles=true');
    expect(body.profiles).toEqual([
      {
        name: 'bitcoin',
        pseudonym: 'Calm-Lake',
        bio: 'Bio 5',
        profileImage: 'http://127.0.0.1:9999/assets/icons/profile-5.svg',
        proxyWallet: `0x${'6'.repeat(40)}`,
        displayUsernamePublic: true,
      },
      expect.objectContaining({ name: 'bitcoin-maxi', pseudonym: 'Quiet-Otter' }),
      expect.objectContaining({ name: 'satoshi.fan', pseudonym: 'Bitcoin-Heron' }),
    ]);
  });

  it('never shows or searches a hidden name, only its pseudonym', async () => {
    expect((await search('q=hidden&search_profiles=true')).profiles).toEqual([]);
    const [finch] = (await search('q=grey%20finch&search_profiles=true')).profiles ?? [];
    expect(finch).toMatchObject({
      name: '',
      pseudonym: 'Grey-Finch',
      displayUsernamePublic: false,
    });
  });

  it('pages profiles with limit_per_type and page', async () => {
    const page = await search('q=bitcoin&search_profiles=true&limit_per_type=1&page=2');
    expect(page.profiles).toEqual([expect.objectContaining({ name: 'bitcoin-maxi' })]);
  });
});
