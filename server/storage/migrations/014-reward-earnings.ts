// Liquidity rewards of the local venue (server/rewards): what each maker wallet earned in each
// market on each UTC day, summed over the day's samples of the books. Amounts are in
// thousandths of a micro-unit, so that a sample's small share is not lost to rounding before
// the day's sum is shown in micro-units.
export const rewardEarningsMigration = `
CREATE TABLE reward_earnings (
  day TEXT NOT NULL,
  market_id INTEGER NOT NULL,
  maker_address TEXT NOT NULL,
  earned_nanos INTEGER NOT NULL,
  PRIMARY KEY (day, market_id, maker_address)
) WITHOUT ROWID;
CREATE INDEX reward_earnings_by_maker ON reward_earnings(maker_address, day, market_id);
`;
