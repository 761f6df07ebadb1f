import { createHash } from 'node:crypto';

export const CODE_CACHE_SUFFIX = '.v8cache';

/**
 * The file name of the code cache of a bundle's bytes for this V8: a rebuilt bundle or another
 * Node never meets a stale cache (V8 checks a cache against the source's length only).
 */
export function codeCacheName(bundle: Buffer): string {
  const key = createHash('sha1').update(bundle).update(process.versions.v8).digest('hex');
  return `service.${key.slice(0, 16)}${CODE_CACHE_SUFFIX}`;
}
