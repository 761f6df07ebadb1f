import { afterAll, describe, expect, it } from 'vitest';
import { createHistoryStore } from '../../../server/marketdata/history-store.js';
import { createLastTrades } from '../../../server/marketdata/last-trades.js';
import { createMarketData } from '../../../server/marketdata/index.js';
import { createTradePrices } from '../../../server/marketdata/stats/trade-prices.js';
import { openDatabase, type Database } from '../../../server/storage/index.js';
import type { BookReader, VenueFeed } from '../../../server/trading/index.js';
import {
  planOf as sharedPlanOf,
  preparedBy as sharedPreparedBy,
} from '../../support/query-plans.js';

const db = openDatabase(':memory:');
afterAll(() => db.close());

const preparedBy = (create: (db: Database) => unknown) => sharedPreparedBy(db, create);
const planOf = (sql: string) => sharedPlanOf(db, sql);

describe('the query plans of reads of fills by time', () => {
  it("seeks a market's fills by time for every price history and chart look-up", () => {
    const byTime = preparedBy(createHistoryStore).filter((sql) => /match_time/.test(sql));
    expect(byTime).toHaveLength(3);
    for (const sql of byTime) {
      const plan = planOf(sql);
      expect(plan, sql).toMatch(
        /^SEARCH trades USING (COVERING )?INDEX trades_market_time \(market_id=\?/,
      );
      expect(plan, sql).not.toMatch(/TEMP B-TREE|SCAN/);
    }
  });

  it('seeks the price a day ago in the same index, however many fills the day holds', () => {
    const dayAgo = preparedBy(createTradePrices).filter((sql) => /match_time/.test(sql));
    expect(dayAgo).toHaveLength(1);
    const plan = planOf(dayAgo[0]!);
    expect(plan).toBe(
      'SEARCH trades USING INDEX trades_market_time (market_id=? AND match_time<?)',
    );
  });
});

describe('the last trade of a market', () => {
  it('does not keep a fill read while a write batch is open, which may yet roll back', () => {
    db.pragma('foreign_keys = OFF');
    const insert = db.prepare(
      `INSERT INTO trades (trade_id, kind, market_id, size_micros, taker_order_id,
         taker_account_id, taker_owner_address, taker_token_index, taker_side, taker_price_ticks,
         taker_fee_micros, maker_order_id, maker_account_id, maker_owner_address,
         maker_token_index, maker_side, maker_price_ticks, maker_fee_micros, match_time,
         transaction_hash)
       VALUES (?, 'mint', 7, 5000000, 1, 1, '0xa', 0, 'BUY', 4200, 0, 2, 2, '0xb', 1, 'BUY',
         5800, 0, '2026-01-01T00:00:00.000Z', '0x')`,
    );
    const lastTrades = createLastTrades(db);
    db.exec('BEGIN');
    insert.run('uncommitted');
    expect(lastTrades.of(7, 0)).toEqual({ priceTicks: 4_200, side: 'BUY' });
    db.exec('ROLLBACK');
    expect(lastTrades.of(7, 0)).toBeNull();

    // A read outside a batch is kept (the feed records later fills), the empty one too.
    insert.run('committed');
    expect(lastTrades.of(7, 1)).toBeNull();
    expect(createLastTrades(db).of(7, 1)).toEqual({ priceTicks: 5_800, side: 'SELL' });
  });
});

describe('closing the market data', () => {
  it('stops following the venue feed', () => {
    let listeners = 0;
    const feed: VenueFeed = {
      subscribe: () => {
        listeners++;
        return () => void listeners--;
      },
    };
    const marketData = createMarketData({
      db,
      catalog: { tradingMarketByToken: () => undefined },
      books: {} as BookReader,
      feed,
    });
    expect(listeners).toBe(1);
    marketData.close();
    expect(listeners).toBe(0);
  });
});
