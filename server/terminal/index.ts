// The terminal's own methods (trading and portfolio of the vault's current account, status,
// market type-ahead), shared by both venues: the mirror reuses what does not depend on a book.
export * from './methods.js';
export { venueCall, type VenueCall } from './venue-call.js';
