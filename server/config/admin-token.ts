import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The operator's secret for /venue/* and `npm run venue`, created at first start. */
export const adminTokenFile = (dataDir: string): string => join(dataDir, 'admin-token');

const temporaryName = (file: string): string =>
  `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;

/** The admin token of a data dir; throws when it has none (the service was never started). */
export function readAdminToken(dataDir: string): string {
  const file = adminTokenFile(dataDir);
  const token = readFileSync(file, 'utf8').trim();
  if (token.length === 0) throw new Error(`${file} is empty`);
  return token;
}

/**
 * The admin token, created on first use as 32 random bytes in hex, mode 0600. The file appears
 * whole or not at all (written aside, then hard-linked into place, which never replaces an
 * existing file), so a concurrent first start or a crash never leaves a partial token.
 */
export function ensureAdminToken(dataDir: string): string {
  try {
    return readAdminToken(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const file = adminTokenFile(dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const aside = temporaryName(file);
  writeFileSync(aside, randomBytes(32).toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
  try {
    linkSync(aside, file);
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(aside);
  }
  return readAdminToken(dataDir);
}
