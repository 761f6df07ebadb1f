// The packaged app, built here where no Electron binary can be had: electron-builder's Linux
// `dir` target with the project's own configuration and hooks, against a stand-in Electron
// distribution (support/standin-electron.ts). Only the compile step of the addons' rebuild is a
// stand-in (MARKETDESK_REBUILD_STANDIN: the Node-built addons are kept, and it says so). The
// output is opened and checked as Electron would load it.
//
// The release workflow (.github/workflows/release.yml) runs this same file on each platform's
// real package (MARKETDESK_PACKAGED_APP names its unpacked folder), where the rebuild is real:
// there every addon must also carry Electron's ABI.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { extractAll, listPackage, statFile } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import type { Configuration } from 'electron-builder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIpcTransport } from '../../renderer/lib/ipc-transport.js';
import { REBUILD_STANDIN_ENV } from '../../scripts/desktop/before-pack.js';
import { CONFIG_FILE } from '../../scripts/desktop/dist-options.js';
import { addonsOfOtherAbi, electronAbi } from '../../scripts/desktop/native-rebuild.js';
import { PACKAGES_DIR, packagedExecutable } from '../../scripts/desktop/packaged-executable.js';
import { readManifest } from '../../scripts/desktop/packages.js';
import { externalModules, stageApp } from '../../scripts/desktop/stage.js';
import { checkpointWorkerModules } from '../../server/trading/wal-checkpoints.js';
import { recoveryWorkerModules } from '../../server/auth/recovery-worker.js';
import { SQLITE_BINDING_ENV } from '../../server/storage/index.js';
import { startTestHost } from '../support/desktop-host.js';
import { bareImports } from './support/bundle-imports.js';
import { packageLayout, type PackageLayout } from './support/package-layout.js';
import { writeStandinElectron } from './support/standin-electron.js';

const ROOT = process.cwd();
const config = JSON.parse(readFileSync(CONFIG_FILE, 'utf8')) as Configuration;
const rootManifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  name: string;
  productName: string;
};
/** A real package to check (the release workflow); unset: build one with the stand-ins. */
const givenPackage = process.env.MARKETDESK_PACKAGED_APP;
const BUNDLES = [
  'dist/electron/main.js',
  'dist/electron/service.js',
  'dist/electron/preload.cjs',
  'dist/server/main.js',
  'dist/server/service.cjs',
];
/** A sandboxed preload can load nothing but Electron's own module. */
const PRELOAD = 'dist/electron/preload.cjs';
/** ws loads these if they are installed and works without them. */
const OPTIONAL_IMPORTS = new Set(['bufferutil', 'utf-8-validate']);

const work = mkdtempSync(join(tmpdir(), 'marketdesk-package-'));
let layout: PackageLayout;
/** The archive's contents as Electron sees them, unpacked files included. */
const extracted = join(work, 'extracted');

/** electron-builder as `npm run dist -- --linux --dir` runs it, with the stand-ins. */
function packageWithStandins(): string {
  const appDir = join(work, 'app');
  stageApp(ROOT, appDir);
  const electronVersion = readManifest(join(ROOT, 'node_modules/electron')).version;
  const job = join(work, 'job.json');
  writeFileSync(
    job,
    JSON.stringify({
      appDir,
      outputDir: join(work, 'out'),
      electronDist: writeStandinElectron(join(work, 'electron'), electronVersion),
    }),
  );
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'test/package/support/package-standin.ts', job],
    { encoding: 'utf8', env: { ...process.env, [REBUILD_STANDIN_ENV]: '1' } },
  );
  if (run.status !== 0) throw new Error(`electron-builder failed:\n${run.stdout}\n${run.stderr}`);
  expect(run.stderr).toContain(`${REBUILD_STANDIN_ENV}=1: the addons`);
  return join(work, 'out/linux-unpacked');
}

