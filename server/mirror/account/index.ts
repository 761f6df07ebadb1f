export { createUpstreamCredentialStore, type UpstreamCredentialStore } from './credential-store.js';
export {
  createUpstreamTrader,
  type L1Signer,
  type UpstreamRequest,
  type UpstreamTrader,
  type UpstreamTraderOptions,
} from './upstream-trader.js';
export {
  createUpstreamAccount,
  type UpstreamAccount,
  type UpstreamCaller,
} from './upstream-account.js';
export type { UpstreamPosition } from './wire-values.js';
export { l2Headers } from './l2-headers.js';
