// Bundles the headless service (server/cli/main.ts) into dist/server/main.js. Dependencies are bundled too: one
// file loads several times faster than hundreds of modules, which keeps start-up under a
// second. Packages with native or WebAssembly parts stay external (scripts/external-modules.json;
// the desktop package ships them in its node_modules).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const external = JSON.parse(
  readFileSync(new URL('./external-modules.json', import.meta.url), 'utf8'),
);

await build({
  entryPoints: ['server/cli/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  // Bundled CommonJS packages call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
});
