import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  readModeSettings,
  savedMirror,
  settingsFile,
  writeModeSettings,
} from '../../../server/config/mode-settings.js';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-mode-settings-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const urls = { catalog: 'http://a:1', data: 'http://b:2', clob: 'http://c:3' };

describe('mode settings (settings.json)', () => {
  it('is the local venue when there is no file or nothing usable in it', () => {
    expect(readModeSettings(dataDir)).toEqual({ mode: 'local-venue', upstream: null });
    for (const text of ['{', '[]', '{"mode":"moon"}', '{"mode":"mirror","upstream":{"clob":1}}']) {
      writeFileSync(settingsFile(dataDir), text);
      expect(readModeSettings(dataDir)).toEqual({ mode: 'local-venue', upstream: null });
    }
  });

  it('writes atomically with mode 0600, keeping keys it does not know', () => {
    writeFileSync(settingsFile(dataDir), JSON.stringify({ other: { kept: true }, mode: 'x' }));
    writeModeSettings(dataDir, { mode: 'mirror', upstream: urls });
    expect(readModeSettings(dataDir)).toEqual({ mode: 'mirror', upstream: urls });
    expect(JSON.parse(readFileSync(settingsFile(dataDir), 'utf8'))).toEqual({
      other: { kept: true },
      mode: 'mirror',
      upstream: urls,
    });
    if (process.platform !== 'win32') {
      expect(statSync(settingsFile(dataDir)).mode & 0o777).toBe(0o600);
    }
    expect(readdirSync(dataDir)).toEqual(['settings.json']);
  });

  it('mirrors only in mirror mode with URLs', () => {
    expect(savedMirror({ mode: 'mirror', upstream: urls })).toEqual(urls);
    expect(savedMirror({ mode: 'local-venue', upstream: urls })).toBeUndefined();
  });
});
