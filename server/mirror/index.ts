export * from './upstream/index.js';
export * from './relay/index.js';
export * from './order-book/index.js';
export * from './public-cache/index.js';
export * from './account/index.js';
