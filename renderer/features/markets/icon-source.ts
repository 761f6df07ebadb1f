/**
 * The icon URL the page may load, or '' for the letter avatar: the page's CSP allows images
 * from its own origin, `data:` and `blob:` only, so a remote icon would just fail.
 */
export function loadableIcon(url: string | null | undefined, pageOrigin: string): string {
  if (!url) return '';
  try {
    const parsed = new URL(url, pageOrigin);
    if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return url;
    return parsed.origin === pageOrigin ? url : '';
  } catch {
    return '';
  }
}
