export * from './upstream/index.js';
export * from './relay/index.js';
export * from './order-book/index.js';
export * from './public-cache/index.js';
export * from './account/index.js';
export { createCatalogSync, type CatalogSync, type CatalogSyncOptions } from './sync/index.js';
export type { SyncUpstream } from './sync/index.js';
export { mirrorControl, type MirrorControl, type UpstreamState } from './mirror-status.js';
export { startMirrorSync, type MirrorSyncSettings } from './start-sync.js';
