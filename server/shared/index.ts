// Pure code that every layer and the renderer use (integer money math, the drawn icons, the
// catalog's paging bounds): it imports nothing.
export * from './units.js';
export { FEE_QUANTUM_MICROS, feeMicros, type FeeTerms } from './fees.js';
export {
  floorToLot,
  isMarketOrder,
  orderAmounts,
  type OrderAmounts,
  type OrderAmountsResult,
  type TicketOrderType,
  type TicketTerms,
} from './order-amounts.js';
export {
  drawnIconName,
  iconDesign,
  iconInitials,
  iconPath,
  type IconDesign,
} from './icon-design.js';
export { CATALOG_MAX_OFFSET, MARKET_SEARCH_MAX_OFFSET } from './catalog-bounds.js';
