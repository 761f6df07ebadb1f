/** Request headers a relayed call keeps besides the credentials (POLY_* and SVC_*). */
const KEPT_REQUEST_HEADERS = new Set(['content-type', 'accept', 'user-agent']);
const CREDENTIAL_PREFIXES = ['poly_', 'svc_'];

/** Answer headers that go back to the caller with the upstream's status and body. */
const KEPT_ANSWER_HEADERS = new Set(['content-type', 'retry-after', 'location']);
const LIMIT_PREFIXES = ['ratelimit', 'x-ratelimit'];

const kept = (name: string): boolean =>
  KEPT_REQUEST_HEADERS.has(name) || CREDENTIAL_PREFIXES.some((prefix) => name.startsWith(prefix));

/**
 * The headers of a caller's request that travel upstream: its L1/L2 credentials (POLY_*, or the
 * SVC_* spelling), its content type, accept and user agent. Everything else stays here: hop-by-hop
 * and connection headers, host, the length and coding of a body decoded locally, cookies, and
 * any local credential (the operator's Authorization) that means nothing to the upstream.
 */
export function relayRequestHeaders(
  headers: Readonly<Record<string, string | string[] | undefined>>,
): Record<string, string> {
  const relayed: Record<string, string> = {};
  for (const [rawName, value] of Object.entries(headers)) {
    const name = rawName.toLowerCase();
    if (value === undefined || !kept(name)) continue;
    relayed[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return relayed;
}

/**
 * The upstream answer's headers the caller gets: content type, Retry-After, rate limits and a
 * redirect's Location.
 */
export function relayAnswerHeaders(headers: Record<string, string>): Record<string, string> {
  const relayed: Record<string, string> = {};
  for (const [rawName, value] of Object.entries(headers)) {
    const name = rawName.toLowerCase();
    const limit = LIMIT_PREFIXES.some((prefix) => name.startsWith(prefix));
    if (limit || KEPT_ANSWER_HEADERS.has(name)) relayed[name] = value;
  }
  return relayed;
}
