// Bundles the desktop shell into dist/electron: the main process (main.js), the sandboxed
// preload (preload.cjs: a sandboxed preload must be one CommonJS file) and the service's
// utility-process entry (service.js, bundled like dist/server/service.cjs but as an ES
// module). The renderer is built separately (scripts/build-renderer.mjs) and loaded from
// dist/renderer.
import { build } from 'esbuild';
import { esmBundleOptions, serviceBundleOptions } from './service-bundle.mjs';

const { external: native } = serviceBundleOptions;
const { banner: requireBanner } = esmBundleOptions;
const shared = { bundle: true, sourcemap: true, logLevel: 'warning' };

const bundles = {
  main: {
    ...shared,
    entryPoints: ['electron/main/main.ts'],
    outfile: 'dist/electron/main.js',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    external: ['electron', ...native],
    banner: requireBanner,
  },
  preload: {
    ...shared,
    entryPoints: ['electron/preload/preload.ts'],
    outfile: 'dist/electron/preload.cjs',
    platform: 'node',
    format: 'cjs',
    target: 'chrome140',
    external: ['electron'],
  },
  service: {
    ...serviceBundleOptions,
    ...esmBundleOptions,
    entryPoints: ['electron/service/entry.ts'],
    outfile: 'dist/electron/service.js',
    platform: 'node',
    target: 'node22',
  },
};

await Promise.all(Object.values(bundles).map((options) => build(options)));