beforeAll(() => {
  const appOutDir = givenPackage ? resolve(givenPackage) : packageWithStandins();
  layout = packageLayout(appOutDir, rootManifest.productName, rootManifest.name);
  mkdirSync(extracted);
  extractAll(join(layout.resourcesDir, 'app.asar'), extracted);
}, 300_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

const archive = () => join(layout.resourcesDir, 'app.asar');
const unpackedDir = () => join(layout.resourcesDir, 'app.asar.unpacked');
const posix = (path: string) => path.split(sep).join('/');

describe('the packaged app', () => {
  it('holds the bundles and the packages they leave external, with their dependencies', () => {
    const manifest = JSON.parse(readFileSync(join(extracted, 'package.json'), 'utf8')) as {
      main: string;
      homepage?: string;
    };
    expect(existsSync(join(extracted, manifest.main))).toBe(true);
    expect(manifest.homepage).toMatch(/^https:\/\//);
    for (const bundle of BUNDLES) expect(existsSync(join(extracted, bundle)), bundle).toBe(true);
    // A code cache of the build machine's Node would be rejected by Electron's V8.
    expect(
      readdirSync(join(extracted, 'dist/server')).filter((name) => name.includes('.v8cache')),
    ).toEqual([]);
    for (const name of externalModules(ROOT)) {
      expect(existsSync(join(extracted, 'node_modules', name, 'package.json')), name).toBe(true);
    }
  });

  it('resolves every bare import of its bundles inside the package', async () => {
    for (const bundle of BUNDLES) {
      const file = join(extracted, bundle);
      const imports = await bareImports(file);
      if (bundle === PRELOAD) {
        expect(imports, bundle).toEqual(['electron']);
        continue;
      }
      for (const name of imports) {
        if (name === 'electron' || OPTIONAL_IMPORTS.has(name)) continue;
        const resolved = createRequire(file).resolve(name);
        expect(relative(extracted, resolved), `${bundle} imports ${name}`).not.toMatch(/^\.\./);
      }
    }
  });

  it("ships its workers' modules and every native addon outside the archive", () => {
    const workerFiles = Object.values({ ...checkpointWorkerModules, ...recoveryWorkerModules });
    for (const file of workerFiles) {
      const inPackage = relative(ROOT, file);
      expect(existsSync(join(unpackedDir(), inPackage)), inPackage).toBe(true);
    }
    const addons = listPackage(archive(), { isPack: false })
      .map((entry) => entry.replace(/^[/\\]/, ''))
      .filter((entry) => entry.endsWith('.node'));
    expect(addons.map(posix)).toContain(
      'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
    );
    for (const addon of addons) {
      expect(statFile(archive(), addon), addon).toMatchObject({ unpacked: true });
      expect(existsSync(join(unpackedDir(), addon)), addon).toBe(true);
    }
    // Only what the rebuild made: no leftover of the checkout's build for Node.
    expect(addons.filter((addon) => posix(addon).includes('/obj.target/'))).toEqual([]);
    if (givenPackage) expect(addonsOfOtherAbi(unpackedDir(), electronAbi(ROOT))).toEqual([]);
  });

  it("carries the renderer's files and the window icon", () => {
    const index = readFileSync(join(extracted, 'dist/renderer/index.html'), 'utf8');
    const assets = [...index.matchAll(/(?:src|href)="\/app\/([^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      expect(existsSync(join(extracted, 'dist/renderer', asset as string)), asset).toBe(true);
    }
    const icon = readFileSync(join(layout.resourcesDir, 'icon.png'));
    expect(icon.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('has the fuses the configuration asks for', async () => {
    const wire = await getCurrentFuseWire(layout.fuseTarget);
    // Everything but the option to re-sign a macOS app after flipping them.
    const { resetAdHocDarwinSignature, ...fuses } = config.electronFuses ?? {};
    expect(resetAdHocDarwinSignature).toBe(true);
    const asked = Object.entries(fuses);
    expect(asked.length).toBeGreaterThan(5);
    for (const [key, enabled] of asked) {
      const fuse =
        FuseV1Options[(key[0]?.toUpperCase() + key.slice(1)) as keyof typeof FuseV1Options];
      expect(fuse, key).toBeDefined();
      expect(wire[fuse], key).toBe(enabled ? 0x31 : 0x30);
    }
  });
});

// Node can load the stand-in's addons (built for Node), not those of a real package.
describe.runIf(!givenPackage)('the packaged service, run as the utility process runs it', () => {
  it('has its executable where npm run smoke looks for it', () => {
    const expected = packagedExecutable('linux', 'x64', rootManifest);
    expect(layout.fuseTarget).toBe(join(work, 'out', relative(PACKAGES_DIR, expected)));
    expect(existsSync(layout.fuseTarget)).toBe(true);
  });

  it('starts from the package with no binding named, and serves both its ports', async () => {
    const env = { ...process.env };
    delete env[SQLITE_BINDING_ENV];
    const test = startTestHost({
      entry: join(extracted, 'dist/electron/service.js'),
      env,
      asUtilityProcess: true,
      policy: { maxCrashes: 1 },
    });
    const transport = createIpcTransport({ bridge: test.bridge, minBackoffMs: 20 });
    try {
      const ready = await test.waitFor('running');
      const apiUrl = ready.state === 'running' ? ready.apiUrl : null;
      const markets = await fetch(`${apiUrl}/markets?limit=1`);
      expect(markets.status).toBe(200);
      expect(await transport.call('service.status', {})).toMatchObject({ apiUrl });
    } finally {
      transport.close();
      await test.close();
    }
  });
});
