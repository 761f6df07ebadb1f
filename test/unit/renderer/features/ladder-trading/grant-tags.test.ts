import { describe, expect, it } from 'vitest';
import {
  levelOrderIds,
  markerTitle,
  withGrantTags,
} from '../../../../../renderer/features/ladder-trading/grant-tags.js';
import type { OwnLevel } from '../../../../../renderer/features/ladder-trading/own-levels.js';

const level = (priceMicros: number, ids: string[]): OwnLevel => ({
  side: 'bid',
  priceMicros,
  sizeMicros: ids.length * 5_000_000,
  orders: ids.map((id) => ({ id, outcomeIndex: 0, side: 'BUY', remainingMicros: 5_000_000 })),
});

const levels = new Map([
  ['bid:440000', level(440_000, ['0xb', '0xa'])],
  ['bid:430000', level(430_000, ['0xc'])],
]);

describe('script grant tags at the ladder’s markers', () => {
  it('asks the tag cache about every order resting at the levels', () => {
    expect(levelOrderIds(levels)).toEqual(['0xa', '0xb', '0xc']);
  });

  it('names the grants that placed a level’s orders, each once', () => {
    const tagged = withGrantTags(levels, { '0xa': 'momentum', '0xb': 'momentum' });
    expect(tagged.get('bid:440000')).toMatchObject({ grants: ['momentum'], grantOrders: 2 });
    // A level no grant placed is the same object: its row is not rendered again.
    expect(tagged.get('bid:430000')).toBe(levels.get('bid:430000'));
  });

  it('answers the same map when no grant placed any of them', () => {
    expect(withGrantTags(levels, {})).toBe(levels);
    expect(withGrantTags(levels, { '0xother': 'momentum' })).toBe(levels);
  });

  it('says in the marker’s tooltip which grants placed how many of its orders', () => {
    const one = withGrantTags(levels, { '0xc': 'hedger' }).get('bid:430000')!;
    expect(markerTitle(one)).toBe(
      'Your order here: click cancels, drag to another level moves. ' +
        'Placed by the script grant “hedger”',
    );
    const mixed = withGrantTags(levels, { '0xa': 'momentum' }).get('bid:440000')!;
    expect(markerTitle(mixed)).toBe(
      'Your 2 orders here: click cancels, drag to another level moves. ' +
        '1 of 2 placed by the script grant “momentum”',
    );
    const two = withGrantTags(levels, { '0xa': 'momentum', '0xb': 'hedger' }).get('bid:440000')!;
    expect(markerTitle(two)).toBe(
      'Your 2 orders here: click cancels, drag to another level moves. ' +
        'Placed by the script grants “hedger”, “momentum”',
    );
    expect(markerTitle(levels.get('bid:430000')!)).toBe(
      'Your order here: click cancels, drag to another level moves',
    );
  });
});
