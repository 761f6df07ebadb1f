import {
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeCacheName } from '../../../server/cli/code-cache-name.js';
import { startCli, stopCli } from '../../support/cli.js';

// The launcher (server/cli/launcher.ts) on a copy of the built service beside the real one, so
// that its cache files are this test's alone; the bundle's packages still resolve from the
// project's node_modules.
const copy = mkdtempSync(join('dist', 'code-cache-test-'));
const dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-code-cache-'));
for (const file of ['main.js', 'service.cjs']) {
  copyFileSync(join('dist/server', file), join(copy, file));
}
afterAll(() => {
  rmSync(copy, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const WRITE_AFTER_MS = 300;
const caches = () => readdirSync(copy).filter((name) => name.endsWith('.v8cache'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Serves the copy until `waitMs` after it listens; answers whether it answered meanwhile. */
async function serveFor(waitMs: number, writeAfterMs = WRITE_AFTER_MS): Promise<boolean> {
  const run = await startCli(
    ['serve', '--data-dir', dataDir, '--port', '0', '--no-liquidity', '--log-level', 'warn'],
    30_000,
    {
      launcher: join(copy, 'main.js'),
      env: { MARKETDESK_CODE_CACHE_AFTER_MS: String(writeAfterMs) },
    },
  );
  await sleep(waitMs);
  const ok = (await fetch(`${run.url}/ok`)).ok;
  await stopCli(run);
  return ok;
}

describe('the code cache of the service bundle', () => {
  it('is written by a start without one, used by the next, and rewritten when unusable', async () => {
    writeFileSync(join(copy, 'service.0123456789abcdef.v8cache'), 'an older bundle’s');

    expect(await serveFor(WRITE_AFTER_MS + 700)).toBe(true);
    const [written, ...others] = caches();
    expect(others).toEqual([]);
    expect(written).toBe(codeCacheName(readFileSync(join(copy, 'service.cjs'))));
    const file = join(copy, written!);
    const firstWrite = statSync(file).mtimeMs;
    expect(statSync(file).size).toBeGreaterThan(100_000);

    // Accepted by V8: the next start leaves it as it is.
    expect(await serveFor(WRITE_AFTER_MS + 700)).toBe(true);
    expect(caches()).toEqual([written]);
    expect(statSync(file).mtimeMs).toBe(firstWrite);

    // Rejected by V8: the service still starts, from the source, and writes a good one again.
    writeFileSync(file, Buffer.alloc(4096, 7));
    expect(await serveFor(WRITE_AFTER_MS + 700)).toBe(true);
    expect(readFileSync(file).equals(Buffer.alloc(4096, 7))).toBe(false);
    expect(statSync(file).size).toBeGreaterThan(100_000);
  });

  it('is named by the bundle: a rebuilt bundle does not meet the cache of the old one', async () => {
    const before = caches();
    expect(before).toHaveLength(1);
    writeFileSync(
      join(copy, 'service.cjs'),
      `${readFileSync(join(copy, 'service.cjs'), 'latin1')}\n`,
      'latin1',
    );
    expect(await serveFor(WRITE_AFTER_MS + 700)).toBe(true);
    const after = caches();
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
  });

  it('runs the bundle as strict code, as the ES modules it was built from', () => {
    expect(readFileSync(join(copy, 'service.cjs'), 'latin1')).toMatch(/^'use strict';/);
  });

  it('is not written by a run shorter than its time to write', async () => {
    for (const name of caches()) rmSync(join(copy, name));
    expect(await serveFor(0, 600_000)).toBe(true);
    expect(caches()).toEqual([]);
  });
});
