// Native addons rebuilt for Electron's ABI in a folder of their own: the packaged app's
// (release/app, from electron-builder's beforePack hook, before-pack.ts) or the desktop mode's
// of a checkout (.electron-native). Never the checkout's node_modules, which stays built for
// Node and the tests.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'node:util';
import { rebuild, type RebuildOptions } from '@electron/rebuild';

export interface NativeTarget {
  /** The folder whose package.json and node_modules are rebuilt. */
  buildPath: string;
  electronVersion: string;
  platform: NodeJS.Platform;
  arch: string;
}

/**
 * npm settings that point node-gyp at Node's own headers (as `nodedir` does on machines that
 * build offline): for Electron they compile an addon for Node's ABI and label it Electron's.
 */
const NODE_HEADER_SETTINGS = ['npm_config_nodedir', 'NPM_CONFIG_NODEDIR'];

/**
 * @electron/rebuild's options: the project root is the folder itself, so that no node_modules
 * above it (electron-builder passes the checkout's) is rebuilt; a prebuilt addon is fetched
 * first, and only then is one compiled.
 */
export function rebuildOptions(target: NativeTarget): RebuildOptions {
  return {
    buildPath: target.buildPath,
    projectRootPath: target.buildPath,
    electronVersion: target.electronVersion,
    platform: target.platform,
    arch: target.arch,
    force: true,
    buildFromSource: false,
    mode: 'sequential',
    disablePreGypCopy: true,
  };
}

/** The ABI an addon was compiled for (its `node_register_module_v<abi>`); null for N-API ones. */
export function addonAbi(addon: Buffer): number | null {
  const match = /node_register_module_v(\d+)/.exec(addon.toString('latin1'));
  return match ? Number(match[1]) : null;
}

/** The `.node` files under `dir` compiled for another ABI than `abi`. */
export function addonsOfOtherAbi(dir: string, abi: number): string[] {
  const wrong: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.node')) continue;
    const file = join(entry.parentPath, entry.name);
    const built = addonAbi(readFileSync(file));
    if (built !== null && built !== abi) wrong.push(`${file} (ABI ${built})`);
  }
  return wrong;
}

/** The ABI of the installed Electron (node_modules/electron/abi_version). */
export function electronAbi(rootDir: string): number {
  return Number(readFileSync(join(rootDir, 'node_modules/electron/abi_version'), 'utf8').trim());
}

/** Puts the target's addons in place for Electron (the real one: @electron/rebuild). */
export type AddonBuilder = (target: NativeTarget) => Promise<void>;

/** Electron's addons: a prebuilt one fetched first, else compiled against Electron's headers. */
export const electronRebuild: AddonBuilder = async (target) => {
  await rebuild(rebuildOptions(target));
};

/**
 * Rebuilds the target's addons for Electron and checks that each now has Electron's ABI (null:
 * a stand-in builder that cannot give it, which the caller says aloud). What the rebuild prints
 * on errors (a failed compiler's whole output) goes to `rebuild.log` in the target folder, so
 * that a failure is told in one line.
 */
export async function rebuildNatives(
  target: NativeTarget,
  abi: number | null,
  build: AddonBuilder = electronRebuild,
): Promise<void> {
  for (const setting of NODE_HEADER_SETTINGS) delete process.env[setting];
  const output: string[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => output.push(format(...args));
  try {
    await build(target);
  } catch (error) {
    const log = join(target.buildPath, 'rebuild.log');
    writeFileSync(log, `${[...output, String(error)].join('\n')}\n`);
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(
      `no ${target.platform}-${target.arch} addon for Electron ${target.electronVersion} (details: ${log}): no prebuilt one nor Electron's headers could be downloaded, or the compiler failed (${reason})`,
    );
  } finally {
    console.error = consoleError;
  }
  if (abi === null) return;
  const wrong = addonsOfOtherAbi(join(target.buildPath, 'node_modules'), abi);
  if (wrong.length > 0) {
    throw new Error(`addons not built for Electron's ABI ${abi}: ${wrong.join(', ')}`);
  }
}
