import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONFIG_FILE, distOptions, failureLine } from '../../../scripts/desktop/dist-options.js';
import {
  addonAbi,
  addonsOfOtherAbi,
  electronAbi,
  rebuildOptions,
} from '../../../scripts/desktop/native-rebuild.js';
import { packagedExecutable } from '../../../scripts/desktop/packaged-executable.js';
import { dependencyClosure } from '../../../scripts/desktop/packages.js';
import { stageApp } from '../../../scripts/desktop/stage.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-dist-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function writePackage(dir: string, manifest: object): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ version: '1.0.0', ...manifest }));
}

describe('npm run dist arguments', () => {
  it('builds for the current platform by default, never publishing', () => {
    expect(distOptions([])).toEqual({ config: CONFIG_FILE, publish: 'never' });
  });

  it('takes the platforms and an unpacked-only build', () => {
    expect(distOptions(['--mac', '--win', '--linux'])).toMatchObject({
      mac: [],
      win: [],
      linux: [],
    });
    expect(distOptions(['-l', '--dir'])).toMatchObject({ linux: [], dir: true });
    expect(distOptions(['-l'])).not.toHaveProperty('mac');
  });

  it('refuses an unknown option, naming it', () => {
    expect(() => distOptions(['--windows'])).toThrow('unknown option --windows');
  });

  it('tells a failure in one line, a failed download as such', () => {
    const error = new Error('getaddrinfo ENOTFOUND github.com\n    at GetAddrInfoReqWrap.onlookup');
    const line = failureLine(error);
    expect(line).toMatch(/^npm run dist failed: a download failed .*ENOTFOUND github\.com\)$/);
    expect(line).not.toContain('\n');
    expect(failureLine(new Error('\nApplication entry file "x" does not exist\n  at y'))).toBe(
      'npm run dist failed: Application entry file "x" does not exist',
    );
  });
});

describe('the packaged executable npm run smoke starts', () => {
  it("is in electron-builder's unpacked folder of each platform", () => {
    const names = { productName: 'Marketdesk', name: 'marketdesk' };
    expect(packagedExecutable('darwin', 'arm64', names)).toBe(
      join('release/packages/mac-arm64/Marketdesk.app/Contents/MacOS/Marketdesk'),
    );
    expect(packagedExecutable('darwin', 'x64', names)).toBe(
      join('release/packages/mac/Marketdesk.app/Contents/MacOS/Marketdesk'),
    );
    expect(packagedExecutable('win32', 'x64', names)).toBe(
      join('release/packages/win-unpacked/Marketdesk.exe'),
    );
    expect(packagedExecutable('linux', 'x64', names)).toBe(
      join('release/packages/linux-unpacked/marketdesk'),
    );
  });
});

describe('native addons for Electron', () => {
  it('are rebuilt in their own folder, not in any node_modules above it', () => {
    const options = rebuildOptions({
      buildPath: '/r/release/app',
      electronVersion: '45.4.1',
      platform: 'darwin',
      arch: 'arm64',
    });
    expect(options).toMatchObject({
      buildPath: '/r/release/app',
      projectRootPath: '/r/release/app',
      electronVersion: '45.4.1',
      platform: 'darwin',
      arch: 'arm64',
      force: true,
      buildFromSource: false,
    });
  });

  it("are checked for Electron's ABI, N-API addons accepted", () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'a/build/Release'), { recursive: true });
    mkdirSync(join(dir, 'b/prebuilds'), { recursive: true });
    writeFileSync(join(dir, 'a/build/Release/a.node'), '\0ELF..node_register_module_v115\0..');
    writeFileSync(join(dir, 'b/prebuilds/b.node'), '\0ELF..napi_register_module_v1\0..');
    writeFileSync(join(dir, 'a/index.js'), 'node_register_module_v115');
    expect(addonAbi(Buffer.from('x node_register_module_v150 y'))).toBe(150);
    expect(addonAbi(Buffer.from('napi_register_module_v1'))).toBeNull();
    expect(addonsOfOtherAbi(dir, 150)).toEqual([
      `${join(dir, 'a/build/Release/a.node')} (ABI 115)`,
    ]);
    expect(addonsOfOtherAbi(dir, 115)).toEqual([]);
    expect(electronAbi(process.cwd())).toBeGreaterThan(115);
  });
});

