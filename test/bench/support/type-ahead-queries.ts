import type BetterSqlite3 from 'better-sqlite3';

/** Punctuation a word loses at its ends when it is typed into a search box. */
const EDGES = /^[?,.:;!()"']+|[?,.:;!()"']+$/g;
const PUNCTUATED = /[^\p{L}\p{N}]/u;
/** What people type into a search box: words, not prices or ranges. */
const WORDLIKE = /^\p{L}/u;
const FREQUENT_WORDS = 24;
const PUNCTUATED_WORDS = 6;
/** Beyond the most frequent words, every STRIDE-th word of the vocabulary by frequency. */
const STRIDE = 9;

/** Words of the catalog's event titles and market questions, most frequent first. */
function catalogWords(db: BetterSqlite3.Database): string[] {
  const counts = new Map<string, number>();
  const texts = db
    .prepare('SELECT title FROM events UNION ALL SELECT question FROM markets')
    .pluck()
    .iterate() as Iterable<string>;
  for (const text of texts) {
    for (const raw of text.toLowerCase().split(/\s+/)) {
      const word = raw.replace(EDGES, '');
      if (word.length >= 2) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word);
}

/** What a search box sends while `word` is typed: its 2- to 5-character prefixes, then itself. */
function typing(word: string): string[] {
  const prefixes = [2, 3, 4, 5].filter((n) => n < word.length).map((n) => word.slice(0, n));
  return [...prefixes, word];
}

/**
 * `count` distinct type-ahead queries from the catalog's own words, in the order they are
 * typed: the most frequent words (the slowest to rank), words with punctuation (`s&p`, `z.ai`)
 * and words spread over the rest of the vocabulary, each as its prefixes and then whole. Only
 * words that start with a letter: prices and ranges are seldom typed.
 */
export function typeAheadQueries(db: BetterSqlite3.Database, count: number): string[] {
  const words = catalogWords(db);
  const typed = words.filter((word) => WORDLIKE.test(word));
  const punctuated = typed.filter((word) => PUNCTUATED.test(word)).slice(0, PUNCTUATED_WORDS);
  const spread = typed.slice(FREQUENT_WORDS).filter((_, index) => index % STRIDE === 0);
  const chosen = [
    ...typed.slice(0, FREQUENT_WORDS),
    ...punctuated,
    ...spread.filter((word) => !punctuated.includes(word)),
  ];
  // Interleaved, so that the common and the rare words are asked throughout the run.
  const order = chosen.flatMap((_, index) =>
    index % 2 === 0 ? [chosen[index / 2]!] : [chosen[chosen.length - 1 - (index - 1) / 2]!],
  );
  const queries = new Set<string>();
  for (const word of order) {
    for (const query of typing(word)) {
      if (queries.size < count) queries.add(query);
    }
  }
  if (queries.size < count) throw new Error(`only ${queries.size} distinct queries`);
  return [...queries];
}
