/** A character outside ASCII: text without one needs no folding beyond toLowerCase. */
const NOT_ASCII = /[^\p{ASCII}]/u;
const ASCII_WORD = /[a-z0-9]+/g;
const MARKS = /\p{M}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/** Bounds the cost of one query: each word is a pass over the postings of its prefix. */
export const MAX_QUERY_WORDS = 10;

/**
 * The words of a text as the search index keeps them: lower case, compatibility forms and
 * diacritics folded (`Résumé`, `resume\u0301` and `RESUME` are all `resume`), split at
 * anything that is not a letter or a digit (`S&P` is `s` and `p`).
 */
export function foldWords(text: string): string[] {
  const lower = text.toLowerCase();
  if (!NOT_ASCII.test(lower)) return lower.match(ASCII_WORD) ?? [];
  return lower.normalize('NFKD').replace(MARKS, '').match(WORD) ?? [];
}

/**
 * The words a search for `q` must all match, each as a prefix. A word that is a prefix of
 * another adds nothing and is dropped; past MAX_QUERY_WORDS the shortest (least selective)
 * go. Empty when `q` holds no letter or digit.
 */
export function queryWords(q: string): string[] {
  const words = [...new Set(foldWords(q))];
  return words
    .filter((word) => !words.some((other) => other !== word && other.startsWith(word)))
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
    .slice(0, MAX_QUERY_WORDS);
}
