// `npm start` skips the renderer's build when it is newer than what it is built from; a change
// anywhere the bundle comes from must make it build again.
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isStale, RENDERER_INPUTS } from '../../../scripts/build-freshness.mjs';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A file written with its modification time `secondsAgo` in the past. */
function fileAt(path: string, secondsAgo: number): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, 'x');
  const at = Date.now() / 1000 - secondsAgo;
  utimesSync(path, at, at);
}

describe('the renderer build freshness', () => {
  it('is stale when any input, however deep, changed after the build, or no build exists', () => {
    dir = mkdtempSync(join(tmpdir(), 'marketdesk-fresh-'));
    const built = join(dir, 'dist', 'index.html');
    const inputs = [join(dir, 'renderer'), join(dir, 'shared'), join(dir, 'lock.json')];
    fileAt(join(dir, 'renderer', 'a', 'b.ts'), 100);
    fileAt(join(dir, 'shared', 'c.ts'), 100);
    fileAt(join(dir, 'lock.json'), 100);
    for (const folder of [...inputs.slice(0, 2), join(dir, 'renderer', 'a')]) {
      const at = Date.now() / 1000 - 100;
      utimesSync(folder, at, at);
    }
    expect(isStale(built, inputs)).toBe(true);
    fileAt(built, 50);
    expect(isStale(built, inputs)).toBe(false);
    fileAt(join(dir, 'shared', 'c.ts'), 10);
    expect(isStale(built, inputs)).toBe(true);
  });

  it('ignores node_modules under an input', () => {
    dir = mkdtempSync(join(tmpdir(), 'marketdesk-fresh-'));
    fileAt(join(dir, 'renderer', 'node_modules', 'dep.js'), 0);
    const at = Date.now() / 1000 - 100;
    utimesSync(join(dir, 'renderer'), at, at);
    fileAt(join(dir, 'dist', 'index.html'), 50);
    expect(isStale(join(dir, 'dist', 'index.html'), [join(dir, 'renderer')])).toBe(false);
  });

  it('counts every part of the service the renderer imports among its inputs', () => {
    const imported = new Set<string>();
    const walk = (folder: string): void => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name)) {
          for (const [, part] of readFileSync(path, 'utf8').matchAll(
            /from '(?:\.\.\/)+server\/([a-z-]+)/g,
          )) {
            imported.add(`server/${part}`);
          }
        }
      }
    };
    walk('renderer');
    expect(imported.size).toBeGreaterThan(0);
    for (const part of imported) expect(RENDERER_INPUTS, relative('.', part)).toContain(part);
  });
});
