// Whether a build output is older than anything it is built from (scripts/build-renderer.mjs).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the renderer's bundle is built from: its sources, the service's code they import (the
 * shared contract and helpers; test/unit/lint/layering.test.ts keeps them to these) and the
 * dependencies.
 */
export const RENDERER_INPUTS = [
  'renderer',
  'server/contract',
  'server/shared',
  'package-lock.json',
];

/** The latest modification under `path` (a file, or a folder without its node_modules). */
function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name !== 'node_modules')
      newest = Math.max(newest, newestChange(join(path, entry.name)));
  }
  return newest;
}

/** True when `built` is missing or not newer than every file or folder of `inputs`. */
export function isStale(built, inputs) {
  let builtAt;
  try {
    builtAt = statSync(built).mtimeMs;
  } catch {
    return true;
  }
  return inputs.some((input) => newestChange(input) >= builtAt);
}
