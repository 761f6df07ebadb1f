import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The operator's secret for /venue/* and `npm run venue`, created at first start. */
export const adminTokenFile = (dataDir: string): string => join(dataDir, 'admin-token');

const temporaryName = (file: string): string =>
  `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;

/** The secret in `file`; throws when there is none. */
function readSecret(file: string): string {
  const token = readFileSync(file, 'utf8').trim();
  if (token.length === 0) throw new Error(`${file} is empty`);
  return token;
}

/**
 * The secret in `file`, created on first use with `make()`, mode 0600. The file appears whole
 * or not at all (written aside, then hard-linked into place, which never replaces an existing
 * file), so a concurrent first start or a crash never leaves a partial secret.
 */
function ensureSecret(file: string, make: () => string): string {
  try {
    return readSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const aside = temporaryName(file);
  writeFileSync(aside, make() + '\n', { mode: 0o600, flag: 'wx' });
  try {
    linkSync(aside, file);
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(aside);
  }
  return readSecret(file);
}

/** The admin token of a data dir; throws when it has none (the service was never started). */
export const readAdminToken = (dataDir: string): string => readSecret(adminTokenFile(dataDir));

/** The admin token, created on first use as 32 random bytes in hex. */
export const ensureAdminToken = (dataDir: string): string =>
  ensureSecret(adminTokenFile(dataDir), () => randomBytes(32).toString('hex'));

/** The token of web mode's terminal socket (`/rpc`), kept so a restart keeps the open page's. */
export const launchTokenFile = (dataDir: string): string => join(dataDir, 'launch-token');

/**
 * Web mode's launch token (32 random bytes, base64url), created at the first start of a data
 * dir and kept, like the admin token, in a 0600 file: a service started again on the same data
 * dir (by `npm start` after a crash, or by hand) takes the same token, so an open terminal
 * reconnects by itself. Deleting the file makes a new one at the next start.
 */
export const ensureLaunchToken = (dataDir: string): string =>
  ensureSecret(launchTokenFile(dataDir), () => randomBytes(32).toString('base64url'));
