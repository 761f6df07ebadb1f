/**
 * The venue serves its catalog, public data and order book from three hosts; a mirror takes
 * one base URL for each (a Marketdesk upstream answers all three at one root).
 */
export type UpstreamSurface = 'catalog' | 'data' | 'clob';

const UPSTREAM_SURFACES: readonly UpstreamSurface[] = ['catalog', 'data', 'clob'];

/** Base URLs without a trailing slash, e.g. https://clob.polymarket.com. */
export interface UpstreamUrls {
  catalog: string;
  data: string;
  clob: string;
}

/**
 * An upstream base URL as typed by a user, checked and normalised: http or https, no query,
 * fragment or credentials, no trailing slash. Throws an Error saying what is wrong.
 */
export function normalizeUpstreamUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new Error(`"${text}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`"${text}" must start with http:// or https://`);
  }
  if (url.search || url.hash) throw new Error(`"${text}" must not carry a query or fragment`);
  if (url.username || url.password) throw new Error(`"${text}" must not carry credentials`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** One base URL for every surface, then per-surface ones on top (each normalised). */
export function upstreamUrls(
  all: string | undefined,
  perSurface: Partial<Record<UpstreamSurface, string | undefined>>,
): UpstreamUrls | null {
  const urls: Partial<UpstreamUrls> = {};
  for (const surface of UPSTREAM_SURFACES) {
    const text = perSurface[surface] ?? all;
    if (text !== undefined) urls[surface] = normalizeUpstreamUrl(text);
  }
  const missing = UPSTREAM_SURFACES.filter((surface) => urls[surface] === undefined);
  if (missing.length === UPSTREAM_SURFACES.length) return null;
  if (missing.length > 0) {
    throw new Error(`no upstream URL for the ${missing.join(' and ')} surface (or one for all)`);
  }
  return urls as UpstreamUrls;
}
