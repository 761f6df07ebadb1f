import { extname, join, relative, resolve, sep } from 'node:path';
import { drawnIconName } from '../../server/shared/index.js';

/**
 * The renderer is loaded from the app's own scheme, never from http: `marketdesk://app/app/`
 * maps to dist/renderer (Vite builds it for the base /app/, as web mode serves it).
 */
export const APP_SCHEME = 'marketdesk';
export const APP_HOST = 'app';
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/app/index.html`;
const RENDERER_BASE = '/app/';

/** Whether a URL is one of the app's own pages or files. */
export function isAppUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST;
  } catch {
    return false;
  }
}

/**
 * The renderer's page: scripts and styles from the app only, no eval, no inline script, no
 * connection anywhere (the RPC crosses a MessagePort, which CSP does not govern). Inline styles
 * stay allowed: the ladder and charts set element styles.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.map': 'application/json',
};

export const contentTypeOf = (file: string): string =>
  CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';

/**
 * The catalog icon an app URL names (`/assets/icons/<name>.svg`: the catalog's root-relative
 * icon URLs resolve against the page), decoded as web mode's route decodes it, or null. The
 * service draws it.
 */
export function iconName(raw: string): string | null {
  if (!isAppUrl(raw)) return null;
  const name = drawnIconName(new URL(raw).pathname);
  return name === null || /[/\\\0]/.test(name) || name.startsWith('.') ? null : `${name}.svg`;
}

/**
 * The file of dist/renderer an app URL names, or null: another host, a path outside the
 * renderer's base, or one that would leave the folder (`..`, encoded or not) is refused.
 */
export function rendererFile(rendererDir: string, raw: string): string | null {
  if (!isAppUrl(raw)) return null;
  const { pathname } = new URL(raw);
  if (!pathname.startsWith(RENDERER_BASE)) return null;
  let path: string;
  try {
    path = decodeURIComponent(pathname.slice(RENDERER_BASE.length));
  } catch {
    return null;
  }
  if (path === '') path = 'index.html';
  if (path.includes('\0')) return null;
  const root = resolve(rendererDir);
  const file = resolve(join(root, path));
  const inside = relative(root, file);
  if (inside === '' || inside.startsWith('..') || inside.startsWith(sep)) return null;
  return file;
}
