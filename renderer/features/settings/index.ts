// The settings feature's public API: other features and app/ import it from here only.
export { useServiceStatus } from './api/service-status.js';
export { copyText } from './copy-text.js';
