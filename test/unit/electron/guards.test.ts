import { describe, expect, it, vi } from 'vitest';
import {
  attachedOrigin,
  denyPermissions,
  externalLinkAllowed,
  guardNavigation,
  type GuardedContents,
} from '../../../electron/main/guards.js';

describe('externalLinkAllowed', () => {
  it.each([
    ['https://polymarket.com/event/x', true],
    ['https://docs.polymarket.com/', true],
    ['https://github.com/owner/repo', true],
    ['http://polymarket.com/', false],
    ['https://polymarket.com.evil.example/', false],
    ['https://evilpolymarket.com/', false],
    ['https://user:pass@polymarket.com/', false],
    ['file:///etc/passwd', false],
    ['javascript:alert(1)', false],
    ['marketdesk://app/app/index.html', false],
    ['not a url', false],
  ])('%s → %s', (url, allowed) => {
    expect(externalLinkAllowed(url)).toBe(allowed);
  });
});

function fakeContents() {
  const listeners = new Map<string, (event: { preventDefault(): void }, url: string) => void>();
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  const contents: GuardedContents = {
    on: (event, listener) => listeners.set(event, listener),
    setWindowOpenHandler: (handler) => (openHandler = handler),
  };
  const fire = (event: string, url: string) => {
    const preventDefault = vi.fn();
    listeners.get(event)?.({ preventDefault }, url);
    return preventDefault.mock.calls.length > 0;
  };
  return { contents, fire, open: (url: string) => openHandler?.({ url }) };
}

describe('guardNavigation', () => {
  it('keeps the window on the app: other navigations and redirects are stopped', () => {
    const { contents, fire } = fakeContents();
    guardNavigation(contents, vi.fn());
    expect(fire('will-navigate', 'marketdesk://app/app/index.html')).toBe(false);
    expect(fire('will-navigate', 'https://polymarket.com/')).toBe(true);
    expect(fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(fire('will-navigate', 'marketdesk://other/app/index.html')).toBe(true);
    expect(fire('will-redirect', 'http://127.0.0.1:8437/')).toBe(true);
    expect(fire('will-attach-webview', 'https://polymarket.com/')).toBe(true);
  });

  it('never opens a window; allowed links go to the browser, others nowhere', () => {
    const { contents, open } = fakeContents();
    const openExternal = vi.fn();
    guardNavigation(contents, openExternal);
    expect(open('https://polymarket.com/markets')).toEqual({ action: 'deny' });
    expect(open('http://polymarket.com/markets')).toEqual({ action: 'deny' });
    expect(open('https://evil.example/')).toEqual({ action: 'deny' });
    expect(openExternal.mock.calls).toEqual([['https://polymarket.com/markets']]);
  });
});

describe('denyPermissions', () => {
  it('refuses every request and check but the clipboard write and notifications', () => {
    let request: ((c: unknown, p: string, cb: (granted: boolean) => void) => void) | null = null;
    let check: ((c: unknown, p: string) => boolean) | null = null;
    denyPermissions({
      setPermissionRequestHandler: (handler) => (request = handler),
      setPermissionCheckHandler: (handler) => (check = handler),
    });
    const answers: Record<string, boolean> = {};
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'clipboard-sanitized-write',
    ]) {
      request!(null, permission, (granted) => (answers[permission] = granted));
    }
    expect(answers).toEqual({
      media: false,
      geolocation: false,
      notifications: true,
      'clipboard-read': false,
      'clipboard-sanitized-write': true,
    });
    expect(check!(null, 'media')).toBe(false);
    expect(check!(null, 'clipboard-sanitized-write')).toBe(true);
    expect(check!(null, 'notifications')).toBe(true);
  });
});

describe('attached to another service', () => {
  it.each([
    ['http://127.0.0.1:8437', 'http://127.0.0.1:8437'],
    ['http://localhost:9000', 'http://localhost:9000'],
    ['http://[::1]:9000', 'http://[::1]:9000'],
    ['https://127.0.0.1:8437', null],
    ['http://example.com:8437', null],
    ['http://127.0.0.2:8437', null],
    ['not a url', null],
  ])('the origin of %s is %s', (url, origin) => {
    expect(attachedOrigin(url)).toBe(origin);
  });

  it('lets the window onto exactly that origin, and only while attached', () => {
    const { contents, fire } = fakeContents();
    let allowed: string | null = 'http://127.0.0.1:8437';
    guardNavigation(contents, vi.fn(), () => allowed);
    expect(fire('will-navigate', 'http://127.0.0.1:8437/app/#token=t')).toBe(false);
    expect(fire('will-redirect', 'http://127.0.0.1:8437/app/')).toBe(false);
    expect(fire('will-navigate', 'http://127.0.0.1:8438/app/')).toBe(true);
    expect(fire('will-navigate', 'http://localhost:8437/app/')).toBe(true);
    expect(fire('will-navigate', 'https://polymarket.com/')).toBe(true);
    expect(fire('will-navigate', 'marketdesk://app/app/index.html')).toBe(false);
    allowed = null;
    expect(fire('will-navigate', 'http://127.0.0.1:8437/app/')).toBe(true);
  });
});
