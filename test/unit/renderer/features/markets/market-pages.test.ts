import { describe, expect, it } from 'vitest';
import {
  marketPagesOptions,
  pagesMarkets,
} from '../../../../../renderer/features/markets/api/market-pages.js';
import { market } from '../../components/support/fixtures.js';

const page = (from: number, size: number) =>
  Array.from({ length: size }, (_, at) => market({ id: String(from + at) }));

describe('paged market reads', () => {
  const options = marketPagesOptions(
    ['catalog.searchMarkets', { q: 'fed' }] as const,
    { size: 3, maxOffset: 6 },
    () => Promise.resolve([]),
  );
  const next = (pages: ReturnType<typeof page>[]) =>
    options.getNextPageParam(pages.at(-1)!, pages, 0, [0]);

  it('ask for the page after a full one, and none after a short one', () => {
    expect(next([page(0, 3)])).toBe(3);
    expect(next([page(0, 3), page(3, 2)])).toBeUndefined();
  });

  it('stop at the deepest offset the method takes', () => {
    expect(next([page(0, 3), page(3, 3)])).toBe(6);
    expect(next([page(0, 3), page(3, 3), page(6, 3)])).toBeUndefined();
  });

  it('keep each market once, where it was first read', () => {
    const ids = pagesMarkets([page(0, 3), page(2, 3)]).map((found) => found.id);
    expect(ids).toEqual(['0', '1', '2', '3', '4']);
  });
});
