/** A box's horizontal extent, as getBoundingClientRect gives it. */
export interface Span {
  left: number;
  right: number;
}

/** Subpixel layout leaves a fully shown cell a fraction outside its view. */
const TOLERANCE_PX = 1;

/**
 * How many of the board's ladders the view cuts, before it and after it: a ladder cut at all
 * counts, since its prices cannot all be read.
 */
export function cellsOutside(
  view: Span,
  cells: readonly Span[],
): { before: number; after: number } {
  let before = 0;
  let after = 0;
  for (const cell of cells) {
    if (cell.left < view.left - TOLERANCE_PX) before += 1;
    else if (cell.right > view.right + TOLERANCE_PX) after += 1;
  }
  return { before, after };
}

/**
 * The scroll offset that shows `cell` whole in `view` with the least movement (a cell wider
 * than the view shows its start); `scrollLeft` when it is shown already.
 */
export function revealingScroll(view: Span, cell: Span, scrollLeft: number): number {
  if (cell.left < view.left || cell.right - cell.left > view.right - view.left) {
    return scrollLeft - (view.left - cell.left);
  }
  if (cell.right > view.right) return scrollLeft + (cell.right - view.right);
  return scrollLeft;
}
