import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  adminTokenFile,
  ensureAdminToken,
  readAdminToken,
} from '../../../server/config/admin-token.js';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marketdesk-admin-token-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('ensureAdminToken', () => {
  it('creates 32 random bytes in hex, readable by the owner only', () => {
    const token = ensureAdminToken(dir);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(adminTokenFile(dir), 'utf8').trim()).toBe(token);
    expect(statSync(adminTokenFile(dir)).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['admin-token']);
  });

  it('answers the same token on later starts', () => {
    const first = ensureAdminToken(dir);
    expect(ensureAdminToken(dir)).toBe(first);
    expect(readAdminToken(dir)).toBe(first);
  });

  it('never overwrites an existing token, and trims it', () => {
    writeFileSync(adminTokenFile(dir), '  operator-chosen-token\n', { mode: 0o600 });
    expect(ensureAdminToken(dir)).toBe('operator-chosen-token');
    expect(readFileSync(adminTokenFile(dir), 'utf8')).toBe('  operator-chosen-token\n');
  });

  it('creates the data dir when it does not exist yet', () => {
    const nested = join(dir, 'new', 'data');
    expect(ensureAdminToken(nested)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs between data dirs', () => {
    expect(ensureAdminToken(join(dir, 'a'))).not.toBe(ensureAdminToken(join(dir, 'b')));
  });

  it('refuses an empty token file', () => {
    writeFileSync(adminTokenFile(dir), '\n');
    expect(() => ensureAdminToken(dir)).toThrow(/is empty/);
  });
});
