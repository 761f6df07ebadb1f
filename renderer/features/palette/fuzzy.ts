const atWordStart = (text: string, at: number): boolean =>
  at === 0 || /[\s:/-]/.test(text[at - 1] ?? '');

/**
 * A subsequence match score of `query` in `text`, case-insensitive: null when some letter of
 * the query is missing; otherwise higher for matches at word starts and in runs, and for
 * shorter texts. A text holding the query whole ranks above any scattered match: the greedy
 * walk alone ranked "the pinned markets" above "Toggle theme" for "theme".
 */
export function fuzzyScore(query: string, text: string): number | null {
  const needle = query.trim().toLowerCase();
  if (!needle) return 0;
  const haystack = text.toLowerCase();
  let score = 0;
  let from = 0;
  let previous = -2;
  for (const char of needle) {
    if (char === ' ') continue;
    const at = haystack.indexOf(char, from);
    if (at < 0) return null;
    score += 1 + (atWordStart(haystack, at) ? 3 : 0) + (at === previous + 1 ? 2 : 0);
    previous = at;
    from = at + 1;
  }
  const whole = haystack.indexOf(needle);
  const wholeBonus = whole < 0 ? 0 : 100 + (atWordStart(haystack, whole) ? 50 : 0);
  return score + wholeBonus - haystack.length * 0.01;
}

/** The items whose label matches the query, best first (ties keep their order). */
export function fuzzyFilter<T>(
  query: string,
  items: readonly T[],
  label: (item: T) => string,
): T[] {
  return items
    .map((item, index) => ({ item, index, score: fuzzyScore(query, label(item)) }))
    .filter((entry): entry is { item: T; index: number; score: number } => entry.score !== null)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}
