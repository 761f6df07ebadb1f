// The Node.js that the desktop path's tools need. The project runs on Node 20.19 and later
// (web mode, the tests); Electron's package, @electron/get and @electron/rebuild, which
// `npm start`'s desktop window and `npm run dist` run under the user's Node, ask for more.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a package states the Node.js it needs. */
const TOOLS = ['electron', '@electron/rebuild'];

/** The lowest version in a range such as `>= 22.12.0`, or null when it names none. */
function minimumOf(range: string): string | null {
  return /(\d+)\.(\d+)\.(\d+)/.exec(range)?.[0] ?? null;
}

const parts = (version: string): number[] => version.replace(/^v/, '').split('.').map(Number);

/** Whether `version` (as process.versions.node gives it) is `minimum` or later. */
export function atLeast(version: string, minimum: string): boolean {
  const have = parts(version);
  const need = parts(minimum);
  for (let i = 0; i < 3; i++) {
    const difference = (have[i] ?? 0) - (need[i] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}

/** The highest Node.js the installed desktop tools ask for, or null when none is installed. */
export function desktopNodeRequirement(rootDir: string): string | null {
  let highest: string | null = null;
  for (const tool of TOOLS) {
    const manifest = join(rootDir, 'node_modules', tool, 'package.json');
    if (!existsSync(manifest)) continue;
    const engines = (JSON.parse(readFileSync(manifest, 'utf8')) as { engines?: { node?: string } })
      .engines;
    const minimum = engines?.node ? minimumOf(engines.node) : null;
    if (minimum && (highest === null || !atLeast(highest, minimum))) highest = minimum;
  }
  return highest;
}

/** Why this Node.js cannot run the desktop tools, or null when it can. */
export function desktopNodeProblem(rootDir: string, nodeVersion: string): string | null {
  const needed = desktopNodeRequirement(rootDir);
  if (needed === null || atLeast(nodeVersion, needed)) return null;
  return `Electron's tools need Node.js ${needed} or later, and this is ${nodeVersion}`;
}
