import BetterSqlite3 from 'better-sqlite3';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../support/app.js';
import { fillCatalogFixture } from '../../support/catalog-fixture.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService(fillCatalogFixture);
});
afterAll(() => service.close());

const get = (url: string) => service.okJson(url);

/** Answers are cached between catalog writes; every write must show in the next answer. */
describe('catalog answers after writes', () => {
  it('shows a write made on the service connection', async () => {
    expect((await get('/markets/204')).question).toBe('Question of market 204?');
    expect((await get('/markets?id=204'))[0].volumeNum).toBe(8000);
    service.db
      .prepare('UPDATE markets SET question = ?, volume_micros = ? WHERE id = 204')
      .run('Renamed?', 9_500_000_000);
    expect((await get('/markets/204')).question).toBe('Renamed?');
    expect((await get('/markets?id=204'))[0].volumeNum).toBe(9500);
    expect((await get('/markets?order=volume&limit=1'))[0].id).toBe('206');
    service.db.prepare('UPDATE markets SET volume_micros = ? WHERE id = 204').run(20_000_000_000);
    expect((await get('/markets?order=volume&limit=1'))[0].id).toBe('204');
  });

  it('shows a write committed by another connection', async () => {
    expect((await get('/tags?limit=1'))[0].label).toBe('Politics');
    const other = new BetterSqlite3(join(service.dir, 'marketdesk.db'));
    try {
      other.prepare('UPDATE tags SET label = ? WHERE id = 1').run('Government');
    } finally {
      other.close();
    }
    // Commits of other connections may go unseen for OTHER_COMMITS_DELAY_MS (catalog-version.ts).
    await sleep(5);
    expect((await get('/tags?limit=1'))[0].label).toBe('Government');
    expect((await get('/events/102')).tags[0].label).toBe('Government');
  });

  it('counts a new comment and drops a market delisted from a site', async () => {
    expect((await get('/events/102')).commentCount).toBe(1);
    expect((await get('/series?slug=fed-decisions')).map((s: { id: string }) => s.id)).toEqual([
      '10',
    ]);
    service.db
      .prepare(
        `INSERT INTO comments (id, body, parent_entity_type, parent_entity_id, user_address,
           created_at, updated_at) VALUES (99, 'New', 'Event', 102, '0x00', ?, ?)`,
      )
      .run('2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z');
    expect((await get('/events/102')).commentCount).toBe(2);
    expect((await get('/markets?creator=beta')).map((m: { id: string }) => m.id)).toEqual([
      '204',
      '205',
      '209',
    ]);
    service.db.prepare("DELETE FROM site_markets WHERE site_id = 'beta' AND market_id = 209").run();
    expect((await get('/markets?creator=beta')).map((m: { id: string }) => m.id)).toEqual([
      '204',
      '205',
    ]);
    expect(await get('/series?creator=beta')).toEqual([]);
  });
});
