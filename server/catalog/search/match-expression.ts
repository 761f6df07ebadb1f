/** Letters, digits and combining marks: the characters FTS5's unicode61 tokenizer keeps. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const SEARCHABLE = /[\p{L}\p{N}]/u;

/** Bounds the cost of one query: each prefix term is a merge over the index. */
export const MAX_TERMS = 10;

/** The distinct lower-case words of a user's search text, as FTS5's tokenizer splits them. */
export function searchWords(q: string): string[] {
  return [...new Set(q.normalize('NFC').toLowerCase().match(WORD) ?? [])].filter((word) =>
    SEARCHABLE.test(word),
  );
}

/**
 * The FTS5 MATCH expression for a user's search text: every word becomes a quoted prefix
 * query (`"word"*`) and the words are ANDed. Quoting leaves no way for user input to reach
 * the FTS5 query syntax (operators, column filters, NEAR, parentheses are plain words or
 * dropped punctuation). A word that is a prefix of another adds nothing to the AND and is
 * dropped; past MAX_TERMS the shortest (least selective) words go. Null when no word is left.
 */
export function toMatchExpression(q: string): string | null {
  const words = searchWords(q);
  const kept = words
    .filter((word) => !words.some((other) => other !== word && other.startsWith(word)))
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .slice(0, MAX_TERMS);
  return kept.length === 0 ? null : kept.map((word) => `"${word}"*`).join(' ');
}
