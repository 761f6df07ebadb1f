import { describe, expect, it } from 'vitest';
import {
  cellsOutside,
  revealingScroll,
} from '../../../../../renderer/features/market/board/board-overflow.js';

const span = (left: number, right: number) => ({ left, right });
/** Cells 150 px wide with 3 px between them, the first at `start`. */
const cells = (count: number, start: number) =>
  Array.from({ length: count }, (_, index) => span(start + index * 153, start + index * 153 + 150));

describe('the ladders a board view cuts', () => {
  const view = span(100, 700);

  it('counts those cut or out of view on each side', () => {
    expect(cellsOutside(view, cells(3, 103))).toEqual({ before: 0, after: 0 });
    // The fourth spans 562-712: cut; the fifth starts past the view.
    expect(cellsOutside(view, cells(4, 103))).toEqual({ before: 0, after: 1 });
    expect(cellsOutside(view, cells(5, 103))).toEqual({ before: 0, after: 2 });
    expect(cellsOutside(view, cells(6, -300))).toEqual({ before: 3, after: 0 });
  });

  it('leaves a cell a subpixel past the edge as shown', () => {
    expect(cellsOutside(view, [span(99.5, 250), span(550, 700.6)])).toEqual({
      before: 0,
      after: 0,
    });
  });
});

describe('the scroll that shows a ladder whole', () => {
  const view = span(100, 700);

  it('moves by as little as shows it, to the left or the right', () => {
    expect(revealingScroll(view, span(650, 800), 40)).toBe(140);
    expect(revealingScroll(view, span(60, 210), 40)).toBe(0);
  });

  it('stays where it is when the ladder is shown', () => {
    expect(revealingScroll(view, span(100, 250), 40)).toBe(40);
    expect(revealingScroll(view, span(550, 700), 40)).toBe(40);
  });

  it('shows the start of a ladder wider than the view', () => {
    expect(revealingScroll(view, span(300, 1000), 0)).toBe(200);
  });
});
