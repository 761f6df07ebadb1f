import type { OrderSide, TokenIndex } from '../engine/index.js';
import type { Database } from '../storage/index.js';
import {
  fillPriceFor,
  fillTakerSideFor,
  type FillTerms,
  type TradeRecord,
} from '../trading/index.js';

/** A market's last fill seen from one of its tokens. */
interface TokenLastFill {
  priceTicks: number;
  side: OrderSide;
}

/** The last fill of every market read so far, kept current from the venue feed. */
export interface LastTrades {
  /** The market's last fill seen from one of its tokens; null before its first trade. */
  of(marketId: number, tokenIndex: TokenIndex): TokenLastFill | null;
  /** A committed fill (from the feed): it is now its market's last. */
  record(trade: Readonly<TradeRecord>): void;
}

export function createLastTrades(db: Database): LastTrades {
  const lastOfMarket = db.prepare<[number], FillTerms>(
    `SELECT maker_token_index AS makerTokenIndex, maker_price_ticks AS makerPriceTicks,
       taker_token_index AS takerTokenIndex, taker_side AS takerSide
     FROM trades WHERE market_id = ? ORDER BY id DESC LIMIT 1`,
  );
  // One entry per market ever read: bounded by the catalog.
  const lastFills = new Map<number, FillTerms | null>();

  const lastFill = (marketId: number): FillTerms | null => {
    const known = lastFills.get(marketId);
    if (known !== undefined) return known;
    const read = lastOfMarket.get(marketId) ?? null;
    // While a write batch is open the row read may not be committed yet (the batch can still
    // fail): such a read is answered but never kept; the feed records the fill once committed.
    if (!db.inTransaction) lastFills.set(marketId, read);
    return read;
  };

  return {
    of(marketId, tokenIndex) {
      const fill = lastFill(marketId);
      if (!fill) return null;
      return {
        priceTicks: fillPriceFor(tokenIndex, fill),
        side: fillTakerSideFor(tokenIndex, fill),
      };
    },
    record(trade) {
      lastFills.set(trade.marketId, {
        makerTokenIndex: trade.makerTokenIndex,
        makerPriceTicks: trade.makerPriceTicks,
        takerTokenIndex: trade.takerTokenIndex,
        takerSide: trade.takerSide,
      });
    },
  };
}
