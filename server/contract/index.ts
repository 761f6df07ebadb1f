export * from './common.js';
export * from './catalog-market.js';
export * from './catalog-event.js';
export * from './catalog-queries.js';
export * from './comment.js';
export * from './search.js';
export * from './service-error.js';
