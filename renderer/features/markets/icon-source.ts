/**
 * The icon URL the page may load itself, or '': the page's CSP allows images from its own
 * origin, `data:` and `blob:` only, so a remote icon comes through the service (remoteIcon).
 */
export function loadableIcon(url: string | null | undefined, pageOrigin: string): string {
  if (!url) return '';
  // The service's own icons, without parsing the URL: a list mounts one per row it shows.
  if (url.startsWith(`${pageOrigin}/`)) return url;
  try {
    const parsed = new URL(url, pageOrigin);
    if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return url;
    return parsed.origin === pageOrigin ? url : '';
  } catch {
    return '';
  }
}

/** A remote https icon the service fetches for the page (assets.remoteIcon), or null. */
export function remoteIcon(url: string | null | undefined, pageOrigin: string): string | null {
  if (!url || loadableIcon(url, pageOrigin)) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
