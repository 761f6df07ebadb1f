import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventsQuery, MarketsQuery } from '../../../server/contract/index.js';
import { marketPageSql } from '../../../server/catalog/markets/market-list-sql.js';
import { eventPageSql } from '../../../server/catalog/events/event-list-sql.js';
import { startTestService, type TestService } from '../../support/app.js';
import { fillCatalogFixture } from '../../support/catalog-fixture.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService(fillCatalogFixture);
});
afterAll(() => service.close());

/** GET ...?limit=20&ascending=false after the route schema's defaults. */
const firstPage = { limit: 20, offset: 0, ascending: false };

function plan(sql: string, params: unknown[]): string {
  const rows = service.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as {
    detail: string;
  }[];
  return rows.map((row) => row.detail).join(' | ');
}

describe('catalog page queries', () => {
  it('pages the busiest open markets straight off the (active, closed, volume) index', () => {
    const query: MarketsQuery = { ...firstPage, active: true, closed: false, order: 'volume' };
    const { sql, params } = marketPageSql(query);
    const detail = plan(sql, params);
    expect(detail).toContain(
      'USING COVERING INDEX markets_active_closed_volume (active=? AND closed=?)',
    );
    expect(detail).not.toContain('TEMP B-TREE');
  });

  it('pages the busiest open events straight off the (active, closed, volume) index', () => {
    const query: EventsQuery = { ...firstPage, active: true, closed: false, order: 'volume' };
    const { sql, params } = eventPageSql(query);
    const detail = plan(sql, params);
    expect(detail).toContain(
      'USING COVERING INDEX events_active_closed_volume (active=? AND closed=?)',
    );
    expect(detail).not.toContain('TEMP B-TREE');
  });
});
