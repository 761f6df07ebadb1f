import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  adminTokenFile,
  ensureAdminToken,
  readAdminToken,
  readServiceInfo,
  removeServiceInfo,
  serviceInfoFile,
  writeServiceInfo,
} from '../../server/admin-token.js';

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

describe('service.json', () => {
  it('records the URL and this process id, and is replaced on the next start', () => {
    expect(readServiceInfo(dir)).toBeUndefined();
    writeServiceInfo(dir, 'http://127.0.0.1:1111');
    writeServiceInfo(dir, 'http://127.0.0.1:2222');
    expect(readServiceInfo(dir)).toEqual({ url: 'http://127.0.0.1:2222', pid: process.pid });
    expect(readdirSync(dir)).toEqual(['service.json']);
  });

  it('is removed on a clean shutdown of the process that wrote it', () => {
    writeServiceInfo(dir, 'http://127.0.0.1:1111');
    removeServiceInfo(dir);
    expect(readServiceInfo(dir)).toBeUndefined();
    expect(() => removeServiceInfo(dir)).not.toThrow();
  });

  it("is left alone when another process's service has replaced it", () => {
    const other = { url: 'http://127.0.0.1:3333', pid: process.pid + 1 };
    writeFileSync(serviceInfoFile(dir), JSON.stringify(other));
    removeServiceInfo(dir);
    expect(readServiceInfo(dir)).toEqual(other);
  });

  it('names the file when its content is malformed', () => {
    writeFileSync(serviceInfoFile(dir), '{"url": 1}');
    expect(() => readServiceInfo(dir)).toThrow(/service\.json/);
    writeFileSync(serviceInfoFile(dir), 'not json');
    expect(() => readServiceInfo(dir)).toThrow(/service\.json/);
  });
});
