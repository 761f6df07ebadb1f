export {
  createLiquidity,
  type Liquidity,
  type LiquidityDeps,
  type LiquidityStats,
} from './liquidity.js';
export { BACKFILL_MARKER } from './backfill.js';
export type { LiquidityOptions } from './options.js';
