import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { MirrorStatus } from '../../../server/contract/index.js';
import { startService, type RunningService } from '../../../server/host/compose.js';
import { quietConfig } from '../../support/quiet-service.js';
import {
  DEFAULT_SIZE,
  startReplayVenue,
  type ReplaySwitches,
  type ReplayVenue,
} from '../../support/replay-venue/index.js';

// A mirror service against the replay of the venue's catalog host, with its unconfirmed
// behaviours switched either way: what `closed` means when left out, page caps below what the
// mirror asks for, a clamped keyset list, and a burst of 5xx answers longer than the client's
// retries. Whatever they are, the mirror holds every open and closed object and recovers.

const closers: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** The venue's caps as reported: 100 tags a page, 500 teams, keyset pages clamped. */
const CAPPED: Partial<ReplaySwitches> = {
  pageCaps: { tags: 100, series: 10, teams: 500 },
  keysetMax: 7,
};

async function mirrorOf(venue: ReplayVenue): Promise<RunningService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-replay-paging-'));
  const service = await startService(
    quietConfig(dataDir, {
      mirror: { catalog: venue.url, data: venue.url, clob: venue.url },
      catalogSync: { intervalMs: 3_600_000 },
    }),
  );
  closers.push(async () => {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return service;
}

async function replay(switches: Partial<ReplaySwitches>): Promise<ReplayVenue> {
  const venue = await startReplayVenue({ switches });
  closers.push(() => venue.close());
  return venue;
}

const syncOf = (mirror: RunningService) => mirror.services.venue.catalogSync!;

const count = (mirror: RunningService, table: string): number =>
  mirror.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

async function status(mirror: RunningService): Promise<MirrorStatus> {
  const answer = await fetch(`${mirror.url}/sync/status`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as MirrorStatus;
}

/** Every object of the venue, by id, open and closed alike. */
function expectWholeCatalog(mirror: RunningService, venue: ReplayVenue): void {
  const ids = (table: string) =>
    mirror.db.prepare(`SELECT id FROM ${table} ORDER BY id`).pluck().all();
  expect(ids('events')).toEqual(venue.catalog.eventIds().sort((a, b) => a - b));
  expect(ids('markets')).toEqual(venue.catalog.marketIds().sort((a, b) => a - b));
  expect(count(mirror, 'tags')).toBe(DEFAULT_SIZE.tags);
  expect(count(mirror, 'series')).toBe(DEFAULT_SIZE.series);
  expect(count(mirror, 'teams')).toBe(DEFAULT_SIZE.teams);
}

describe.each(['none', 'false', 'true'] as const)('closed left out means %s', (closedDefault) => {
  it('holds every object through capped pages, and a closure after one incremental run', async () => {
    const venue = await replay({ ...CAPPED, closedDefault });
    const mirror = await mirrorOf(venue);
    const first = await syncOf(mirror).idle();
    expect(first).toMatchObject({ state: 'idle', kind: 'full', error: null });
    const closedEvents = venue.catalog
      .eventIds()
      .filter((id) => venue.catalog.event(id)!['closed'] === true);
    expect(closedEvents.length).toBeGreaterThan(0);
    expectWholeCatalog(mirror, venue);

    const open = venue.catalog
      .marketIds()
      .find((id) => venue.catalog.market(id)!['closed'] === false)!;
    venue.catalog.updateMarket(open, { closed: true, active: true, acceptingOrders: false });
    const done = await syncOf(mirror).runNow();
    expect(done).toMatchObject({ state: 'idle', kind: 'incremental', error: null });
    const market = (await (await fetch(`${mirror.url}/markets/${open}`)).json()) as {
      closed: boolean;
    };
    expect(market.closed).toBe(true);
  });
});

it('recovers by itself from a 5xx burst longer than the retries, and says so', async () => {
  const venue = await replay({});
  const mirror = await mirrorOf(venue);
  await syncOf(mirror).idle();
  venue.catalog.updateMarket(venue.catalog.marketIds()[0]!, { question: 'Changed?' });
  // The client tries a request five times: this burst outlasts them, for the first run only.
  venue.fault('5xx', 14, (path) => path.startsWith('/markets/keyset'));
  const failed = await syncOf(mirror).runNow();
  expect(failed).toMatchObject({ state: 'failed', kind: 'incremental', failures: 1 });

  const shown = await status(mirror);
  expect(shown.sync).toMatchObject({ state: 'failed', failures: 1 });
  expect(Date.parse(shown.sync!.nextSyncAt!) - Date.now()).toBeLessThan(1_500);
  await expect
    .poll(async () => (await status(mirror)).sync, { timeout: 15_000, interval: 100 })
    .toMatchObject({ state: 'idle', kind: 'incremental', error: null, failures: 0 });
  const market = (await (
    await fetch(`${mirror.url}/markets/${venue.catalog.marketIds()[0]}`)
  ).json()) as { question: string };
  expect(market.question).toBe('Changed?');
});
