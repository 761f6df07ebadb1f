// Indexes for public data (GET /trades?user=, /activity, /closed-positions). A wallet's fill
// sides are found through its ledger account on either side of a trade, newest first, and its
// redemptions by time, so the activity feed merges three index walks instead of sorting.
// A market's fills by time serve /prices-history and the statistics' price a day ago: each
// looks up the last fill before a moment with one index seek (the rowid orders equal times).
export const publicDataMigration = `
CREATE INDEX trades_taker_account_time ON trades(taker_account_id, match_time);
CREATE INDEX trades_maker_account_time ON trades(maker_account_id, match_time);
CREATE INDEX redemptions_account_time ON redemptions(account_id, redeemed_at);
CREATE INDEX trades_market_time ON trades(market_id, match_time);
`;
