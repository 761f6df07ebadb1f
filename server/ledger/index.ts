export { createLedger, FEE_ACCOUNT, type Ledger } from './ledger.js';
export { buyReserveMicros } from './reservations.js';
export type * from './types.js';
export { applyFillToPosition, settlePosition, type FillEffect } from './position-math.js';
