import { describe, expect, it } from 'vitest';
import { loadableIcon, remoteIcon } from '../../../../../renderer/features/markets/icon-source.js';
import { isSearchSettling } from '../../../../../renderer/features/markets/search-settling.js';

describe('isSearchSettling', () => {
  it('is settling while the debounce has not caught up with what is typed', () => {
    expect(isSearchSettling('ele', '', false)).toBe(true);
    expect(isSearchSettling('elect', 'ele', false)).toBe(true);
    expect(isSearchSettling('', 'ele', false)).toBe(true);
  });

  it("is settling while the previous query's results stand in", () => {
    expect(isSearchSettling('elect', 'elect', true)).toBe(true);
    expect(isSearchSettling('elect', 'elect', false)).toBe(false);
  });

  it('is settled on the plain list whatever the search query kept', () => {
    expect(isSearchSettling('  ', '', true)).toBe(false);
  });
});

describe('loadableIcon', () => {
  const origin = 'http://127.0.0.1:4100';
  it('keeps icons the page may load', () => {
    expect(loadableIcon('/icons/a.png', origin)).toBe('/icons/a.png');
    expect(loadableIcon(`${origin}/icons/a.png`, origin)).toBe(`${origin}/icons/a.png`);
    expect(loadableIcon('data:image/png;base64,AAAA', origin)).toBe('data:image/png;base64,AAAA');
  });

  it('drops icons of another origin and missing ones', () => {
    expect(loadableIcon('https://cdn.example.com/a.png', origin)).toBe('');
    expect(loadableIcon('http://127.0.0.1:9999/a.png', origin)).toBe('');
    expect(loadableIcon('', origin)).toBe('');
    expect(loadableIcon(null, origin)).toBe('');
  });
});

describe('remoteIcon', () => {
  const origin = 'http://127.0.0.1:4100';
  it('asks the service for remote https icons only', () => {
    expect(remoteIcon('https://cdn.example.com/a.png', origin)).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(remoteIcon('http://cdn.example.com/a.png', origin)).toBeNull();
    expect(remoteIcon('/icons/a.png', origin)).toBeNull();
    expect(remoteIcon('data:image/png;base64,AAAA', origin)).toBeNull();
    expect(remoteIcon('', origin)).toBeNull();
  });
});
