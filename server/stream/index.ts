export { attachStreams, type StreamDeps, type StreamHandle } from './attach-streams.js';
export { DEFAULT_STREAM_LIMITS, type StreamLimits } from './limits.js';
export {
  attachRpcSocket,
  createLaunchToken,
  RPC_SOCKET_PATH,
  type RpcConnection,
  type RpcPeer,
  type RpcSocketHandle,
  type RpcSocketOptions,
} from './rpc-socket.js';
export {
  createRpcMarketFeed,
  type RpcMarketFeed,
  type RpcMarketFeedDeps,
} from './rpc-socket-market.js';
export { attachRelayedStreams, type RelayedStreamDeps } from './relayed-streams.js';
export { createUpstreamMarketFeed, type UpstreamMarketFeedDeps } from './upstream-market-feed.js';
export type { RestBook } from './feed-health.js';
export {
  attachGrantSocket,
  ALERTS_SOCKET_PATH,
  GRANT_SOCKET_PATH,
  type GrantSocketHandle,
  type GrantSocketOptions,
} from './grant-socket.js';
