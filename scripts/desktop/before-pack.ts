// electron-builder's beforePack hook (build/electron-builder.json): once per platform and
// architecture, before the app's files are collected, the staged app's native addons are
// rebuilt for that Electron (docs/desktop-packaging.md). electron-builder's own rebuild is off
// (`npmRebuild: false`): it would also rebuild the checkout's node_modules, its workspace root,
// leaving the tests an addon for the wrong ABI.
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BeforePackContext } from 'app-builder-lib';
import { Arch } from 'electron-builder';
import {
  electronAbi,
  rebuildNatives,
  type AddonBuilder,
  type NativeTarget,
} from './native-rebuild.js';
import { nativePackages } from './packages.js';

/**
 * Set to 1 only by the packaged-layout test (test/package), on a machine that can fetch neither
 * Electron's headers nor prebuilt Electron addons: the compile step then keeps the addons built
 * for Node, and the package it makes cannot start in Electron. It says so on every build.
 */
export const REBUILD_STANDIN_ENV = 'MARKETDESK_REBUILD_STANDIN';

/** A stand-in for the compile step: the checkout's Node-built addons, copied into place. */
export function keepNodeAddons(rootDir: string): AddonBuilder {
  return async (target) => {
    for (const dir of nativePackages(target.buildPath)) {
      const built = join(rootDir, dir, 'build/Release');
      if (!existsSync(built)) continue;
      const into = join(target.buildPath, dir, 'build/Release');
      mkdirSync(into, { recursive: true });
      for (const file of readdirSync(built).filter((name) => name.endsWith('.node'))) {
        copyFileSync(join(built, file), join(into, file));
      }
    }
  };
}

/** What the hook rebuilds for: the staged app, the packaging run's Electron, platform and arch. */
export function nativeTarget(context: BeforePackContext): NativeTarget {
  return {
    buildPath: context.packager.info.appDir,
    electronVersion: context.packager.info.framework.version,
    platform: context.electronPlatformName as NodeJS.Platform,
    arch: Arch[context.arch] as string,
  };
}

export async function beforePack(context: BeforePackContext): Promise<void> {
  const target = nativeTarget(context);
  const rootDir = process.cwd();
  if (process.env[REBUILD_STANDIN_ENV] === '1') {
    console.warn(
      `${REBUILD_STANDIN_ENV}=1: the addons in ${target.buildPath} stay built for Node ${process.version}, not Electron ${target.electronVersion}; this package cannot start in Electron`,
    );
    await rebuildNatives(target, null, keepNodeAddons(rootDir));
    return;
  }
  await rebuildNatives(target, electronAbi(rootDir));
}
