// `npm run dist [-- --mac --win --linux --dir]`: builds the bundles, lays out the app folder
// (release/app) and has electron-builder make the installers into release/packages
// (docs/desktop-packaging.md). A failure prints one line (the details go to release/dist.log)
// and exits 1.
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { distOptions, FAILURE_PREFIX, failureLine } from './desktop/dist-options.js';
import { desktopNodeProblem } from './desktop/node-requirement.js';
import { stageApp } from './desktop/stage.js';

const SHELL_BUILD = 'scripts/build-electron.mjs';
const LOG = 'release/dist.log';

function build(script: string): void {
  execFileSync(process.execPath, [script], { stdio: 'inherit' });
}

/** Runs electron-builder with its error output in LOG; answers the failure line, if any. */
function packageApp(args: readonly string[]): string | null {
  mkdirSync('release', { recursive: true });
  const log = openSync(LOG, 'w');
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/desktop/package-app.ts', ...args],
    { stdio: ['ignore', 'inherit', log] },
  );
  closeSync(log);
  if (run.status === 0) return null;
  const lines = readFileSync(LOG, 'utf8').split('\n');
  const failure = lines.findLast((line) => line.startsWith(FAILURE_PREFIX));
  return `${failure ?? `${FAILURE_PREFIX}electron-builder exited with ${run.status ?? run.signal}`} (details: ${LOG})`;
}

try {
  const args = process.argv.slice(2);
  distOptions(args);
  const nodeProblem = desktopNodeProblem(process.cwd(), process.versions.node);
  if (nodeProblem) throw new Error(nodeProblem);
  if (!existsSync(SHELL_BUILD)) {
    throw new Error(`${SHELL_BUILD} is missing: this checkout has no desktop shell to package`);
  }
  build('scripts/build-server.mjs');
  build('scripts/build-renderer.mjs');
  build(SHELL_BUILD);
  stageApp(process.cwd());
  const failure = packageApp(args);
  if (failure) {
    console.error(failure);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(failureLine(error));
  process.exitCode = 1;
}
