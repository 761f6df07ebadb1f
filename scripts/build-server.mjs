// Bundles the headless service into dist/server/main.js. Dependencies are bundled too: one
// file loads several times faster than hundreds of modules, which keeps start-up under a
// second. Packages with native or WebAssembly parts stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['better-sqlite3', 'secp256k1', 'hash-wasm'],
  // Bundled CommonJS packages call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
});
