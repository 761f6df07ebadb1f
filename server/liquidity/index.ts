export {
  createLiquidity,
  type Liquidity,
  type LiquidityDeps,
  type LiquidityStats,
} from './liquidity.js';
export { BACKFILL_MARKER } from './backfill.js';
export type { LiquidityOptions } from './options.js';
export {
  seedTradingHistory,
  type TradingHistoryOptions,
  type TradingHistorySummary,
} from './history/seed-history.js';
