import { describe, expect, it } from 'vitest';
import { createShortCache } from '../../../server/mirror/index.js';

/** A clock the test moves, and a loader that counts its calls and resolves when told. */
function setup(ttlMs = 1_000, maxBytes = 1_000) {
  // Not zero: the cache's clock starts wherever the process's does.
  let clock = 5_000;
  const cache = createShortCache({ ttlMs, maxBytes, now: () => clock });
  let loads = 0;
  const load = (text: string) => async () => {
    loads += 1;
    return Buffer.from(`${text}#${loads}`);
  };
  return {
    cache,
    load,
    loads: () => loads,
    advance: (ms: number) => void (clock += ms),
  };
}

describe('the short cache of upstream answers', () => {
  it('shares one load among callers asking at once', async () => {
    const { cache, loads } = setup();
    let release!: (value: Buffer) => void;
    const pending = new Promise<Buffer>((resolve) => (release = resolve));
    let calls = 0;
    const slow = () => {
      calls += 1;
      return pending;
    };
    const answers = Promise.all([cache.get('a', slow), cache.get('a', slow), cache.get('a', slow)]);
    release(Buffer.from('book'));
    expect((await answers).map(String)).toEqual(['book', 'book', 'book']);
    expect(calls).toBe(1);
    expect(loads()).toBe(0);
  });

  it('keeps an answer for ttl from when it was asked, then loads again', async () => {
    const { cache, load, advance } = setup(1_000);
    expect(String(await cache.get('a', load('x')))).toBe('x#1');
    advance(1_000);
    expect(String(await cache.get('a', load('x')))).toBe('x#1');
    advance(1);
    expect(String(await cache.get('a', load('x')))).toBe('x#2');
    expect(String(await cache.get('b', load('y')))).toBe('y#3');
  });

  it('counts the time the answer took against its life', async () => {
    const { cache, advance } = setup(1_000);
    let loads = 0;
    const slow = async () => {
      loads += 1;
      advance(600);
      return Buffer.from('slow');
    };
    await cache.get('a', slow);
    advance(400);
    await cache.get('a', slow);
    expect(loads).toBe(1);
    advance(1);
    await cache.get('a', slow);
    expect(loads).toBe(2);
  });

  it('keeps no failure: the next caller asks again', async () => {
    const { cache, load } = setup();
    const failing = async (): Promise<Buffer> => {
      throw new Error('no answer');
    };
    await expect(cache.get('a', failing)).rejects.toThrow('no answer');
    expect(String(await cache.get('a', load('x')))).toBe('x#1');
  });

  it('holds at most maxBytes of answers, dropping the least recently used', async () => {
    const { cache, load, loads } = setup(1_000, 100);
    await cache.get('a', async () => Buffer.alloc(60));
    await cache.get('b', async () => Buffer.alloc(60));
    expect(cache.size).toBe(1);
    await cache.get('a', load('a'));
    expect(loads()).toBe(1);
  });
});
