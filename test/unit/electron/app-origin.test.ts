import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APP_ENTRY_URL,
  CONTENT_SECURITY_POLICY,
  iconName,
  isAppUrl,
  rendererFile,
} from '../../../electron/main/app-origin.js';

const dir = resolve('/srv/marketdesk/dist/renderer');

describe('the app scheme', () => {
  it('maps the renderer base onto dist/renderer', () => {
    expect(rendererFile(dir, APP_ENTRY_URL)).toBe(join(dir, 'index.html'));
    expect(rendererFile(dir, 'marketdesk://app/app/')).toBe(join(dir, 'index.html'));
    expect(rendererFile(dir, 'marketdesk://app/app/assets/main-abc.js?v=1')).toBe(
      join(dir, 'assets', 'main-abc.js'),
    );
  });

  it('refuses other hosts, other bases and any way out of the folder', () => {
    for (const url of [
      'marketdesk://evil/app/index.html',
      'marketdesk://app/index.html',
      'marketdesk://app/app/%2e%2e/%2e%2e/package.json',
      'marketdesk://app/app/..%2F..%2Fpackage.json',
      'marketdesk://app/app/%00',
      'marketdesk://app/app/%E0%A4%A',
      'https://app/app/index.html',
    ]) {
      expect(rendererFile(dir, url), url).toBeNull();
    }
  });

  it("names the catalog's icons, and nothing else, for the service to draw", () => {
    expect(iconName('marketdesk://app/assets/icons/btc-up.svg')).toBe('btc-up.svg');
    expect(iconName('marketdesk://app/assets/icons/Satoshi%20Fan.svg')).toBe('Satoshi Fan.svg');
    for (const url of [
      'marketdesk://app/assets/icons/../secret.svg',
      'marketdesk://app/assets/icons/a/b.svg',
      'marketdesk://app/assets/icons/x.png',
      'marketdesk://app/assets/icons/..%2Fsecret.svg',
      'marketdesk://app/assets/icons/%E0%A4%A.svg',
      'marketdesk://evil/assets/icons/x.svg',
      'marketdesk://app/app/assets/icons/x.svg',
    ]) {
      expect(iconName(url), url).toBeNull();
    }
  });

  it('knows its own URLs', () => {
    expect(isAppUrl(APP_ENTRY_URL)).toBe(true);
    expect(isAppUrl('https://polymarket.com/')).toBe(false);
    expect(isAppUrl('::')).toBe(false);
  });

  it('serves the page under a CSP with no remote script, eval or connection', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*(unsafe|\*|http)/);
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });
});
