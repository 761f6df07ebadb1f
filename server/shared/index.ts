// Pure integer math that every layer and the renderer use: it imports nothing.
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
