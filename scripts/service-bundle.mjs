// The esbuild options the service's bundles share (dist/server and the desktop's
// utility-process entry). Start-up time goes into parsing the bundle: whitespace and comments
// are left out, and the text stays ASCII so that Node reads it as a one-byte string (licence
// comments go to a .LEGAL.txt file beside the bundle). Names are kept for stack traces.
import { readFileSync } from 'node:fs';

export const serviceBundleOptions = {
  bundle: true,
  // Packages with native or WebAssembly parts stay external (the desktop package ships them
  // in its node_modules).
  external: JSON.parse(readFileSync(new URL('./external-modules.json', import.meta.url), 'utf8')),
  minifyWhitespace: true,
  minifySyntax: true,
  charset: 'ascii',
  legalComments: 'external',
  sourcemap: true,
  logLevel: 'warning',
};

/** An ES module bundle: bundled CommonJS packages call require() for Node built-ins. */
export const esmBundleOptions = {
  format: 'esm',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
};

/**
 * A CommonJS bundle of ES modules: strict, as modules are (the directive must come first, before
 * the banner's own line), and import.meta.url is the bundle's own file URL.
 */
export const cjsBundleOptions = {
  format: 'cjs',
  banner: {
    js: "'use strict'; var __importMetaUrl = require('node:url').pathToFileURL(__filename).href;",
  },
  define: { 'import.meta.url': '__importMetaUrl' },
};
