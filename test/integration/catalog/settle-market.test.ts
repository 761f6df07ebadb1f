import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createCatalog,
  createCatalogWriter,
  type Catalog,
  type CatalogWriter,
} from '../../../server/catalog/index.js';
import { ServiceError } from '../../../server/contract/index.js';
import type { Database } from '../../../server/storage/index.js';
import { conditionIdOf, tokenIdOf } from '../../support/catalog-fixture.js';
import { openFixtureDb, type FixtureDb } from '../../support/fixture-db.js';

const AT = '2026-05-01T10:00:00.000Z';

let fixture: FixtureDb;
let db: Database;
let catalog: Catalog;
let writer: CatalogWriter;

beforeEach(() => {
  fixture = openFixtureDb();
  db = fixture.db;
  catalog = createCatalog(db, { assetBaseUrl: () => 'http://127.0.0.1:9999' });
  writer = createCatalogWriter(db);
});

afterEach(() => {
  fixture.close();
});

const eventClosed = (id: number) =>
  db.prepare('SELECT closed, updated_at AS updatedAt FROM events WHERE id = ?').get(id) as {
    closed: number;
    updatedAt: string;
  };

describe('settleMarket', () => {
  it('closes the market, stops orders and records the winner and the time', () => {
    const before = catalog.tradingMarketByToken(tokenIdOf(206, 0))?.market;
    expect(before?.closed).toBe(false);

    expect(writer.settleMarket(conditionIdOf(206).toUpperCase().replace('0X', '0x'), 1, AT)).toBe(
      true,
    );

    expect(catalog.tradingMarketByToken(tokenIdOf(206, 0))?.market).toMatchObject({
      closed: true,
      acceptingOrders: false,
      winningOutcomeIndex: 1,
      active: true,
    });
    const market = catalog.getMarket('206');
    expect(market).toMatchObject({
      closed: true,
      acceptingOrders: false,
      closedTime: AT,
      updatedAt: AT,
      outcomePrices: '["0","1"]',
    });
  });

  it('closes the event with its last open market only', () => {
    expect(eventClosed(103).closed).toBe(0);
    writer.settleMarket(conditionIdOf(206), 0, AT);
    expect(eventClosed(103).closed).toBe(0);
    writer.settleMarket(conditionIdOf(207), 1, AT);
    expect(eventClosed(103)).toEqual({ closed: 1, updatedAt: AT });
    expect(catalog.getEvent(103).closed).toBe(true);
  });

  it('changes nothing for an unknown or already settled market', () => {
    expect(writer.settleMarket('0x' + '0'.repeat(64), 0, AT)).toBe(false);
    expect(writer.settleMarket(conditionIdOf(211), 1, AT)).toBe(false);
    expect(catalog.tradingMarket(conditionIdOf(211))?.winningOutcomeIndex).toBe(0);
    expect(writer.settleMarket(conditionIdOf(204), 0, AT)).toBe(true);
    expect(writer.settleMarket(conditionIdOf(204), 1, '2027-01-01T00:00:00.000Z')).toBe(false);
    expect(catalog.getMarket('204')).toMatchObject({ closedTime: AT, outcomePrices: '["1","0"]' });
  });

  it('refuses an outcome index other than 0 or 1', () => {
    for (const index of [-1, 2, 0.5, Number.NaN]) {
      const attempt = () => writer.settleMarket(conditionIdOf(205), index, AT);
      expect(attempt).toThrow(ServiceError);
      expect(attempt).toThrow('winning_outcome_index must be 0 or 1');
    }
    expect(catalog.tradingMarket(conditionIdOf(205))?.closed).toBe(false);
  });
});
