import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { ServiceError } from '../../contract/index.js';

// The catalog's remote icons, fetched by the service once and kept in the data dir: the
// renderer's page keeps its policy of loading no remote image, and the venue's image host never
// sees which markets the user looks at, or when.

/** An icon larger than this is not an icon: refused. */
export const MAX_ICON_BYTES = 512 * 1024;
const FETCH_TIMEOUT_MS = 8_000;
/** A failed fetch is not tried again for this long. */
const RETRY_AFTER_MS = 10 * 60_000;

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};
const TYPES = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));

export interface RemoteIconDeps {
  /** Where the icons are kept (`<data-dir>/icons`). */
  dir: string;
  /** Whether the catalog names images on this host: nothing else is fetched. */
  allowedHost(host: string): boolean;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface RemoteIcons {
  /** The icon at `url` as a data URL, fetched once and then read from the data dir. */
  dataUrl(url: string): Promise<string>;
}

const dataUrlOf = (type: string, bytes: Buffer): string =>
  `data:${type};base64,${bytes.toString('base64')}`;

function parsedUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ServiceError('invalid_input', 'url is not a URL');
  }
  if (url.protocol !== 'https:' || url.username || url.password) {
    throw new ServiceError('invalid_input', 'url must be an https URL without credentials');
  }
  return url;
}

export function createRemoteIcons(deps: RemoteIconDeps): RemoteIcons {
  const fetchIcon = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const inFlight = new Map<string, Promise<string>>();
  const failedAt = new Map<string, number>();
  mkdirSync(deps.dir, { recursive: true, mode: 0o700 });

  const stored = (key: string): string | null => {
    for (const [ext, type] of Object.entries(TYPES)) {
      try {
        return dataUrlOf(type, readFileSync(join(deps.dir, `${key}.${ext}`)));
      } catch {
        // Not kept under this type: try the next.
      }
    }
    return null;
  };

  async function download(url: URL, key: string): Promise<string> {
    const answer = await fetchIcon(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: Object.keys(EXTENSIONS).join(', ') },
    });
    if (!answer.ok) throw new ServiceError('not_found', `the icon host answered ${answer.status}`);
    const type = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const ext = EXTENSIONS[type];
    if (!ext)
      throw new ServiceError('not_found', `the icon is not an image (${type || 'no type'})`);
    const declared = Number(answer.headers.get('content-length') ?? 0);
    if (declared > MAX_ICON_BYTES) throw new ServiceError('too_large', 'the icon is too large');
    const bytes = Buffer.from(await answer.arrayBuffer());
    if (bytes.length > MAX_ICON_BYTES) throw new ServiceError('too_large', 'the icon is too large');
    // Written whole, then renamed: a reader never sees half an icon.
    const file = join(deps.dir, `${key}.${ext}`);
    writeFileSync(`${file}.part`, bytes, { mode: 0o600 });
    renameSync(`${file}.part`, file);
    return dataUrlOf(type, bytes);
  }

  return {
    async dataUrl(text) {
      const url = parsedUrl(text);
      if (!deps.allowedHost(url.host)) {
        throw new ServiceError('invalid_input', `the catalog names no image on ${url.host}`);
      }
      const key = createHash('sha256').update(url.href).digest('hex');
      const kept = stored(key);
      if (kept) return kept;
      const failed = failedAt.get(key);
      if (failed !== undefined && now() - failed < RETRY_AFTER_MS) {
        throw new ServiceError(
          'not_found',
          'the icon could not be fetched; it is tried again later',
        );
      }
      let pending = inFlight.get(key);
      if (!pending) {
        pending = download(url, key).catch((error: unknown) => {
          failedAt.set(key, now());
          if (error instanceof ServiceError) throw error;
          throw new ServiceError('not_found', `the icon could not be fetched: ${String(error)}`);
        });
        inFlight.set(key, pending);
        void pending.finally(() => inFlight.delete(key)).catch(() => undefined);
      }
      return pending;
    },
  };
}
