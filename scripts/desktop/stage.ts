// The packaged app's own folder (electron-builder's `directories.app`): the built bundles, a
// package.json and a copy of the packages the bundles leave external. The beforePack hook
// (before-pack.ts) rebuilds the native ones there for Electron's ABI, so the checkout's
// node_modules, built for Node and used by the tests, is never touched.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { dependencyClosure, readManifest } from './packages.js';

export const STAGE_DIR = 'release/app';

/** The bundles the app loads, under dist/ (built by scripts/build-*.mjs). */
export const BUNDLE_DIRS = ['dist/electron', 'dist/server', 'dist/renderer'];

/** The packages the bundles leave external (native or WebAssembly parts). */
export function externalModules(rootDir: string): string[] {
  return JSON.parse(
    readFileSync(join(rootDir, 'scripts/external-modules.json'), 'utf8'),
  ) as string[];
}

interface RootManifest {
  name: string;
  productName?: string;
  version: string;
  description: string;
  homepage: string;
  license: string;
  main?: string;
}

/** The packaged app's package.json: what Electron reads, and the external packages only. */
export function appManifest(rootDir: string): Record<string, unknown> {
  const root = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as RootManifest;
  const dependencies = Object.fromEntries(
    externalModules(rootDir).map((name) => [
      name,
      readManifest(join(rootDir, 'node_modules', name)).version,
    ]),
  );
  return {
    name: root.name,
    // Electron names the app, and so its data folder, after productName.
    productName: root.productName ?? 'Marketdesk',
    version: root.version,
    description: root.description,
    // electron-builder's deb target refuses a package without one.
    homepage: root.homepage,
    license: root.license,
    author: { name: 'Marketdesk' },
    type: 'module',
    main: root.main ?? 'dist/electron/main.js',
    dependencies,
  };
}

/** Lays out the app folder afresh; answers the package folders copied into it. */
export function stageApp(rootDir: string, appDir: string = join(rootDir, STAGE_DIR)): string[] {
  rmSync(appDir, { recursive: true, force: true });
  mkdirSync(appDir, { recursive: true });
  writeFileSync(join(appDir, 'package.json'), `${JSON.stringify(appManifest(rootDir), null, 2)}\n`);
  for (const dir of BUNDLE_DIRS) {
    cpSync(join(rootDir, dir), join(appDir, dir), { recursive: true });
  }
  return copyExternalPackages(rootDir, appDir);
}

/**
 * Copies the packages the bundles leave external, with their dependencies, into `appDir`'s
 * node_modules, less the native ones' builds for Node; answers the package folders.
 */
export function copyExternalPackages(rootDir: string, appDir: string): string[] {
  const packages = dependencyClosure(rootDir, externalModules(rootDir));
  // A nested package comes with the folder of the package it is nested in.
  for (const dir of packages.filter((dir) => dir.split('/node_modules/').length === 1)) {
    cpSync(join(rootDir, dir), join(appDir, dir), {
      recursive: true,
      dereference: true,
      filter: (source) => !isNodeBuild(source),
    });
  }
  return packages;
}

/**
 * A native package's build folder, made for Node by the checkout's install: left behind, so
 * that only what the rebuild for Electron makes is ever packaged (a prebuilt addon fetched for
 * Electron would otherwise sit beside a stale one, obj.target/ among them, built for Node).
 */
function isNodeBuild(source: string): boolean {
  return basename(source) === 'build' && existsSync(join(dirname(source), 'binding.gyp'));
}
