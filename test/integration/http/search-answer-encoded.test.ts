// GET /public-search answers the bytes the search encoded (its events' stored JSON, joined)
// instead of going through its schema's serializer, which produced a string that cost as much
// again to send. That is only right while the search's builders emit exactly the fields and
// values the schema serializes (the order of keys aside): compared here on the demo catalog, for
// every shape a query can ask.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { Value } from 'typebox/value';
import { afterAll, describe, expect, it } from 'vitest';
import { createCatalog, seedDemoCatalog } from '../../../server/catalog/index.js';
import { EncodedJson, SearchQuery, SearchResult } from '../../../server/contract/index.js';
import { openDatabase } from '../../../server/storage/index.js';

const dir = mkdtempSync(join(tmpdir(), 'marketdesk-search-as-built-'));
const db = openDatabase(join(dir, 'marketdesk.db'));
seedDemoCatalog(db, { markets: 600, now: new Date('2026-03-22T12:00:00Z') });
const catalog = createCatalog(db, { assetBaseUrl: () => 'http://127.0.0.1:8437' });
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const bySchema = SerializerSelector()(undefined as never, {} as never)({
  schema: SearchResult,
  method: 'GET',
  url: '/public-search',
  httpStatus: '200',
} as never) as (answer: unknown) => string;

describe('GET /public-search answered as the search encoded it', () => {
  it('is JSON whose keys come in the order the venue sends them', () => {
    const encoded = catalog.search(Value.Default(SearchQuery, { q: 'will' }) as SearchQuery);
    expect(encoded).toBeInstanceOf(EncodedJson);
    expect(Object.keys(encoded.decode())).toEqual(['events', 'pagination', 'tags']);
  });

  const shapes: Record<string, unknown>[] = [
    {},
    { optimized: true },
    { keep_closed_markets: 0 },
    { events_status: 'closed' },
    { search_tags: true, search_profiles: true },
    { sort: 'volume', ascending: true },
  ];
  it.each(['will', 'wi', 'election', 'nba fin', 'bitcoin price', 'the'])(
    'writes exactly what the schema serializes for %s, in every shape',
    (q) => {
      let events = 0;
      for (const shape of shapes) {
        const encoded = catalog.search(Value.Default(SearchQuery, { q, ...shape }) as SearchQuery);
        const answer = encoded.decode();
        events += answer.events.length;
        // The same fields and values; only the order of keys may differ.
        expect(answer).toStrictEqual(JSON.parse(bySchema(answer)));
      }
      expect(events).toBeGreaterThan(0);
    },
  );
});