describe('dependencyClosure', () => {
  it('follows dependencies as Node resolves them, nested ones included', () => {
    const root = tempDir();
    writePackage(join(root, 'node_modules/app-native'), {
      dependencies: { helper: '1', shared: '1' },
      optionalDependencies: { absent: '1' },
    });
    writePackage(join(root, 'node_modules/app-native/node_modules/helper'), {
      dependencies: { shared: '1' },
    });
    writePackage(join(root, 'node_modules/shared'), {});
    writePackage(join(root, 'node_modules/unrelated'), {});
    expect(dependencyClosure(root, ['app-native'])).toEqual([
      'node_modules/app-native',
      'node_modules/app-native/node_modules/helper',
      'node_modules/shared',
    ]);
  });

  it('fails on a missing required dependency', () => {
    const root = tempDir();
    writePackage(join(root, 'node_modules/a'), { dependencies: { gone: '1' } });
    expect(() => dependencyClosure(root, ['a'])).toThrow('gone is not installed');
  });
});

describe('stageApp', () => {
  it('lays out the bundles, a package.json of the external packages and their copies', () => {
    const root = tempDir();
    writeFileSync(
      join(root, 'package.json'),
      JSON.stringify({
        name: 'marketdesk',
        version: '1.2.3',
        description: 'd',
        homepage: 'https://example.org',
        license: 'UNLICENSED',
        main: 'dist/electron/main.js',
        dependencies: { fastify: '5', 'app-native': '1' },
      }),
    );
    mkdirSync(join(root, 'scripts'));
    writeFileSync(join(root, 'scripts/external-modules.json'), '["app-native"]');
    writePackage(join(root, 'node_modules/app-native'), { dependencies: { helper: '1' } });
    writeFileSync(join(root, 'node_modules/app-native/binding.gyp'), '{}');
    mkdirSync(join(root, 'node_modules/app-native/build/Release/obj.target'), { recursive: true });
    writeFileSync(join(root, 'node_modules/app-native/build/Release/native.node'), 'for Node');
    writePackage(join(root, 'node_modules/helper'), {});
    mkdirSync(join(root, 'node_modules/helper/build'));
    writeFileSync(join(root, 'node_modules/helper/build/index.js'), 'not an addon build');
    writePackage(join(root, 'node_modules/fastify'), {});
    for (const dir of ['dist/electron', 'dist/server', 'dist/renderer']) {
      mkdirSync(join(root, dir), { recursive: true });
      writeFileSync(join(root, dir, 'index.js'), dir);
    }
    const app = join(root, 'release/app');
    mkdirSync(app, { recursive: true });
    writeFileSync(join(app, 'stale.txt'), 'from an earlier build');

    expect(stageApp(root)).toEqual(['node_modules/app-native', 'node_modules/helper']);
    expect(JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'))).toEqual({
      name: 'marketdesk',
      productName: 'Marketdesk',
      version: '1.2.3',
      description: 'd',
      homepage: 'https://example.org',
      license: 'UNLICENSED',
      author: { name: 'Marketdesk' },
      type: 'module',
      main: 'dist/electron/main.js',
      dependencies: { 'app-native': '1.0.0' },
    });
    expect(readFileSync(join(app, 'dist/server/index.js'), 'utf8')).toBe('dist/server');
    expect(existsSync(join(app, 'node_modules/helper/package.json'))).toBe(true);
    // A native package's build for Node stays behind: only the rebuild for Electron ships.
    expect(existsSync(join(app, 'node_modules/app-native/binding.gyp'))).toBe(true);
    expect(existsSync(join(app, 'node_modules/app-native/build'))).toBe(false);
    expect(existsSync(join(app, 'node_modules/helper/build/index.js'))).toBe(true);
    expect(existsSync(join(app, 'node_modules/fastify'))).toBe(false);
    expect(existsSync(join(app, 'stale.txt'))).toBe(false);
  });
});
