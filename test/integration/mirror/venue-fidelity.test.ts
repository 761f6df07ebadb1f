import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../server/config/config.js';
import { startService, type RunningService } from '../../../server/host/compose.js';
import {
  startReplayVenue,
  type Json,
  type ReplaySwitches,
  type ReplayVenue,
} from '../../support/replay-venue/index.js';

// A mirror of a replay of the venue's catalog host (every field the venue sends, its lists and
// quirks) must serve every catalog object exactly as the venue does, field for field, after a
// full sync and after an incremental one, whatever the venue's unconfirmed defaults and faults.

interface Scenario {
  name: string;
  switches: Partial<ReplaySwitches>;
  /** Faults the replay starts with (the mirror's first sync meets them). */
  faults?: (venue: ReplayVenue) => void;
}

const isList = (path: string) => /^\/(events|markets|tags|series|teams)(\/keyset)?\?/.test(path);

const SCENARIOS: Scenario[] = [
  { name: 'the venue as documented', switches: {} },
  { name: 'closed=false when a list leaves closed out', switches: { closedDefault: 'false' } },
  { name: 'closed=true when a list leaves closed out', switches: { closedDefault: 'true' } },
  {
    name: 'page caps on tags, series and teams, keyset pages clamped to 100',
    switches: { pageCaps: { tags: 100, series: 10, teams: 500 }, keysetMax: 100 },
  },
  {
    name: '429 bursts with Retry-After',
    switches: {},
    faults: (venue) => venue.fault('429', 3, isList, { retryAfterSeconds: 1 }),
  },
  {
    name: '5xx bursts longer than the client retries',
    switches: {},
    faults: (venue) => venue.fault('5xx', 7, (path) => path.startsWith('/events/keyset')),
  },
  {
    name: 'dropped connections',
    switches: {},
    faults: (venue) => venue.fault('drop', 3, isList),
  },
];

