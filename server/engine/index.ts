export { createMarketBook } from './market-book.js';
export type { MarketBook } from './market-book.js';
export { NO_FEE, isValidFee } from './fees.js';
export { checkOrderTerms, checkPrice, checkSize, termsFromAmounts } from './order-terms.js';
export type { MarketTerms, OrderTerms, SignedAmounts, TermsResult } from './order-terms.js';
export * from './types.js';
