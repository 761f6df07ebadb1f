import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recoveryWorkerModules } from '../../../server/auth/recovery-worker.js';
import { resolveWorkerModule, unpackedPath } from '../../../server/storage/index.js';
import { checkpointWorkerModules } from '../../../server/trading/wal-checkpoints.js';

describe('unpackedPath', () => {
  it('moves a module inside an app.asar to the unpacked folder beside it (POSIX)', () => {
    expect(
      unpackedPath(
        '/Applications/Marketdesk.app/Contents/Resources/app.asar/node_modules/better-sqlite3/lib/index.js',
        '/',
      ),
    ).toBe(
      '/Applications/Marketdesk.app/Contents/Resources/app.asar.unpacked/node_modules/better-sqlite3/lib/index.js',
    );
  });

  it('moves a module inside an app.asar to the unpacked folder beside it (Windows)', () => {
    expect(
      unpackedPath(
        'C:\\Users\\t\\AppData\\Local\\Programs\\Marketdesk\\resources\\app.asar\\node_modules\\secp256k1\\bindings.js',
        '\\',
      ),
    ).toBe(
      'C:\\Users\\t\\AppData\\Local\\Programs\\Marketdesk\\resources\\app.asar.unpacked\\node_modules\\secp256k1\\bindings.js',
    );
  });

  it('keeps a path outside an archive, and one already unpacked', () => {
    expect(unpackedPath('/work/node_modules/hash-wasm/dist/index.umd.js', '/')).toBe(
      '/work/node_modules/hash-wasm/dist/index.umd.js',
    );
    const unpacked = '/opt/Marketdesk/resources/app.asar.unpacked/node_modules/hash-wasm/x.js';
    expect(unpackedPath(unpacked, '/')).toBe(unpacked);
  });

  it('only rewrites a whole app.asar segment', () => {
    const lookalike = '/home/t/my-app.asar/node_modules/x/index.js';
    expect(unpackedPath(lookalike, '/')).toBe(lookalike);
    expect(unpackedPath('/srv/app.asarx/node_modules/x.js', '/')).toBe(
      '/srv/app.asarx/node_modules/x.js',
    );
  });
});

describe('the worker threads’ modules', () => {
  it('resolve to real files in a checkout', () => {
    expect(resolveWorkerModule(import.meta.url, 'better-sqlite3')).toMatch(
      new RegExp(`node_modules\\${sep}better-sqlite3\\${sep}`),
    );
    const files = [
      ...Object.values(recoveryWorkerModules),
      ...Object.values(checkpointWorkerModules),
    ];
    expect(files).toHaveLength(3);
    for (const file of files) expect(existsSync(file)).toBe(true);
  });
});
