import type { IncomingMessage, Server } from 'node:http';

/** Names a browser uses for this machine; bracketed as URL.hostname spells IPv6. */
const LOOPBACK_HOSTNAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);
const UNSPECIFIED_ADDRESSES = new Set(['0.0.0.0', '::']);

/** Host names a server answers besides the loopback ones and the address it is bound to. */
const configuredNames = new WeakMap<Server, ReadonlySet<string>>();

/**
 * Host headers already judged, per server: every request is checked, and a client sends the
 * same few values, so the URL parse runs once per value. Bounded: cleared when full.
 */
const judgedHosts = new WeakMap<Server, Map<string, boolean>>();
const MAX_JUDGED_HOSTS = 256;

/** Lets the server answer these names too (`--allow-host`), lower-cased, IPv6 bracketed. */
export function allowHostNames(server: Server, names: readonly string[]): void {
  configuredNames.set(server, new Set(names.map((name) => name.toLowerCase())));
  judgedHosts.delete(server);
}

/** A name (lower-cased, IPv6 bracketed) is one of this server's own. */
function servedName(server: Server, hostname: string): boolean {
  if (LOOPBACK_HOSTNAMES.has(hostname)) return true;
  if (configuredNames.get(server)?.has(hostname)) return true;
  const bound = server.address();
  if (bound === null || typeof bound === 'string' || UNSPECIFIED_ADDRESSES.has(bound.address)) {
    return false;
  }
  return hostname === (bound.family === 'IPv6' ? `[${bound.address}]` : bound.address);
}

/** The port the server listens on; null before it does. */
function servedPort(server: Server): number | null {
  const bound = server.address();
  return bound === null || typeof bound === 'string' ? null : bound.port;
}

/** Name and port of an `http://` or `https://` URL's authority; null when it is not one. */
function authorityOf(url: string): { hostname: string; port: number } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const port = parsed.port === '' ? (parsed.protocol === 'http:' ? 80 : 443) : Number(parsed.port);
  return { hostname: parsed.hostname.toLowerCase(), port };
}

/**
 * The Host header names this server: a loopback name, the address it is bound to, or a name
 * the user allowed. A page under DNS rebinding reaches 127.0.0.1 under a hostile name, which
 * its requests carry in Host. Absent Host (HTTP/1.0) is not a browser's.
 */
export function servedHost(host: string | undefined, server: Server): boolean {
  if (host === undefined) return true;
  let judged = judgedHosts.get(server);
  const known = judged?.get(host);
  if (known !== undefined) return known;
  const authority = authorityOf(`http://${host}`);
  const served = authority !== null && servedName(server, authority.hostname);
  if (!judged || judged.size >= MAX_JUDGED_HOSTS) judgedHosts.set(server, (judged = new Map()));
  judged.set(host, served);
  return served;
}

/**
 * A browser sends Origin on every WebSocket and every cross-origin or non-GET request: it must
 * be a page this server served: one of its names at its port (another local web server is
 * another origin). Scripts send none.
 */
export function servedOrigin(origin: string | undefined, server: Server): boolean {
  if (origin === undefined) return true;
  const authority = authorityOf(origin);
  return (
    authority !== null &&
    authority.port === servedPort(server) &&
    servedName(server, authority.hostname)
  );
}

/**
 * Why a request is not this server's to answer: a foreign Host (421) or a page of another
 * origin (403); null when it is. Checked on every request and upgrade before anything else.
 */
export function foreignRequest(
  request: IncomingMessage,
  server: Server,
): { status: 421 | 403; message: string } | null {
  if (!servedHost(request.headers.host, server)) {
    return {
      status: 421,
      message: `this port answers 127.0.0.1, localhost and [::1] only, not Host ${JSON.stringify(request.headers.host)} (start the service with --allow-host NAME to add a name)`,
    };
  }
  if (!servedOrigin(request.headers.origin, server)) {
    return {
      status: 403,
      message: `requests from web pages of other origins are refused (Origin ${JSON.stringify(request.headers.origin)})`,
    };
  }
  return null;
}
