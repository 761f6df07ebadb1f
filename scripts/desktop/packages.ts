// The installed packages a set of packages needs at run time, read from their package.json
// files the way Node resolves them: a package's own node_modules first, then each folder up.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

export function readManifest(packageDir: string): Manifest {
  return JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as Manifest;
}

/** The folder `name` resolves to from `fromDir`, as Node looks it up, or null. */
export function findPackageDir(fromDir: string, name: string, rootDir: string): string | null {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === rootDir || dirname(dir) === dir) return null;
  }
}

/**
 * Every package folder `names` need (themselves and their dependencies, recursively), relative
 * to `rootDir` with forward slashes (`node_modules/a`, `node_modules/a/node_modules/b`). A
 * missing optional dependency is skipped; a missing required one is an error.
 */
export function dependencyClosure(rootDir: string, names: readonly string[]): string[] {
  const found = new Set<string>();
  const visit = (fromDir: string, name: string, optional: boolean): void => {
    const dir = findPackageDir(fromDir, name, rootDir);
    if (dir === null) {
      if (optional) return;
      throw new Error(
        `${name} is not installed (needed from ${relative(rootDir, fromDir) || '.'})`,
      );
    }
    const key = relative(rootDir, dir).split(sep).join('/');
    if (found.has(key)) return;
    found.add(key);
    const manifest = readManifest(dir);
    for (const dependency of Object.keys(manifest.dependencies ?? {}))
      visit(dir, dependency, false);
    for (const dependency of Object.keys(manifest.optionalDependencies ?? {})) {
      visit(dir, dependency, true);
    }
  };
  for (const name of names) visit(rootDir, name, false);
  return [...found].sort();
}

/**
 * The package folders under `appDir`'s node_modules with an addon of their own to build (a
 * binding.gyp), relative to `appDir` as dependencyClosure names them.
 */
export function nativePackages(appDir: string): string[] {
  const found: string[] = [];
  const visit = (dir: string): void => {
    const modules = join(appDir, dir, 'node_modules');
    if (!existsSync(modules)) return;
    for (const entry of readdirSync(modules, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const names = entry.name.startsWith('@')
        ? readdirSync(join(modules, entry.name)).map((name) => `${entry.name}/${name}`)
        : [entry.name];
      for (const name of names) {
        const packageDir = dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
        if (existsSync(join(appDir, packageDir, 'binding.gyp'))) found.push(packageDir);
        visit(packageDir);
      }
    }
  };
  visit('');
  return found.sort();
}
