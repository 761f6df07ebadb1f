// The real look-ups behind `npm start`'s choice (launch-mode.ts): Electron's binary as the
// electron package installs it, one bounded download attempt, and better-sqlite3 rebuilt for
// Electron in .electron-native/ (docs/desktop-packaging.md).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LaunchProbe, Outcome } from './launch-mode.js';
import { electronAbi, rebuildNatives } from './native-rebuild.js';
import { desktopNodeProblem } from './node-requirement.js';
import { dependencyClosure, readManifest } from './packages.js';

export interface ProbeSettings {
  root: string;
  env: NodeJS.ProcessEnv;
  /** The electron package (node_modules/electron). */
  electronDir?: string;
  /** Where the desktop mode keeps its own builds and notes (.electron-native). */
  nativeDir?: string;
  downloadTimeoutMs?: number;
}

export const NATIVE_DIR = '.electron-native';
const DOWNLOAD_TIMEOUT_MS = 90_000;
const ADDON = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';

/** The first line of a tool's error output, short enough for a one-line notice. */
export function firstErrorLine(output: string): string {
  const line = output.split('\n').find((text) => text.trim() !== '') ?? 'no error output';
  const trimmed = line.trim();
  return trimmed.length > 200 ? `${trimmed.slice(0, 197)}...` : trimmed;
}

export function nodeProbe(settings: ProbeSettings): LaunchProbe {
  const { root, env } = settings;
  const electronDir = settings.electronDir ?? join(root, 'node_modules/electron');
  const nativeDir = settings.nativeDir ?? join(root, NATIVE_DIR);
  const timeoutMs = settings.downloadTimeoutMs ?? DOWNLOAD_TIMEOUT_MS;
  const failureFile = join(nativeDir, 'electron-download.json');

  function findElectron(): string | null {
    const pathFile = join(electronDir, 'path.txt');
    if (!existsSync(pathFile)) return null;
    const executable = readFileSync(pathFile, 'utf8').trim();
    const distDir = env.ELECTRON_OVERRIDE_DIST_PATH ?? join(electronDir, 'dist');
    const binary = join(distDir, executable);
    return existsSync(binary) ? binary : null;
  }

  function downloadElectron(): Promise<Outcome<string>> {
    return new Promise((resolve) => {
      const install = spawn(process.execPath, [join(electronDir, 'install.js')], {
        stdio: ['ignore', 'ignore', 'pipe'],
        env,
      });
      let errors = '';
      install.stderr.on('data', (chunk: Buffer) => {
        errors += chunk.toString('utf8');
      });
      const timer = setTimeout(() => install.kill(), timeoutMs);
      install.on('error', (error) => {
        clearTimeout(timer);
        resolve({ ok: false, reason: error.message });
      });
      install.on('exit', (code, signal) => {
        clearTimeout(timer);
        const binary = code === 0 ? findElectron() : null;
        if (binary) resolve({ ok: true, value: binary });
        else if (signal) resolve({ ok: false, reason: `no answer within ${timeoutMs / 1000} s` });
        else resolve({ ok: false, reason: firstErrorLine(errors) });
      });
    });
  }

  function lastDownloadFailure(): { at: number; reason: string } | null {
    try {
      return JSON.parse(readFileSync(failureFile, 'utf8')) as { at: number; reason: string };
    } catch {
      return null;
    }
  }

  function recordDownloadFailure(reason: string): void {
    mkdirSync(nativeDir, { recursive: true });
    writeFileSync(failureFile, `${JSON.stringify({ at: Date.now(), reason })}\n`);
  }

  async function prepareNative(): Promise<Outcome<string>> {
    const electronVersion = readManifest(electronDir).version;
    const driverDir = join(root, 'node_modules/better-sqlite3');
    const stamp = JSON.stringify({
      electron: electronVersion,
      betterSqlite3: readManifest(driverDir).version,
      platform: process.platform,
      arch: process.arch,
    });
    const stampFile = join(nativeDir, 'stamp.json');
    const addon = join(nativeDir, ADDON);
    if (existsSync(addon) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
      return { ok: true, value: addon };
    }
    try {
      rmSync(join(nativeDir, 'node_modules'), { recursive: true, force: true });
      rmSync(stampFile, { force: true });
      const packages = dependencyClosure(root, ['better-sqlite3']);
      for (const dir of packages.filter((dir) => dir.split('/node_modules/').length === 1)) {
        cpSync(join(root, dir), join(nativeDir, dir), { recursive: true, dereference: true });
      }
      writeFileSync(
        join(nativeDir, 'package.json'),
        `${JSON.stringify({ name: 'marketdesk-electron-native', private: true, dependencies: { 'better-sqlite3': readManifest(driverDir).version } }, null, 2)}\n`,
      );
      await rebuildNatives(
        {
          buildPath: nativeDir,
          electronVersion,
          platform: process.platform,
          arch: process.arch,
        },
        electronAbi(root),
      );
      writeFileSync(stampFile, stamp);
      return { ok: true, value: addon };
    } catch (error) {
      return {
        ok: false,
        reason: firstErrorLine(error instanceof Error ? error.message : String(error)),
      };
    }
  }

  return {
    webForced: env.MARKETDESK_WEB === '1',
    hasShell: existsSync(join(root, 'scripts/build-electron.mjs')),
    nodeProblem: desktopNodeProblem(root, process.versions.node),
    findElectron,
    downloadElectron,
    lastDownloadFailure,
    recordDownloadFailure,
    prepareNative,
    now: () => Date.now(),
  };
}
