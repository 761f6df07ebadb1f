export type { VenueOperations, ResolutionSummary, TickSizeChange } from './venue-operations.js';
export {
  createTradingService,
  type TradingCatalog,
  type TradingDeps,
  type TradingService,
} from './trading-service.js';
export type { Caller } from './order-checks.js';
export type { Cancels, MarketCancelFilter } from './cancels.js';
export { InvalidHeartbeatId } from './heartbeats.js';
export { createAccountViews, type AccountViews } from './account-views.js';
export {
  buildTerminalOrder,
  type OrderToSign,
  type TerminalTicket,
  type UnsignedOrder,
} from './terminal-order.js';
export type {
  MarketResolvedEvent,
  OrderEvent,
  TickSizeChangeEvent,
  TradeEvent,
  VenueEvent,
  VenueFeed,
  VenueListener,
} from './venue-events.js';
export type { BookReader, BookView } from './books.js';
export type { OrderRecord, TradeRecord } from './order-records.js';
export { decodeCursor, readPage, type Page } from './cursor.js';
export {
  feeRateBps,
  fillNotionalSql,
  fillPriceFor,
  fillPriceSql,
  fillTakerSideFor,
  type FillTerms,
} from './fill-prices.js';
export { createTradingHandlers } from './methods/trading.js';
export { createAccountHandlers } from './methods/account.js';
export { createAccountExtraHandlers, createBuilderFeeHandlers } from './methods/account-extras.js';
export { createOperatorHandlers } from './methods/operator.js';
export { collateralMicros } from './methods/collateral-amount.js';
