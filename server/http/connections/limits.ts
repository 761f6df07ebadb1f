/**
 * Bounds of the HTTP port's connections. Idle and slow connections are closed, one client
 * address cannot hold more than its share, and one connection cannot queue unbounded work.
 */
export interface ConnectionLimits {
  /** Open TCP connections in all (WebSocket streams included); the excess is refused (503). */
  maxConnections: number;
  /** Open TCP connections of one client address; the excess is refused (429). */
  maxConnectionsPerClient: number;
  /**
   * Time from a connection's opening (or the start of a request) to its complete headers; a
   * connection that sends nothing, or headers too slowly, is answered 408 and closed.
   */
  headersTimeoutMs: number;
  /** Time to receive a whole request, body included (answered 408 and closed). */
  requestTimeoutMs: number;
  /** A kept-alive connection idle this long after its last answer is closed. */
  keepAliveTimeoutMs: number;
  /** How often the timeouts above are checked, so they hold within this much. */
  timeoutCheckIntervalMs: number;
  /**
   * Requests of one connection handled at once: pipelined requests past it wait, and the
   * connection is not read until they may start, so one connection queues bounded work.
   */
  maxRequestsInFlight: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  maxConnections: 8_192,
  maxConnectionsPerClient: 1_024,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 72_000,
  timeoutCheckIntervalMs: 1_000,
  maxRequestsInFlight: 16,
};
