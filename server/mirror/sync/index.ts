export { createCatalogSync, type CatalogSync, type CatalogSyncOptions } from './catalog-sync.js';
export type { SyncUpstream } from './upstream-port.js';
