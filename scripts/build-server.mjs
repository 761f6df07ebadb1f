// Bundles the headless service (server/cli/main.ts) into dist/server/main.js. Dependencies are bundled too: one
// file loads several times faster than hundreds of modules, which keeps start-up under a
// second (scripts/service-bundle.mjs).
import { build } from 'esbuild';
import { serviceBundleOptions } from './service-bundle.mjs';

await build({
  ...serviceBundleOptions,
  entryPoints: ['server/cli/main.ts'],
  outfile: 'dist/server/main.js',
  platform: 'node',
  target: 'node20',
});
