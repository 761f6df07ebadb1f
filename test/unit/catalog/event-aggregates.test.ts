import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCatalogWriter } from '../../../server/catalog/index.js';
import { REFRESH_EVENT_AGGREGATES_SQL } from '../../../server/catalog/writer.js';
import { openDatabase, type Database } from '../../../server/storage/index.js';
import { fillSearchCatalog } from '../../support/search-fixture.js';

let db: Database;
beforeEach(() => {
  db = openDatabase(':memory:');
  fillSearchCatalog(db);
});
afterEach(() => db.close());

const eventVolume = (id: number) =>
  (db.prepare('SELECT volume_micros FROM events WHERE id = ?').get(id) as { volume_micros: number })
    .volume_micros;
const marketsVolume = (id: number) =>
  (
    db.prepare('SELECT SUM(volume_micros) AS sum FROM markets WHERE event_id = ?').get(id) as {
      sum: number;
    }
  ).sum;

describe("an event's aggregates", () => {
  it('are refreshed for one event by its key, without a scan of every event', () => {
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${REFRESH_EVENT_AGGREGATES_SQL}`).all(1) as {
      detail: string;
    }[];
    expect(plan[0]!.detail).toMatch(/^SEARCH events USING INTEGER PRIMARY KEY/);
    expect(plan.map((row) => row.detail)).not.toContain('SCAN events');
  });

  it("follow one event's markets, or every event's", () => {
    const writer = createCatalogWriter(db);
    db.prepare('UPDATE markets SET volume_micros = volume_micros + 1000000').run();
    const secondBefore = eventVolume(2);
    writer.refreshEventAggregates(1);
    expect(eventVolume(1)).toBe(marketsVolume(1));
    expect(eventVolume(2)).toBe(secondBefore);
    writer.refreshEventAggregates();
    expect(eventVolume(2)).toBe(marketsVolume(2));
    expect(eventVolume(2)).not.toBe(secondBefore);
  });
});
