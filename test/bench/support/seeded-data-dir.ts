import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * BENCH_DATA_DIR, or a fresh temporary data dir; seeded with `markets` markets by the built
 * service (`dist/server/main.js seed`) when it holds no database yet.
 */
export function seededDataDir(markets: number): string {
  const dir = process.env['BENCH_DATA_DIR'] ?? mkdtempSync(join(tmpdir(), 'marketdesk-bench-'));
  if (!existsSync(join(dir, 'marketdesk.db'))) {
    console.log(`seeding ${markets} markets into ${dir} ...`);
    execFileSync(
      process.execPath,
      ['dist/server/main.js', 'seed', '--data-dir', dir, '--markets', String(markets)],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
  }
  return dir;
}
