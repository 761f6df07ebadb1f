/**
 * Stable error codes of the application layer. Domain modules and the dispatcher speak in these
 * codes only; each transport maps them to its own form (HTTP statuses in server/http/errors.ts,
 * `{"error": {"code", "message"}}` frames on the renderer's RPC channel).
 */
export const ERROR_CODES = [
  /** The input is malformed or breaks a rule; the message names the field. */
  'invalid_input',
  /** Missing or wrong credentials (L2 headers, admin token, RPC session token). */
  'unauthenticated',
  /** Authenticated, but not allowed here (e.g. venue operations from a non-loopback client). */
  'forbidden',
  /** The id, slug, token or route does not exist. */
  'not_found',
  /** The request is larger than the service accepts in one answer or body. */
  'too_large',
  /** Throttled by the rate limits; retry after the window resets. */
  'rate_limited',
  /** The vault is locked: unlock it (renderer RPC only). */
  'locked',
  /** The method is not offered in this mode or over this transport. */
  'unavailable',
  /** A fault of the service itself; never a consequence of the input. */
  'internal',
  /** Mirror mode: the upstream gave no answer (or failed) and nothing cached can stand in. */
  'upstream_unreachable',
  /** Mirror mode: a write got no answer in time; the upstream may or may not have acted on it. */
  'outcome_unknown',
  /** The data dir's disk is full: the write was not made; it succeeds once space returns. */
  'storage_full',
  /** The data dir's disk failed a read or write (an I/O error, a read-only file system). */
  'storage_failed',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** A rejection that any layer may raise; transports turn it into their own error form. */
export class ServiceError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

/** invalid_input naming the offending parameter. */
export const badParameter = (name: string, problem: string): ServiceError =>
  new ServiceError('invalid_input', `${name} ${problem}`);

export const notFound = (what: string): ServiceError =>
  new ServiceError('not_found', `${what} not found`);

/** A ServiceError whose answer carries more fields than the message (the current heartbeat id). */
export class ServiceErrorWithFields extends ServiceError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly fields: Readonly<Record<string, string>>,
  ) {
    super(code, message);
  }
}
