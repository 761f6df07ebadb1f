export type { Venue, VenueHttp } from './port.js';
export type { VenueDeps } from './venue-deps.js';
export { createLocalVenue, type LocalVenue, type LocalVenueOptions } from './local/local-venue.js';
export { createMirrorVenue, type MirrorVenueOptions } from './mirror/mirror-venue.js';
export { stopStack } from './stop-stack.js';
export { createCatalogReadHandlers } from './catalog-methods.js';
export { createLocalVenueHandlers, type LocalVenueParts } from './local/local-methods.js';
export { localVenueStatus, type VenueStatus } from './status-methods.js';
