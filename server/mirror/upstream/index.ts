export {
  createUpstreamClient,
  withoutHopByHop,
  type ForwardRequest,
  type JsonRequestInit,
  type UpstreamAnswer,
  type UpstreamClient,
  type UpstreamClientOptions,
} from './client.js';
export type { UpstreamHealth } from './health.js';
export { UpstreamError, upstreamMessage } from './upstream-error.js';
export {
  normalizeUpstreamUrl,
  upstreamUrls,
  UPSTREAM_SURFACES,
  type UpstreamSurface,
  type UpstreamUrls,
} from './urls.js';
