// The scripts feature's public API: other features and app/ import it from here only.
export { useOrderTags } from './api/order-tags.js';
export { GrantTag } from './components/grant-tag.js';
