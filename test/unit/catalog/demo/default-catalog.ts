import type { MarketColumns } from '../../../../server/catalog/index.js';
import { all, seedTemporaryCatalog, type SeededCatalog } from './helpers.js';

export const HEX_32 = /^0x[0-9a-f]{64}$/;
export const ADDRESS = /^0x[0-9a-f]{40}$/;
export const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const ONE = 1_000_000;

export interface EventRow {
  id: number;
  slug: string;
  image: string;
  closed: number;
  archived: number;
  neg_risk: number;
  neg_risk_market_id: string;
  volume_micros: number;
  end_date: string;
}

export interface DefaultCatalog {
  catalog: SeededCatalog;
  markets: MarketColumns[];
  events: EventRow[];
  /** Markets by event id, in id order. */
  marketsOf: Map<number, MarketColumns[]>;
}

/** The demo catalog at its default size, with its market and event rows loaded. */
export function loadDefaultCatalog(): DefaultCatalog {
  const catalog = seedTemporaryCatalog();
  const markets = all<MarketColumns>(catalog.db, 'SELECT * FROM markets ORDER BY id');
  const events = all<EventRow>(catalog.db, 'SELECT * FROM events ORDER BY id');
  const marketsOf = new Map<number, MarketColumns[]>();
  for (const market of markets) {
    marketsOf.set(market.event_id, [...(marketsOf.get(market.event_id) ?? []), market]);
  }
  return { catalog, markets, events, marketsOf };
}
