export { createPublicData, type PublicData, type PublicDataDeps } from './public-data.js';
export type { PublicDataCatalog } from './sql-parts.js';
export { venueAssetIds } from './venue-asset-ids.js';
export { holdingValue, markMicros, roundTo } from './position-marks.js';
export { amountFilter } from './public-trades.js';
export { createPublicDataHandlers } from './methods.js';
