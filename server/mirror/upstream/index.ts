export {
  createUpstreamClient,
  type ForwardRequest,
  type JsonRequestInit,
  type UpstreamAnswer,
  type UpstreamClient,
  type UpstreamClientOptions,
} from './client.js';
export { backoffDelay, type BackoffPolicy } from './backoff.js';
export type { UpstreamHealth } from './health.js';
export { UpstreamError } from './upstream-error.js';
export { asLocalError, isRefusal } from './local-error.js';
export {
  normalizeUpstreamUrl,
  upstreamUrls,
  type UpstreamSurface,
  type UpstreamUrls,
} from './urls.js';
export { checkUpstream, UPSTREAM_CHECK_TIMEOUT_MS } from './upstream-check.js';
