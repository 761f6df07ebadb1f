export type { VenueOperations, ResolutionSummary } from './venue-operations.js';
export {
  createTradingService,
  type TradingCatalog,
  type TradingDeps,
  type TradingService,
} from './trading-service.js';
export type { Caller } from './order-checks.js';
export type { Cancels, MarketCancelFilter } from './cancels.js';
export { InvalidHeartbeatId, HEARTBEAT_TIMEOUT_MS, HEARTBEAT_GRACE_MS } from './heartbeats.js';
export { GTD_MIN_LIFETIME_SECONDS } from './order-checks.js';
export { createAccountViews, type AccountViews } from './account-views.js';
