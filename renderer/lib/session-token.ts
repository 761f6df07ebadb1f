const STORAGE_KEY = 'marketdesk.token';

/**
 * The per-launch token of web mode: read from the URL fragment `#token=...` on first load,
 * kept in sessionStorage so a reload still connects, and removed from the address bar so it
 * is not left in screenshots or copied links.
 */
export function takeSessionToken(): string | null {
  const fromHash = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (fromHash) {
    sessionStorage.setItem(STORAGE_KEY, fromHash);
    const { pathname, search } = window.location;
    window.history.replaceState(null, '', pathname + search);
    return fromHash;
  }
  return sessionStorage.getItem(STORAGE_KEY);
}

/** `ws(s)://<this host>/rpc?token=...`, the service's RPC socket for this page's origin. */
export function rpcSocketUrl(token: string): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/rpc?token=${encodeURIComponent(token)}`;
}

/** Drops the stored token: the service refused it (it restarted with a new one). */
export function forgetSessionToken(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
