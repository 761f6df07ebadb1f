import { inTransaction, type Database } from '../storage/index.js';
import type { MarketStatsRecord } from './records.js';
import { createCatalogWriter } from './writer.js';

/** A market's trading statistics as the venue computed them. */
export interface MarketStatsUpdate extends MarketStatsRecord {
  marketId: number;
}

/** The current time as the catalog stores it (ISO 8601 UTC with milliseconds). */
const NOW_SQL = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/**
 * Writes the venue's trading statistics into the markets' columns, and the sums of their
 * events. Every write moves the catalog version (and so empties the catalog's answer caches):
 * only rows whose figures changed are written, all of a call in one transaction. A changed
 * market and its event get a new `updatedAt`, as the venue's do: a mirror syncing by update
 * time then follows the figures too (docs/mirror.md).
 */
export function createMarketStatsWriter(db: Database) {
  // A closed market keeps the prices it had when it closed (as the venue shows them): its book
  // is gone, but the last quotes and changes still describe how it traded.
  const update = db.prepare<MarketStatsUpdate, { event_id: number }>(
    `UPDATE markets SET volume_micros = @volumeMicros, volume_24hr_micros = @volume24hrMicros,
       volume_1wk_micros = @volume1wkMicros, volume_1mo_micros = @volume1moMicros,
       volume_1yr_micros = @volume1yrMicros, liquidity_micros = @liquidityMicros,
       open_interest_micros = @openInterestMicros, competitive_micros = @competitiveMicros,
       best_bid_micros = iif(closed, best_bid_micros, @bestBidMicros),
       best_ask_micros = iif(closed, best_ask_micros, @bestAskMicros),
       last_trade_price_micros = iif(closed, last_trade_price_micros, @lastTradePriceMicros),
       one_day_price_change_micros =
         iif(closed, one_day_price_change_micros, @oneDayPriceChangeMicros),
       one_week_price_change_micros =
         iif(closed, one_week_price_change_micros, @oneWeekPriceChangeMicros),
       one_month_price_change_micros =
         iif(closed, one_month_price_change_micros, @oneMonthPriceChangeMicros),
       updated_at = ${NOW_SQL}
     WHERE id = @marketId AND (volume_micros IS NOT @volumeMicros
       OR volume_24hr_micros IS NOT @volume24hrMicros OR volume_1wk_micros IS NOT @volume1wkMicros
       OR volume_1mo_micros IS NOT @volume1moMicros OR volume_1yr_micros IS NOT @volume1yrMicros
       OR liquidity_micros IS NOT @liquidityMicros
       OR open_interest_micros IS NOT @openInterestMicros
       OR competitive_micros IS NOT @competitiveMicros
       OR (NOT closed AND (best_bid_micros IS NOT @bestBidMicros
         OR best_ask_micros IS NOT @bestAskMicros
         OR last_trade_price_micros IS NOT @lastTradePriceMicros
         OR one_day_price_change_micros IS NOT @oneDayPriceChangeMicros
         OR one_week_price_change_micros IS NOT @oneWeekPriceChangeMicros
         OR one_month_price_change_micros IS NOT @oneMonthPriceChangeMicros)))
     RETURNING event_id`,
  );
  const touchEvent = db.prepare<[number]>(`UPDATE events SET updated_at = ${NOW_SQL} WHERE id = ?`);
  const catalogWriter = createCatalogWriter(db);

  return {
    /** Writes the figures that changed; answers how many markets changed. */
    write(updates: readonly MarketStatsUpdate[]): number {
      if (updates.length === 0) return 0;
      return inTransaction(db, () => {
        const events = new Set<number>();
        let changed = 0;
        for (const stats of updates) {
          const row = update.get(stats);
          if (!row) continue;
          changed++;
          events.add(row.event_id);
        }
        for (const eventId of events) {
          catalogWriter.refreshEventAggregates(eventId);
          touchEvent.run(eventId);
        }
        return changed;
      });
    },
  };
}
