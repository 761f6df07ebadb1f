export type { Catalog, CatalogOptions, TagKey, TradingMarket, TradingToken } from './types.js';
export type * from './records.js';
export type { ProfileRow } from './comments/comment-rows.js';
export { createCatalog } from './create-catalog.js';
export type { EventColumns, MarketColumns, MarketRow, SeriesRow, TagRow } from './shared/index.js';
export { createCatalogWriter, type CatalogWriter } from './writer.js';
export { createMarketStatsWriter, type MarketStatsUpdate } from './stats-writer.js';
export { displayedPriceMicros } from './shared/displayed-price.js';
export { assetUrl, microsToNumber, unixSeconds } from './shared/units.js';
export { UNTRADED_STATS } from './demo/stats.js';
export { renderIconSvg } from './icon-svg.js';
export { REWARDS_ASSET_ADDRESS } from './trading/index.js';
export {
  seedDemoCatalog,
  DEFAULT_DEMO_SEED,
  DEMO_CREATOR_WALLETS,
  DEMO_MAIN_SITE,
  DEMO_SITE_IDS,
  type DemoCatalogOptions,
  type DemoCatalogSummary,
} from './demo/index.js';
export { seedProgressLine, type SeedProgress } from './demo/seed-progress.js';
export { createMarketSearch, type MarketSearch, type MarketSearchQuery } from './search/index.js';
export {
  createCatalogHandlers,
  createCatalogLookupHandlers,
  createCommentHandlers,
  createMarketSettingsHandlers,
  createMetaHandlers,
} from './methods.js';
export { catalogImageHosts, createRemoteIconHandlers, createRemoteIcons } from './icons/index.js';
