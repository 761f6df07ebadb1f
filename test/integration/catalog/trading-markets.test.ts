import BetterSqlite3 from 'better-sqlite3';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCatalog, type Catalog } from '../../../server/catalog/index.js';
import type { Database } from '../../../server/storage/index.js';
import { conditionIdOf, tokenIdOf } from '../../support/catalog-fixture.js';
import { openFixtureDb, type FixtureDb } from '../../support/fixture-db.js';

let fixture: FixtureDb;
let db: Database;
let baseUrl: string;
let catalog: Catalog;

beforeEach(() => {
  fixture = openFixtureDb();
  db = fixture.db;
  baseUrl = 'http://127.0.0.1:9999';
  catalog = createCatalog(db, { assetBaseUrl: () => baseUrl });
});

afterEach(() => {
  fixture.close();
});

describe('tradingMarketByToken', () => {
  it('answers the market of either token with the token index and every trading field', () => {
    const yes = catalog.tradingMarketByToken(tokenIdOf(206, 0));
    const no = catalog.tradingMarketByToken(tokenIdOf(206, 1));
    expect(yes?.tokenIndex).toBe(0);
    expect(no?.tokenIndex).toBe(1);
    expect(no?.market).toBe(yes?.market);
    expect(yes?.market).toEqual({
      marketId: 206,
      conditionId: conditionIdOf(206),
      question: 'Question of market 206?',
      slug: 'market-206',
      icon: 'http://127.0.0.1:9999/assets/icons/market-206.svg',
      eventSlug: 'btc-above-100k',
      tokens: [
        { tokenId: tokenIdOf(206, 0), outcome: 'Yes', outcomeIndex: 0 },
        { tokenId: tokenIdOf(206, 1), outcome: 'No', outcomeIndex: 1 },
      ],
      tickTicks: 100,
      minSizeMicros: 5_000_000,
      negRisk: false,
      fee: { rateMicros: 250_000, exponent: 2, takerOnly: true },
      makerBaseFeeBps: 0,
      takerBaseFeeBps: 1000,
      active: true,
      closed: false,
      archived: false,
      acceptingOrders: true,
      winningOutcomeIndex: null,
    });
  });

  it('shows neg risk and the state of resolved markets', () => {
    expect(catalog.tradingMarketByToken(tokenIdOf(201, 0))?.market.negRisk).toBe(true);
    expect(catalog.tradingMarketByToken(tokenIdOf(212, 1))?.market).toMatchObject({
      active: false,
      closed: true,
      archived: true,
      acceptingOrders: false,
      winningOutcomeIndex: 1,
    });
  });

  it('answers undefined for an unknown token and for a market without two outcome tokens', () => {
    expect(catalog.tradingMarketByToken('123')).toBeUndefined();
    expect(catalog.tradingMarketByToken('')).toBeUndefined();
    db.prepare('DELETE FROM market_tokens WHERE token_id = ?').run(tokenIdOf(204, 1));
    expect(catalog.tradingMarketByToken(tokenIdOf(204, 0))).toBeUndefined();
    expect(catalog.tradingMarket(conditionIdOf(204))).toBeUndefined();
  });

  it('hands out the same frozen objects until a trading column changes', () => {
    const first = catalog.tradingMarketByToken(tokenIdOf(204, 0));
    expect(catalog.tradingMarketByToken(tokenIdOf(204, 0))).toBe(first);
    expect(catalog.tradingMarket(conditionIdOf(204))).toBe(first?.market);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.market)).toBe(true);
    expect(Object.isFrozen(first?.market.tokens[0])).toBe(true);
    expect(Object.isFrozen(first?.market.fee)).toBe(true);

    // Statistics move on every trade; they must not empty the memo.
    db.prepare(
      'UPDATE markets SET volume_micros = volume_micros + 1, best_bid_micros = 1 WHERE id = 204',
    ).run();
    expect(catalog.tradingMarketByToken(tokenIdOf(204, 0))).toBe(first);

    db.prepare('UPDATE markets SET tick_size_micros = 1000 WHERE id = 204').run();
    const after = catalog.tradingMarketByToken(tokenIdOf(204, 0));
    expect(after).not.toBe(first);
    expect(after?.market.tickTicks).toBe(10);
  });

  it('sees a new event slug, a new token and a new asset base URL', () => {
    expect(catalog.tradingMarket(conditionIdOf(208))?.eventSlug).toBe('fed-march');
    db.prepare("UPDATE events SET slug = 'fed-march-2025' WHERE id = 104").run();
    expect(catalog.tradingMarket(conditionIdOf(208))?.eventSlug).toBe('fed-march-2025');

    db.prepare('UPDATE market_tokens SET token_id = ? WHERE token_id = ?').run(
      '42',
      tokenIdOf(208, 1),
    );
    expect(catalog.tradingMarketByToken(tokenIdOf(208, 1))).toBeUndefined();
    expect(catalog.tradingMarketByToken('42')?.market.tokens[1].tokenId).toBe('42');

    baseUrl = 'http://127.0.0.1:4000';
    expect(catalog.tradingMarket(conditionIdOf(208))?.icon).toBe(
      'http://127.0.0.1:4000/assets/icons/market-208.svg',
    );
  });

  it('sees a write committed by another connection', async () => {
    expect(catalog.tradingMarket(conditionIdOf(205))?.acceptingOrders).toBe(true);
    const other = new BetterSqlite3(fixture.file);
    try {
      other.prepare('UPDATE markets SET accepting_orders = 0 WHERE id = 205').run();
    } finally {
      other.close();
    }
    await sleep(5);
    expect(catalog.tradingMarket(conditionIdOf(205))?.acceptingOrders).toBe(false);
  });
});

describe('tradingMarket', () => {
  it('finds a market by condition id in any case, and nothing for an unknown one', () => {
    const market = catalog.tradingMarket(conditionIdOf(209));
    expect(market?.marketId).toBe(209);
    expect(catalog.tradingMarket(conditionIdOf(209).toUpperCase().replace('0X', '0x'))).toBe(
      market,
    );
    expect(catalog.tradingMarket('0x' + '0'.repeat(64))).toBeUndefined();
    expect(catalog.tradingMarket('not-an-id')).toBeUndefined();
  });
});
