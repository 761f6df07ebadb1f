// Builds the renderer for web mode (dist/renderer, served at /app/) with Vite, unless the build
// is already newer than every file it is built from: `npm start` then starts at once.
import { join } from 'node:path';
import { build } from 'vite';
import { isStale, RENDERER_INPUTS } from './build-freshness.mjs';

const SOURCE = 'renderer';

if (process.argv.includes('--force') || isStale('dist/renderer/index.html', RENDERER_INPUTS)) {
  await build({ configFile: join(SOURCE, 'vite.config.ts'), logLevel: 'warn' });
}
