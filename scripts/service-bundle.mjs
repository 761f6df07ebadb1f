// The esbuild options the service's bundles share (dist/server/main.js and the desktop's
// utility-process entry). Start-up time goes into parsing the bundle: whitespace and comments
// are left out, and the text stays ASCII so that Node reads it as a one-byte string (licence
// comments go to a .LEGAL.txt file beside the bundle). Names are kept for stack traces.
import { readFileSync } from 'node:fs';

export const serviceBundleOptions = {
  bundle: true,
  format: 'esm',
  // Packages with native or WebAssembly parts stay external (the desktop package ships them
  // in its node_modules).
  external: JSON.parse(readFileSync(new URL('./external-modules.json', import.meta.url), 'utf8')),
  // Bundled CommonJS packages call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  minifyWhitespace: true,
  minifySyntax: true,
  charset: 'ascii',
  legalComments: 'external',
  sourcemap: true,
  logLevel: 'warning',
};
