import { isAppUrl } from './app-origin.js';

/** Sites whose links the terminal may open in the system browser (and their subdomains). */
export const EXTERNAL_LINK_HOSTS = ['polymarket.com', 'github.com'] as const;

/** Whether a link may leave the app for the browser: https, no credentials, an allowed site. */
export function externalLinkAllowed(
  raw: string,
  hosts: readonly string[] = EXTERNAL_LINK_HOSTS,
): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The loopback origin (`http://127.0.0.1:PORT`) of the service the app is attached to, from its
 * URL; null for anything else, so the window can never be let out to a remote site.
 */
export function attachedOrigin(serviceUrl: string): string | null {
  try {
    const url = new URL(serviceUrl);
    if (url.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname)) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** Whether a URL is on exactly the given origin (null: none is allowed). */
export function onOrigin(raw: string, origin: string | null): boolean {
  if (origin === null) return false;
  try {
    return new URL(raw).origin === origin;
  } catch {
    return false;
  }
}

/** The part of webContents the guards hook into. */
export interface GuardedContents {
  on(
    event: 'will-navigate' | 'will-redirect' | 'will-attach-webview',
    listener: (event: { preventDefault(): void }, url: string) => void,
  ): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/**
 * The window never leaves the app: navigation and redirects to anything but the app's own
 * pages (or, while attached to another service, that service's loopback origin) are stopped,
 * webviews are refused, and window.open never opens a window; a link of the allow-list goes to
 * the system browser instead.
 */
export function guardNavigation(
  contents: GuardedContents,
  openExternal: (url: string) => void,
  allowedOrigin: () => string | null = () => null,
): void {
  const stayInApp = (event: { preventDefault(): void }, url: string) => {
    if (!isAppUrl(url) && !onOrigin(url, allowedOrigin())) event.preventDefault();
  };
  contents.on('will-navigate', stayInApp);
  contents.on('will-redirect', stayInApp);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (externalLinkAllowed(url)) openExternal(url);
    return { action: 'deny' };
  });
}

/** The part of a session whose permission requests are answered. */
export interface PermissionSession {
  setPermissionRequestHandler(
    handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void;
}

/**
 * The permissions the terminal uses: writing to the clipboard (its Copy buttons) and showing
 * notifications (alerts and conditional orders, as the system's native notifications).
 */
const GRANTED = new Set(['clipboard-sanitized-write', 'notifications']);

/**
 * The terminal needs no camera, microphone, geolocation or anything else a page can ask for:
 * every request and check is refused but the clipboard write and notifications.
 */
export function denyPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(GRANTED.has(permission)),
  );
  session.setPermissionCheckHandler((_contents, permission) => GRANTED.has(permission));
}
