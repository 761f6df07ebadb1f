import { describe, expect, it } from 'vitest';
import { normalizeUpstreamUrl, upstreamUrls } from '../../../server/mirror/index.js';
import { backoffDelay, retryAfterSeconds } from '../../../server/mirror/upstream/backoff.js';

describe('upstream URLs', () => {
  it('normalises a base URL and refuses what is not one', () => {
    expect(normalizeUpstreamUrl(' https://clob.example.com/ ')).toBe('https://clob.example.com');
    expect(normalizeUpstreamUrl('http://127.0.0.1:8437/clob//')).toBe('http://127.0.0.1:8437/clob');
    expect(() => normalizeUpstreamUrl('ftp://x')).toThrow(/http:\/\/ or https:\/\//);
    expect(() => normalizeUpstreamUrl('not a url')).toThrow(/is not a URL/);
    expect(() => normalizeUpstreamUrl('https://x.com/?a=1')).toThrow(/query/);
    expect(() => normalizeUpstreamUrl('https://u:p@x.com')).toThrow(/credentials/);
  });

  it('takes one URL for all surfaces, per-surface ones winning', () => {
    expect(upstreamUrls(undefined, {})).toBeNull();
    expect(upstreamUrls('http://a:1', { clob: 'http://b:2/' })).toEqual({
      catalog: 'http://a:1',
      data: 'http://a:1',
      clob: 'http://b:2',
    });
    expect(() => upstreamUrls(undefined, { clob: 'http://b:2' })).toThrow(
      /no upstream URL for the catalog and data surface/,
    );
  });
});

describe('backoff', () => {
  it('grows exponentially within its cap, jittered in the upper half', () => {
    const policy = { baseMs: 100, maxMs: 1000 };
    expect(backoffDelay(0, { ...policy, random: () => 0 })).toBe(50);
    expect(backoffDelay(0, { ...policy, random: () => 1 })).toBe(100);
    expect(backoffDelay(3, { ...policy, random: () => 1 })).toBe(800);
    expect(backoffDelay(10, { ...policy, random: () => 1 })).toBe(1000);
  });

  it('reads Retry-After as seconds or a date, capped', () => {
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('7')).toBe(7);
    expect(retryAfterSeconds('100000')).toBe(60);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5);
    expect(retryAfterSeconds('soon')).toBeNull();
  });
});
