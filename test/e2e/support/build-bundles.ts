import { execFileSync } from 'node:child_process';

/**
 * Global setup of the e2e project: the journey drives what `npm start` serves, so both bundles
 * are built from the current sources first (the service into dist/server, the renderer into
 * dist/renderer).
 */
export default function setup(): void {
  for (const script of ['scripts/build-server.mjs', 'scripts/build-renderer.mjs']) {
    execFileSync(process.execPath, [script], { stdio: 'inherit' });
  }
}
