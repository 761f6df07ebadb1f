import type { FeeParams } from '../../engine/index.js';
import type { Database } from '../../storage/index.js';

/** A binary market as the history needs it, times in ms. */
export interface HistoryMarket {
  id: number;
  eventId: number;
  negRisk: boolean;
  /** YES then NO. */
  tokens: readonly [string, string];
  tickTicks: number;
  fee: FeeParams;
  createdMs: number;
  /** When it stopped trading (resolved); null while open. */
  closedMs: number | null;
  /** 0: YES won, 1: NO won; null while open. */
  winner: number | null;
}

export interface HistoryEvent {
  id: number;
  endMs: number;
  featured: boolean;
  markets: HistoryMarket[];
}

interface MarketRow {
  id: number;
  eventId: number;
  negRisk: number;
  tickMicros: number;
  feeRate: number;
  feeExponent: number;
  feeTakerOnly: number;
  createdAt: string;
  closedTime: string | null;
  winner: number | null;
  eventEnd: string;
  featured: number;
}

/** Micro-units per tick of 0.0001. */
const MICROS_PER_TICK = 100;

/** The catalog's events with their binary order-book markets, in id order. */
export function loadHistoryEvents(db: Database): HistoryEvent[] {
  const tokens = new Map<number, string[]>();
  const tokenRows = db
    .prepare<[], { marketId: number; outcomeIndex: number; tokenId: string }>(
      `SELECT market_id AS marketId, outcome_index AS outcomeIndex, token_id AS tokenId
       FROM market_tokens ORDER BY market_id, outcome_index`,
    )
    .all();
  for (const row of tokenRows) {
    const list = tokens.get(row.marketId) ?? [];
    list[row.outcomeIndex] = row.tokenId;
    tokens.set(row.marketId, list);
  }
  const rows = db
    .prepare<[], MarketRow>(
      `SELECT m.id, m.event_id AS eventId, m.neg_risk AS negRisk, m.tick_size_micros AS tickMicros,
         m.fee_rate_micros AS feeRate, m.fee_exponent AS feeExponent,
         m.fee_taker_only AS feeTakerOnly, m.created_at AS createdAt,
         m.closed_time AS closedTime, m.winning_outcome_index AS winner,
         e.end_date AS eventEnd, e.featured
       FROM markets m JOIN events e ON e.id = m.event_id
       WHERE m.enable_order_book = 1 ORDER BY m.event_id, m.id`,
    )
    .all();
  const events = new Map<number, HistoryEvent>();
  for (const row of rows) {
    const pair = tokens.get(row.id);
    if (!pair || pair.length !== 2 || !pair[0] || !pair[1]) continue;
    let event = events.get(row.eventId);
    if (!event) {
      event = {
        id: row.eventId,
        endMs: Date.parse(row.eventEnd),
        featured: row.featured === 1,
        markets: [],
      };
      events.set(row.eventId, event);
    }
    event.markets.push({
      id: row.id,
      eventId: row.eventId,
      negRisk: row.negRisk === 1,
      tokens: [pair[0], pair[1]],
      tickTicks: row.tickMicros / MICROS_PER_TICK,
      fee: {
        rateMicros: row.feeRate,
        exponent: row.feeExponent,
        takerOnly: row.feeTakerOnly === 1,
      },
      createdMs: Date.parse(row.createdAt),
      closedMs: row.closedTime === null ? null : Date.parse(row.closedTime),
      winner: row.winner,
    });
  }
  return [...events.values()];
}

/** The wallets that trade in the history: the demo's profiles, in a stable order. */
export function loadTraders(db: Database): string[] {
  return db
    .prepare<[], string>('SELECT address FROM profiles ORDER BY created_at, address')
    .pluck()
    .all();
}
