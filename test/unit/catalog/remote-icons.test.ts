import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRemoteIcons, MAX_ICON_BYTES } from '../../../server/catalog/icons/index.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const ICON = 'https://images.venue.example/market/abc.png';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Remote icons over a fake image host that counts what it is asked. */
function icons(answer: () => Response, clock = { ms: 0 }) {
  const dir = join(mkdtempSync(join(tmpdir(), 'marketdesk-icons-')), 'icons');
  dirs.push(dir);
  const asked: string[] = [];
  const store = createRemoteIcons({
    dir,
    allowedHost: (host) => host === 'images.venue.example',
    fetch: (url) => {
      asked.push(String(url));
      return Promise.resolve(answer());
    },
    now: () => clock.ms,
  });
  return { store, asked, dir, clock };
}

const png = () => new Response(PNG, { headers: { 'content-type': 'image/png' } });

describe("the catalog's remote icons", () => {
  it('fetches an icon once, keeps it in the data dir, and answers it as a data URL', async () => {
    const { store, asked, dir } = icons(png);
    const [first, second] = await Promise.all([store.dataUrl(ICON), store.dataUrl(ICON)]);
    expect(first).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    expect(second).toBe(first);
    expect(await store.dataUrl(ICON)).toBe(first);
    expect(asked).toEqual([ICON]);
    const [file] = readdirSync(dir);
    expect(file).toMatch(/^[0-9a-f]{64}\.png$/);
    expect(statSync(join(dir, file!)).mode & 0o777).toBe(0o600);
    // A new service on the same data dir reads it from disk.
    const again = createRemoteIcons({
      dir,
      allowedHost: () => true,
      fetch: () => Promise.reject(new Error('no network')),
    });
    expect(await again.dataUrl(ICON)).toBe(first);
  });

  it('fetches nothing the catalog does not name, nor plain http, nor credentials', async () => {
    const { store, asked } = icons(png);
    await expect(store.dataUrl('https://169.254.169.254/latest/meta-data')).rejects.toThrow(
      /names no image on 169\.254\.169\.254/,
    );
    await expect(store.dataUrl('http://images.venue.example/a.png')).rejects.toThrow(/https/);
    await expect(store.dataUrl('https://u:p@images.venue.example/a.png')).rejects.toThrow(
      /credentials/,
    );
    await expect(store.dataUrl('not a url')).rejects.toThrow(/not a URL/);
    expect(asked).toEqual([]);
  });

  it('refuses what is not an image or is too large, and keeps nothing of it', async () => {
    const html = icons(() => new Response('<html>', { headers: { 'content-type': 'text/html' } }));
    await expect(html.store.dataUrl(ICON)).rejects.toThrow(/not an image \(text\/html\)/);
    const big = icons(
      () =>
        new Response(Buffer.alloc(MAX_ICON_BYTES + 1), {
          headers: { 'content-type': 'image/png' },
        }),
    );
    await expect(big.store.dataUrl(ICON)).rejects.toThrow(/too large/);
    expect(readdirSync(html.dir)).toEqual([]);
    expect(readdirSync(big.dir)).toEqual([]);
  });

  it('tries a failed icon again only after a while', async () => {
    let status = 503;
    const failing = icons(() => (status === 200 ? png() : new Response('busy', { status })));
    await expect(failing.store.dataUrl(ICON)).rejects.toThrow(/answered 503/);
    status = 200;
    await expect(failing.store.dataUrl(ICON)).rejects.toThrow(/tried again later/);
    expect(failing.asked).toHaveLength(1);
    failing.clock.ms += 11 * 60_000;
    expect(await failing.store.dataUrl(ICON)).toMatch(/^data:image\/png;base64,/);
    expect(existsSync(failing.dir)).toBe(true);
  });
});
