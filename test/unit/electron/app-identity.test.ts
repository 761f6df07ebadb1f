import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_ID } from '../../../electron/main/app-identity.js';
import { windowIcon } from '../../../electron/main/window-icon.js';

describe("the app's identity and window icon", () => {
  it('names itself on Windows with the appId its installer gives the shortcut', () => {
    const config = JSON.parse(readFileSync('build/electron-builder.json', 'utf8')) as {
      appId: string;
    };
    expect(APP_ID).toBe(config.appId);
  });

  it('gives Linux windows the icon the package ships, or the checkout’s own', () => {
    const where = { resourcesPath: '/opt/Marketdesk/resources', mainDir: '/r/dist/electron' };
    expect(windowIcon({ ...where, platform: 'linux', packaged: true })).toBe(
      '/opt/Marketdesk/resources/icon.png',
    );
    expect(windowIcon({ ...where, platform: 'linux', packaged: false })).toBe(
      '/r/build/icons/512x512.png',
    );
    expect(windowIcon({ ...where, platform: 'darwin', packaged: true })).toBeUndefined();
    expect(windowIcon({ ...where, platform: 'win32', packaged: true })).toBeUndefined();
    const config = JSON.parse(readFileSync('build/electron-builder.json', 'utf8')) as {
      extraResources: { from: string; to: string }[];
    };
    expect(config.extraResources).toContainEqual({
      from: 'build/icons/512x512.png',
      to: 'icon.png',
    });
  });
});
