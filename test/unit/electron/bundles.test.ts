import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Built by the global setup (test/support/build-server.ts), as the app loads them.

const modulesRequired = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]);

describe('the desktop bundles (scripts/build-electron.mjs)', () => {
  it('makes the preload one CommonJS file that needs nothing but electron (sandbox)', () => {
    const preload = readFileSync('dist/electron/preload.cjs', 'utf8');
    expect(preload).not.toMatch(/^\s*import\s/m);
    expect(new Set(modulesRequired('dist/electron/preload.cjs'))).toEqual(new Set(['electron']));
    expect(preload).toContain('exposeInMainWorld');
  });

  it('keeps Electron out of the service process and in the main process', () => {
    expect(readFileSync('dist/electron/service.js', 'utf8')).not.toMatch(/from ["']electron["']/);
    expect(readFileSync('dist/electron/main.js', 'utf8')).toMatch(/from ["']electron["']/);
  });

  it('is what package.json starts', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { main: string };
    expect(manifest.main).toBe('dist/electron/main.js');
  });
});
