// Bundles the headless service (server/cli/main.ts) into dist/server/service.cjs, and its
// launcher (server/cli/launcher.ts) into dist/server/main.js. Dependencies are bundled too:
// one file loads several times faster than hundreds of modules (scripts/service-bundle.mjs).
// The bundle is CommonJS so that the launcher can start it from V8's code cache, which Node
// keeps for no ES module.
import { build } from 'esbuild';
import { cjsBundleOptions, serviceBundleOptions } from './service-bundle.mjs';

await Promise.all([
  build({
    ...serviceBundleOptions,
    ...cjsBundleOptions,
    entryPoints: ['server/cli/main.ts'],
    outfile: 'dist/server/service.cjs',
    platform: 'node',
    target: 'node20',
  }),
  build({
    entryPoints: ['server/cli/launcher.ts'],
    outfile: 'dist/server/main.js',
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  }),
]);
