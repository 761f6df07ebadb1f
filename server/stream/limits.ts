/**
 * Bounds of the WebSocket streams, and the close codes a client can see.
 *
 * - 1001 going away: the service is shutting down.
 * - 1008 policy violation: user-channel authentication failed or did not come in time, or the
 *   connection's API key was revoked (the reason says which).
 * - 1009 message too big: a client frame larger than maxPayloadBytes (closed by `ws`).
 * - 1013 try again later: a slow consumer whose unsent output passed maxBufferedBytes.
 */
export interface StreamLimits {
  /** Largest frame a client may send. */
  maxPayloadBytes: number;
  /** Output a connection may have queued and unsent before it is dropped as a slow consumer. */
  maxBufferedBytes: number;
  /** Book snapshots are split into frames of at most this size (one book is never split). */
  maxFrameBytes: number;
  /** Assets one market-channel connection may subscribe to. */
  maxAssetsPerConnection: number;
  /** Markets one user-channel connection may list. */
  maxMarketsPerConnection: number;
  /**
   * Open connections of each channel (/ws/market and /ws/user have a budget each); an upgrade
   * past it is answered 503. With maxBufferedBytes it bounds what slow readers can make the
   * service hold.
   */
  maxConnections: number;
  /** Open connections of each channel from one client address; the excess is answered 429. */
  maxConnectionsPerClient: number;
  /** A /ws/user connection not authenticated this long after it opened is closed (1008). */
  authTimeoutMs: number;
  /**
   * A market's updates go to its subscribers about once per this interval: the first at once,
   * the ones that follow within it in one frame when it ends (updates already late from their
   * commit go after half of it, so frames are never closer than half the interval). Each frame
   * costs a system call per subscriber, so this bounds the cost of a busy market with many
   * subscribers.
   */
  minFrameIntervalMs: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  maxPayloadBytes: 128 * 1024,
  maxBufferedBytes: 4 * 1024 * 1024,
  maxFrameBytes: 1024 * 1024,
  maxAssetsPerConnection: 500,
  maxMarketsPerConnection: 500,
  maxConnections: 1_000,
  maxConnectionsPerClient: 500,
  authTimeoutMs: 5_000,
  minFrameIntervalMs: 8,
};

export const CLOSE_GOING_AWAY = 1001;
export const CLOSE_POLICY_VIOLATION = 1008;
export const CLOSE_TRY_AGAIN_LATER = 1013;

/** How long clients get to close on shutdown before their sockets are terminated. */
export const CLOSE_GRACE_MS = 1_000;
