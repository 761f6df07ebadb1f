// Builds the renderer for web mode (dist/renderer, served at /app/) with Vite, unless the build
// is already newer than every file under renderer/: `npm start` then starts at once.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

const SOURCE = 'renderer';
const BUILT = 'dist/renderer/index.html';

function newestChange(dir) {
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    const changed = entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs;
    newest = Math.max(newest, changed);
  }
  return newest;
}

function builtAt() {
  try {
    return statSync(BUILT).mtimeMs;
  } catch {
    return -Infinity;
  }
}

if (process.argv.includes('--force') || builtAt() <= newestChange(SOURCE)) {
  await build({ configFile: join(SOURCE, 'vite.config.ts'), logLevel: 'warn' });
}