const getJson = async (base: string, path: string): Promise<unknown> => {
  const answer = await fetch(`${base}${path}`);
  expect(answer.status, path).toBe(200);
  return answer.json();
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The objects behind a list of the venue's order-book market form. */
interface OrderBookMarket {
  condition_id: string;
  description: string;
  end_date_iso: string | null;
  tokens: { token_id: string; price: number }[];
}

describe.each(SCENARIOS)('a mirror of the venue: $name', ({ switches, faults }) => {
  let venue: ReplayVenue;
  let mirror: RunningService;
  let dataDir: string;
  const sync = () => mirror.services.venue.catalogSync!;

  /**
   * Runs a sync and waits until one has finished without error: a run that met a burst of
   * errors longer than the client's retries must be resumed by the mirror itself, soon.
   */
  async function synced(full: boolean): Promise<void> {
    const status = await sync().runNow({ full });
    if (status.error === null) return;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      await sleep(200);
      const now = sync().status();
      if (now.state === 'idle' && now.error === null) return;
    }
    expect(sync().status().error, 'the mirror resumed the failed sync by itself').toBeNull();
  }

  /** Every catalog object the venue holds, read back through the mirror, equals the venue's. */
  async function expectMirrorHoldsVenue(): Promise<void> {
    const { catalog } = venue;
    const venueAnswer = (path: string) => venue.answer(path);
    for (const id of catalog.marketIds()) {
      expect(await getJson(mirror.url, `/markets/${id}`), `market ${id}`).toEqual(
        venueAnswer(`/markets/${id}`),
      );
    }
    for (const id of catalog.eventIds()) {
      expect(await getJson(mirror.url, `/events/${id}`), `event ${id}`).toEqual(
        venueAnswer(`/events/${id}`),
      );
    }
    for (const id of catalog.series.keys()) {
      expect(await getJson(mirror.url, `/series/${id}`), `series ${id}`).toEqual(
        catalog.seriesItem(id),
      );
    }
    const tags = [...catalog.tags.values()];
    for (const tag of tags) {
      expect(await getJson(mirror.url, `/tags/${String(tag['id'])}`)).toEqual(tag);
    }
    expect(await getJson(mirror.url, '/sports')).toEqual([...catalog.sports.values()]);
    const teams = [
      ...((await getJson(mirror.url, '/teams?limit=1000&order=id&ascending=true')) as Json[]),
      ...((await getJson(
        mirror.url,
        '/teams?limit=1000&offset=1000&order=id&ascending=true',
      )) as Json[]),
    ];
    expect(teams).toEqual([...catalog.teams.values()]);
  }

  /** Every item of one of the mirror's offset lists, a page of 100 at a time. */
  async function everyItem(list: string): Promise<Json[]> {
    const items: Json[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = (await getJson(mirror.url, `${list}?limit=100&offset=${offset}`)) as Json[];
      items.push(...page);
      if (page.length < 100) return items;
    }
  }

  /** The mirror's lists carry each object as the venue answers it by id. */
  async function expectListsAsVenue(): Promise<void> {
    const markets = await everyItem('/markets');
    expect(markets).toHaveLength(venue.catalog.marketIds().length);
    for (const market of markets) {
      expect(market).toEqual(venue.answer(`/markets/${String(market['id'])}`));
    }
    const events = await everyItem('/events');
    expect(events).toHaveLength(venue.catalog.eventIds().length);
    for (const event of events) {
      expect(event).toEqual(venue.answer(`/events/${String(event['id'])}`));
    }
    const search = '/public-search?q=event&limit_per_type=100&search_tags=false';
    const found = ((await getJson(mirror.url, search)) as { events: Json[] }).events;
    expect(found.length).toBeGreaterThan(0);
    for (const event of found) {
      expect(event).toEqual(venue.answer(`/events/${String(event['id'])}`));
    }
    const optimized = (await getJson(mirror.url, `${search}&optimized=true`)) as {
      events: Json[];
    };
    for (const event of optimized.events) {
      const {
        markets: _markets,
        series: _series,
        ...own
      } = venue.answer(`/events/${String(event['id'])}`) as Json;
      expect(event).toEqual(own);
    }
  }

  /** The order-book form of each market: the venue's end date (null stays null) and prices. */
  async function expectOrderBookForms(): Promise<void> {
    const page = (await getJson(mirror.url, '/markets?next_cursor=MA==')) as {
      data: OrderBookMarket[];
    };
    const byCondition = new Map(page.data.map((market) => [market.condition_id, market]));
    expect(byCondition.size).toBe(venue.catalog.marketIds().length);
    for (const id of venue.catalog.marketIds()) {
      const market = venue.answer(`/markets/${id}`) as Json;
      const listed = byCondition.get(String(market['conditionId']))!;
      expect(listed.end_date_iso, `market ${id}`).toBe(market['endDate'] ?? null);
      expect(listed.description).toBe(market['description']);
      const prices = (JSON.parse(String(market['outcomePrices'])) as string[]).map(Number);
      const tokenIds = JSON.parse(String(market['clobTokenIds'])) as string[];
      expect(listed.tokens.map((token) => token.token_id)).toEqual(tokenIds);
      expect(
        listed.tokens.map((token) => token.price),
        `market ${id}`,
      ).toEqual(prices);
    }
  }

  beforeAll(async () => {
    venue = await startReplayVenue({ switches });
    faults?.(venue);
    dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-venue-fidelity-'));
    mirror = await startService({
      ...defaultConfig(),
      dataDir,
      port: 0,
      demo: false,
      history: false,
      liquidity: false,
      rateLimits: null,
      logLevel: 'silent',
      mirror: { catalog: venue.url, data: venue.url, clob: venue.url },
      catalogSync: { intervalMs: 3_600_000 },
    });
    await synced(true);
  }, 60_000);

  afterAll(async () => {
    await mirror?.close();
    await venue?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves every catalog object as the venue sent it after a full sync', async () => {
    expect(venue.pendingFaults(), 'faults the first sync met').toBe(0);
    await expectMirrorHoldsVenue();
    await expectListsAsVenue();
    await expectOrderBookForms();
  });

  it('serves changes, closures and keys the venue adds after an incremental sync', async () => {
    const { catalog } = venue;
    const [renamed, closing] = catalog.marketIds().filter((id) => {
      const market = catalog.market(id)!;
      return market['closed'] === false && market['negRisk'] === false;
    });
    catalog.updateMarket(renamed!, {
      question: 'Renamed upstream?',
      outcomePrices: '["0.123456789", "0.876543211"]',
      volume24hr: 1234.5678901234567,
      keyAddedNextYear: { nested: [1, 'two', null], empty: '' },
    });
    catalog.closeMarket(closing!);
    const event = catalog.eventIds()[1]!;
    catalog.updateEvent(event, { title: 'A new title', score: '1-0', anotherNewKey: '' });
    await synced(false);
    expect(sync().status().kind).toBe('incremental');
    expect(await getJson(mirror.url, `/markets/${closing!}`)).toMatchObject({ closed: true });
    await expectMirrorHoldsVenue();
    await expectListsAsVenue();
    await expectOrderBookForms();
  });

  it('drops an event the venue deleted on the next full pass', async () => {
    const deleted = venue.catalog.eventIds()[2]!;
    venue.catalog.deleteEvent(deleted);
    await synced(true);
    expect((await fetch(`${mirror.url}/events/${deleted}`)).status).toBe(404);
    await expectMirrorHoldsVenue();
  });
});
