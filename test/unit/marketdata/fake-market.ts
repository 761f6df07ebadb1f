import type { TradingMarket } from '../../../server/catalog/index.js';

/** The fields of market 7 (tokens '11' Yes and '22' No) that the book tests read. */
export const fakeMarket = (terms: {
  tickTicks: number;
  negRisk: boolean;
  closed?: boolean;
}): TradingMarket =>
  ({
    marketId: 7,
    conditionId: '0xabc',
    tokens: [
      { tokenId: '11', outcome: 'Yes', outcomeIndex: 0 },
      { tokenId: '22', outcome: 'No', outcomeIndex: 1 },
    ],
    minSizeMicros: 5_000_000,
    closed: false,
    ...terms,
  }) as unknown as TradingMarket;
