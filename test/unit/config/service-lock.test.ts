import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  attachableService,
  DataDirInUse,
  findRunningService,
  lockDataDir,
  runningService,
  serviceInfoFile,
  type DataDirLock,
} from '../../../server/config/service-lock.js';

let dir: string;
const locks: DataDirLock[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marketdesk-service-lock-'));
});
afterEach(() => {
  for (const lock of locks.splice(0)) lock.release();
  rmSync(dir, { recursive: true, force: true });
});

const take = (dataDir: string) => {
  const lock = lockDataDir(dataDir);
  locks.push(lock);
  return lock;
};

describe('the data dir lock', () => {
  it('is held once: a second taker, even in this process, is told who holds it', () => {
    const lock = take(dir);
    lock.announce('http://127.0.0.1:4321');
    let refusal: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirInUse);
    expect((refusal as Error).message).toMatch(
      new RegExp(
        `^${dir} is in use by another Marketdesk service \\(pid ${process.pid}, http://127\\.0\\.0\\.1:4321, since `,
      ),
    );
  });

  it('tells the running service and its URL, and nothing once released', () => {
    expect(findRunningService(dir)).toBeUndefined();
    const lock = take(dir);
    expect(runningService(dir)).toEqual({
      pid: process.pid,
      url: null,
      startedAt: expect.any(String),
    });
    expect(findRunningService(dir)).toBeUndefined();
    lock.announce('http://127.0.0.1:4321');
    expect(findRunningService(dir)).toBe('http://127.0.0.1:4321');
    lock.release();
    expect(findRunningService(dir)).toBeUndefined();
    expect(readdirSync(dir)).toEqual(['service.lock']);
    take(dir);
  });

  it('ignores a service.json the lock does not back (left by a killed service)', () => {
    take(dir).release();
    const stale = { pid: 1, url: 'http://127.0.0.1:1', startedAt: new Date().toISOString() };
    writeFileSync(serviceInfoFile(dir), JSON.stringify(stale));
    expect(findRunningService(dir)).toBeUndefined();
    take(dir);
  });

  it('names service.json when its content is malformed', () => {
    take(dir);
    writeFileSync(serviceInfoFile(dir), '{"url": 1}');
    expect(() => runningService(dir)).toThrow(/service\.json/);
  });
});

describe('attachableService (the desktop app attaching to the service on its data dir)', () => {
  it('offers the URL and renderer token of the service holding the lock, in a 0600 file', () => {
    const lock = take(dir);
    lock.announce('http://127.0.0.1:4321', 'secret-token');
    expect(attachableService(dir)).toEqual({
      attach: { pid: process.pid, url: 'http://127.0.0.1:4321', rendererToken: 'secret-token' },
    });
    if (process.platform !== 'win32') {
      expect(statSync(serviceInfoFile(dir)).mode & 0o777).toBe(0o600);
    }
    lock.announce(null);
    expect(attachableService(dir)).toEqual({
      refuse: { pid: process.pid, url: null, startedAt: expect.any(String) },
    });
    lock.release();
    expect(attachableService(dir)).toBeUndefined();
  });

  it('ignores a token the lock does not back (a killed service left service.json)', () => {
    take(dir).release();
    const stale = {
      pid: 1,
      url: 'http://127.0.0.1:1',
      startedAt: new Date().toISOString(),
      rendererToken: 'old',
    };
    writeFileSync(serviceInfoFile(dir), JSON.stringify(stale), { mode: 0o600 });
    expect(attachableService(dir)).toBeUndefined();
    take(dir);
  });

  it.runIf(process.platform !== 'win32')('does not trust a token others could read', () => {
    take(dir).announce('http://127.0.0.1:4321', 'secret-token');
    chmodSync(serviceInfoFile(dir), 0o644);
    expect(attachableService(dir)).toEqual({
      refuse: expect.objectContaining({ pid: process.pid, url: 'http://127.0.0.1:4321' }),
    });
  });
});
