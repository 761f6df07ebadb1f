/**
 * Answers of one catalog version, least recently used first out: a new version empties it.
 * Terminals poll the same pages and markets over and over; between catalog writes those
 * answers are served without touching SQLite. Each answer weighs about how many markets or
 * events it holds, so a few huge pages cannot hold much memory; an answer heavier than the
 * whole budget is served but not kept. Cached answers are shared and never mutated.
 */
export class AnswerCache<Answer> {
  private version = '';
  private readonly answers = new Map<string, { answer: Answer; weight: number }>();
  private totalWeight = 0;

  constructor(
    private readonly maxWeight: number,
    private readonly weightOf: (answer: Answer) => number = () => 1,
  ) {}

  get(version: string, key: string, compute: () => Answer): Answer {
    if (version !== this.version) {
      this.answers.clear();
      this.totalWeight = 0;
      this.version = version;
    }
    const hit = this.answers.get(key);
    if (hit) {
      this.answers.delete(key);
      this.answers.set(key, hit);
      return hit.answer;
    }
    const answer = compute();
    const weight = Math.max(1, this.weightOf(answer));
    if (weight <= this.maxWeight) {
      this.answers.set(key, { answer, weight });
      this.totalWeight += weight;
      for (const [oldKey, old] of this.answers) {
        if (this.totalWeight <= this.maxWeight) break;
        this.answers.delete(oldKey);
        this.totalWeight -= old.weight;
      }
    }
    return answer;
  }
}
