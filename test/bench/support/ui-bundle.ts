// The JavaScript a first load of the renderer fetches (the module scripts and module preloads
// of dist/renderer/index.html), gzipped as a server would send it, and the same figure for
// react + react-dom alone, bundled and minified the same way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export const RENDERER_DIST = join('dist', 'renderer');

const gzipBytes = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

/** Paths (relative to dist/renderer) of the JS that index.html loads before anything else. */
export function initialScripts(distDir = RENDERER_DIST): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const paths = tags.flatMap((tag) => {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const source = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    return (isScript || isPreload) && source ? [source] : [];
  });
  return paths.map((path) => path.replace(/^(\.\/|\/app\/|\/)/, ''));
}

export interface InitialJs {
  files: { path: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

export function initialJs(distDir = RENDERER_DIST): InitialJs {
  const files = initialScripts(distDir).map((path) => {
    const bytes = readFileSync(join(distDir, path));
    return { path, bytes: bytes.length, gzipBytes: gzipBytes(bytes) };
  });
  if (files.length === 0) throw new Error(`no module script in ${distDir}/index.html`);
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/** react + react-dom/client, production, minified into one ESM file, gzipped. */
export async function reactAloneGzipBytes(): Promise<number> {
  const result = await build({
    stdin: {
      contents: `import { createElement } from 'react';
        import { createRoot } from 'react-dom/client';
        createRoot(document.body).render(createElement('div'));`,
      resolveDir: process.cwd(),
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
  });
  return gzipBytes(result.outputFiles[0]!.contents);
}
