import { describe, expect, it } from 'vitest';
import { createWatchList } from '../../../server/liquidity/watch-list.js';

describe('watch list of opened markets', () => {
  it('lets a market go when its watch ends, and restarts the watch when opened again', () => {
    const list = createWatchList<string>(1000, 8);
    list.add('a', 0);
    list.add('b', 500);
    list.add('a', 900);
    list.expire(1200);
    expect([...list.items()]).toEqual(['b', 'a']);
    list.expire(1500);
    expect([...list.items()]).toEqual(['a']);
    list.expire(1900);
    expect([...list.items()]).toEqual([]);
  });

  it('keeps the most recently opened markets within its bound', () => {
    const list = createWatchList<number>(60_000, 3);
    for (const market of [1, 2, 3, 4]) list.add(market, market);
    list.add(2, 10);
    list.add(5, 11);
    expect([...list.items()]).toEqual([4, 2, 5]);
  });
});
