import { afterEach, describe, expect, it, vi } from 'vitest';
import { desktopApi } from '../../../../renderer/lib/desktop-bridge.js';

afterEach(() => vi.unstubAllGlobals());

const page = (protocol: string) => {
  const api = { serviceState: vi.fn() };
  vi.stubGlobal('window', { location: { protocol }, marketdesk: api });
  return api;
};

describe('desktopApi', () => {
  it("is the preload's API on the app's own pages", () => {
    const api = page('marketdesk:');
    expect(desktopApi()).toBe(api);
  });

  it('is absent on an attached service’s web-mode page, whose IPC the shell refuses', () => {
    page('http:');
    expect(desktopApi()).toBeNull();
  });
});
