import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRotatingLog, logLine } from '../../../electron/main/rotating-log.js';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'marketdesk-log-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('createRotatingLog', () => {
  it('starts a new file past the size, keeping the given number of old ones', () => {
    const file = join(dir, 'logs', 'main.log');
    const log = createRotatingLog({ file, maxBytes: 10, keep: 2 });
    for (const text of ['aaaaaa', 'bbbbbb', 'cccccc', 'dddddd']) log.write(text);
    expect(readFileSync(file, 'utf8')).toBe('dddddd');
    expect(readFileSync(`${file}.1`, 'utf8')).toBe('cccccc');
    expect(readFileSync(`${file}.2`, 'utf8')).toBe('bbbbbb');
    expect(existsSync(`${file}.3`)).toBe(false);
  });

  it('appends to the file an earlier run left, counting its size', () => {
    const file = join(dir, 'main.log');
    createRotatingLog({ file, maxBytes: 10 }).write('12345678');
    const again = createRotatingLog({ file, maxBytes: 10 });
    again.write('9');
    expect(readFileSync(file, 'utf8')).toBe('123456789');
    again.write('abc');
    expect(readFileSync(file, 'utf8')).toBe('abc');
    expect(readFileSync(`${file}.1`, 'utf8')).toBe('123456789');
  });

  it('stamps lines with the time and ends them with a newline', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(logLine('ready', at)).toBe('2026-01-02T03:04:05.000Z ready\n');
    expect(logLine('ready\n', at)).toBe('2026-01-02T03:04:05.000Z ready\n');
  });
});
