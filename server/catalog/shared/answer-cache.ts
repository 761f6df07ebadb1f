import { LRUCache } from 'lru-cache';

/**
 * Answers of one catalog version, least recently used out first; a new version empties it.
 * Terminals poll the same pages and markets over and over; between catalog writes those
 * answers are served without touching SQLite. Each answer weighs about how many markets, events
 * or ids it holds, so a few huge answers cannot hold much memory; an answer heavier than the
 * whole budget is served but not kept. Cached answers are shared and never mutated.
 */
export class AnswerCache<Answer> {
  private version = '';
  private readonly answers: LRUCache<string, { answer: Answer }>;

  constructor(
    maxWeight: number,
    weightOf: (answer: Answer) => number = () => 1,
    maxEntries = 10_000,
  ) {
    this.answers = new LRUCache({
      max: maxEntries,
      maxSize: maxWeight,
      sizeCalculation: (entry) => Math.max(1, weightOf(entry.answer)),
    });
  }

  get(version: string, key: string, compute: () => Answer): Answer {
    if (version !== this.version) {
      this.answers.clear();
      this.version = version;
    }
    const hit = this.answers.get(key);
    if (hit) return hit.answer;
    const answer = compute();
    this.answers.set(key, { answer });
    return answer;
  }
}
