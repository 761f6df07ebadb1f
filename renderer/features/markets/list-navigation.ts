const PAGE_ROWS = 10;

/** Keyboard movement in the list: the new highlighted index for a key, or null. */
export function moveHighlight(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  const moves: Record<string, number> = {
    ArrowDown: index + 1,
    ArrowUp: index - 1,
    PageDown: index + PAGE_ROWS,
    PageUp: index - PAGE_ROWS,
    Home: 0,
    End: last,
  };
  const next = moves[key];
  return next === undefined ? null : Math.max(0, Math.min(last, next));
}
