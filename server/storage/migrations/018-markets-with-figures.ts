// The markets whose columns hold trading figures, found without reading the catalog: when the
// service starts, the venue's statistics recompute the markets it trades and reset figures it
// never produced (an older demo, an imported catalog), and only these can need it
// (marketdata/stats/markets-to-compute.ts repeats the condition so that SQLite uses the index).
export const marketsWithFiguresMigration = `
CREATE INDEX markets_with_figures ON markets(id) WHERE volume_micros <> 0
  OR volume_24hr_micros <> 0 OR volume_1wk_micros <> 0 OR volume_1mo_micros <> 0
  OR volume_1yr_micros <> 0 OR liquidity_micros <> 0 OR competitive_micros <> 0
  OR best_bid_micros IS NOT NULL OR best_ask_micros IS NOT NULL
  OR last_trade_price_micros IS NOT NULL OR one_day_price_change_micros IS NOT NULL
  OR one_week_price_change_micros IS NOT NULL OR one_month_price_change_micros IS NOT NULL
  OR open_interest_micros <> 0;
`;
