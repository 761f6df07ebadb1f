// The electron-builder configuration, checked without an Electron binary: it satisfies
// electron-builder's own schema, and every file the app loads at run time is packaged, the
// native addons and the worker threads' modules outside the asar archive.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { FileMatcher, excludedExts } from 'app-builder-lib/out/fileMatcher.js';
import { validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import type { Configuration } from 'electron-builder';
import { describe, expect, it } from 'vitest';
import { recoveryWorkerModules } from '../../../server/auth/recovery-worker.js';
import { checkpointWorkerModules } from '../../../server/trading/wal-checkpoints.js';
import { CONFIG_FILE } from '../../../scripts/desktop/dist-options.js';
import { dependencyClosure } from '../../../scripts/desktop/packages.js';
import {
  appManifest,
  BUNDLE_DIRS,
  externalModules,
  STAGE_DIR,
} from '../../../scripts/desktop/stage.js';

const ROOT = process.cwd();
const config = JSON.parse(readFileSync(CONFIG_FILE, 'utf8')) as Configuration & {
  files: string[];
  asarUnpack: string[];
};
const appDir = resolve(ROOT, STAGE_DIR);
// A work tree's node_modules may be a link to a shared folder: paths resolve into that folder.
const NODE_MODULES = realpathSync(join(ROOT, 'node_modules'));

/** A resolved module file as the app folder holds it: `node_modules/<package>/...`. */
const inApp = (file: string): string =>
  ['node_modules', ...relative(NODE_MODULES, file).split(sep)].join('/');
const notFile = { isDirectory: () => false };
const quiet = { isEnabled: false, add: () => undefined } as unknown as Parameters<
  typeof validateConfiguration
>[1];

/** electron-builder's own matcher over the app folder. */
function matcher(patterns: string[]): (file: string) => boolean {
  const filter = new FileMatcher(appDir, appDir, (pattern) => pattern, patterns).createFilter();
  return (file) => filter(join(appDir, file), notFile as never);
}
const inFiles = matcher(config.files);
const unpacked = matcher(config.asarUnpack);
const shippedPackages = dependencyClosure(ROOT, externalModules(ROOT));
const excludedExtension = new RegExp(`\\.(${excludedExts.split(',').join('|')})$`);

/** Whether `file` (relative to the app folder) is in the packaged file set. */
function packaged(file: string): boolean {
  if (!file.startsWith('node_modules/')) return inFiles(file);
  // electron-builder copies the production dependencies of the app's package.json whatever
  // `files` says, less its excluded extensions (build leftovers).
  const inPackage = shippedPackages.some((dir) => file.startsWith(`${dir}/`));
  return inPackage && !excludedExtension.test(file);
}

/** The files under node_modules that the workers' modules load, traced in a fresh Node. */
function workerFiles(): string[] {
  const script = `
    const modules = JSON.parse(process.argv[1]);
    const Database = require(modules.driver);
    new Database(':memory:').close();
    require(modules.secp256k1);
    require(modules.hashWasm).createKeccak(256).then(() => {
      console.log(JSON.stringify(Object.keys(require.cache)));
    });`;
  const modules = { ...checkpointWorkerModules, ...recoveryWorkerModules };
  const loaded = JSON.parse(
    execFileSync(process.execPath, ['-e', script, JSON.stringify(modules)], { encoding: 'utf8' }),
  ) as string[];
  return loaded.filter((file) => file.startsWith(NODE_MODULES)).map(inApp);
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

const isCodeCache = (file: string) => file.includes('.v8cache');

describe('build/electron-builder.json', () => {
  it("satisfies electron-builder's own schema and checks", async () => {
    await expect(validateConfiguration(config, quiet)).resolves.toBeUndefined();
    await expect(
      validateConfiguration(
        { ...config, mac: { ...config.mac, hardenedRuntim: true } } as never,
        quiet,
      ),
    ).rejects.toThrow(/configuration\.mac /);
  });

  it('packages every bundle the app loads', () => {
    const bundles = [
      appManifest(ROOT).main as string,
      'dist/electron/main.js',
      'dist/electron/preload.cjs',
      'dist/electron/service.js',
      'dist/server/main.js',
      'dist/server/service.cjs',
      'dist/renderer/index.html',
      'dist/renderer/assets/index-0a1b2c3d.js',
      ...BUNDLE_DIRS.flatMap((dir) => filesUnder(dir)).filter((file) => !isCodeCache(file)),
    ];
    for (const file of bundles) expect(inFiles(file), file).toBe(true);
    expect(inFiles('package.json')).toBe(true);
    expect(inFiles('server/cli/main.ts')).toBe(false);
    // The service's code cache of the build machine's Node (server/cli/launcher.ts) stays out.
    expect(inFiles('dist/server/service.0123456789abcdef.v8cache')).toBe(false);
    expect(inFiles('dist/server/service.0123456789abcdef.v8cache.42.partial')).toBe(false);
  });

  it("packages the native addons and the workers' modules, outside the archive", () => {
    const traced = workerFiles();
    const runtime = [
      'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
      ...Object.values({ ...checkpointWorkerModules, ...recoveryWorkerModules }).map(inApp),
      ...traced,
    ];
    expect(traced).toContain('node_modules/better-sqlite3/build/Release/better_sqlite3.node');
    expect(traced.some((file) => file.startsWith('node_modules/secp256k1/'))).toBe(true);
    for (const file of runtime) {
      expect(packaged(file), file).toBe(true);
      expect(unpacked(file), file).toBe(true);
    }
    // The service's own bundles stay in the archive.
    expect(unpacked('dist/electron/service.js')).toBe(false);
  });

  it('ships exactly the packages the bundles leave external, with their dependencies', () => {
    expect(Object.keys(appManifest(ROOT).dependencies as object).sort()).toEqual(
      [...externalModules(ROOT)].sort(),
    );
    for (const name of externalModules(ROOT)) {
      expect(shippedPackages).toContain(`node_modules/${name}`);
    }
    expect(shippedPackages).toContain('node_modules/bindings');
  });

  it('names icons and resources that exist', () => {
    const icons = [config.mac?.icon, config.win?.icon, config.linux?.icon];
    for (const icon of icons) expect(icon && existsSync(icon), String(icon)).toBe(true);
    expect(readdirSync(config.linux?.icon as string)).toContain('512x512.png');
    for (const resource of config.extraResources as { from: string }[]) {
      expect(existsSync(resource.from), resource.from).toBe(true);
    }
    expect(existsSync(config.mac?.entitlements as string)).toBe(true);
    expect(readFileSync(config.mac?.entitlements as string, 'utf8')).toContain(
      'com.apple.security.cs.allow-jit',
    );
  });

  it("rebuilds the addons in the app's folder only, before each arch's files are collected", async () => {
    expect(config.directories?.app).toBe(STAGE_DIR);
    // electron-builder's own rebuild would rebuild the checkout's node_modules too; a
    // beforeBuild hook answering false would make it leave out every node_modules.
    expect(config.npmRebuild).toBe(false);
    expect(config.beforeBuild).toBeUndefined();
    const hook = (await import(resolve(ROOT, config.beforePack as string))) as {
      beforePack?: unknown;
    };
    expect(typeof hook.beforePack).toBe('function');
  });

  it('targets the platforms of the release', () => {
    expect(config.mac?.target).toEqual([{ target: 'dmg', arch: ['arm64', 'x64'] }]);
    expect(config.mac?.hardenedRuntime).toBe(true);
    expect(config.win?.target).toEqual([{ target: 'nsis', arch: ['x64'] }]);
    expect(config.nsis?.perMachine).toBe(false);
    // The deb first: AppImages abort on Ubuntu 24.04 and later (no SUID sandbox helper).
    expect(config.linux?.target).toEqual(['deb', 'AppImage']);
    expect(config.linux?.category).toBe('Office;Finance;');
  });

  it("gives the deb target the project's homepage, which it refuses to build without", () => {
    expect(appManifest(ROOT).homepage).toMatch(/^https:\/\//);
  });

  // test/package/packaged-app.test.ts checks that the packaged binary carries these.
  it('turns off the fuses that let a local process run or inspect the app as Node', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });
});
