// Other local users must not read the trader's orders, balances and addresses from the data dir.
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, openFolderWarning } from '../../../server/storage/index.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A data dir that already existed, open to others as a default umask leaves folders. */
function openFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-modes-'));
  dirs.push(dir);
  chmodSync(dir, 0o755);
  return dir;
}

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe.skipIf(process.platform === 'win32')('the database files', () => {
  it('are created 0600 in an existing 0755 dir, with their -wal and -shm', () => {
    const dir = openFolder();
    const file = join(dir, 'marketdesk.db');
    const db = openDatabase(file);
    db.prepare("INSERT INTO venue_meta (key, value) VALUES ('modes', 'checked')").run();
    for (const path of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(path), path).toBe(0o600);
    db.close();
  });

  it('are narrowed to 0600 when an earlier start left them readable', () => {
    const dir = openFolder();
    const file = join(dir, 'marketdesk.db');
    openDatabase(file).close();
    for (const path of [file, `${file}-wal`]) {
      writeFileSync(path, '', { flag: 'a' });
      chmodSync(path, 0o644);
    }
    const db = openDatabase(file);
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(`${file}-wal`)).toBe(0o600);
    db.close();
  });

  it('warn when their folder is open to other users, not when it is the owner’s', () => {
    const dir = openFolder();
    expect(openFolderWarning(join(dir, 'marketdesk.db'))).toBe(
      `warning: ${dir} is open to other local users (mode 755); its database files are kept ` +
        '0600, but its other files may be listed: chmod 700 it',
    );
    chmodSync(dir, 0o700);
    expect(openFolderWarning(join(dir, 'marketdesk.db'))).toBeNull();
  });
});
