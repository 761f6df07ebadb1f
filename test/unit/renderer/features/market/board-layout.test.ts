import { describe, expect, it } from 'vitest';
import {
  MAX_PINNED,
  defaultBoardLayout,
  focusedOf,
  moveFocus,
  parseBoardLayout,
  togglePinned,
} from '../../../../../renderer/features/market/board/board-layout.js';

describe('the board layout kept across launches', () => {
  it('reads back what was stored', () => {
    const stored = {
      open: true,
      source: { kind: 'event', eventId: 88 },
      pinned: ['501', '502'],
      focusId: '502',
      outcomes: { '502': 1 },
      depth: true,
    };
    expect(parseBoardLayout(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it('falls back field by field on a broken or older value', () => {
    expect(parseBoardLayout(null)).toEqual(defaultBoardLayout);
    expect(parseBoardLayout('board')).toEqual(defaultBoardLayout);
    expect(
      parseBoardLayout({
        open: 'yes',
        source: { kind: 'event', eventId: '88' },
        pinned: ['501', 7, '', '501', '503'],
        focusId: 12,
        outcomes: { '501': 1, '502': -1, '503': 0.5, '504': 'No' },
        depth: 1,
      }),
    ).toEqual({
      open: false,
      source: { kind: 'pinned' },
      pinned: ['501', '503'],
      focusId: null,
      outcomes: { '501': 1 },
      depth: false,
    });
  });

  it('keeps at most MAX_PINNED pins', () => {
    const many = Array.from({ length: MAX_PINNED + 3 }, (_, index) => String(index));
    expect(parseBoardLayout({ pinned: many }).pinned).toEqual(many.slice(0, MAX_PINNED));
  });
});

describe('focus on the board', () => {
  const shown = ['a', 'b', 'c'];

  it('moves one ladder left or right with the arrow keys, stopping at either end', () => {
    expect(moveFocus(shown, 'a', 1)).toBe('b');
    expect(moveFocus(shown, 'b', 1)).toBe('c');
    expect(moveFocus(shown, 'c', 1)).toBe('c');
    expect(moveFocus(shown, 'b', -1)).toBe('a');
    expect(moveFocus(shown, 'a', -1)).toBe('a');
  });

  it('starts from the first ladder when the focus is unknown or gone', () => {
    expect(moveFocus(shown, null, 1)).toBe('b');
    expect(moveFocus(shown, 'gone', 1)).toBe('b');
    expect(moveFocus([], 'a', 1)).toBeNull();
    expect(focusedOf(shown, 'gone')).toBe('a');
    expect(focusedOf(shown, 'c')).toBe('c');
    expect(focusedOf([], null)).toBeNull();
  });
});

describe('pins', () => {
  it('pin at the end, unpin in place, and drop the oldest past MAX_PINNED', () => {
    expect(togglePinned(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(togglePinned(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    const full = Array.from({ length: MAX_PINNED }, (_, index) => String(index));
    expect(togglePinned(full, 'new')).toEqual([...full.slice(1), 'new']);
  });
});
