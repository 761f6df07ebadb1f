import { execFileSync } from 'node:child_process';

/**
 * Vitest global setup: the CLI tests run the same bundle that `npm run serve` runs, and the
 * desktop tests the service entry and preload the desktop app loads (dist/electron).
 */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/build-electron.mjs'], { stdio: 'inherit' });
}
