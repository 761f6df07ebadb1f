import { execFileSync } from 'node:child_process';

/** Vitest global setup: the CLI tests run the same bundle that `npm run serve` runs. */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
}
