import { DEAD, DocSet } from './doc-set.js';
import { BestWeights, SlotList, SlotMarks, WordSums, type WeightSink } from './hits.js';

/** The fields of an event's document: field i is bit i of a posting's field bits. */
export const EVENT_FIELDS = ['title', 'ticker', 'description', 'tags'] as const;
/** The fields of a market's own document; its event's title and tags come from the event. */
export const MARKET_FIELDS = ['question', 'outcomes', 'groupTitle'] as const;

/** For each combination of field bits, the highest weight among those fields (0: none). */
function weightTable<Field extends string>(
  fields: readonly Field[],
  weights: Partial<Record<Field, number>>,
): Uint8Array {
  const table = new Uint8Array(1 << fields.length);
  for (let bits = 1; bits < table.length; bits++) {
    const held = fields.filter((_, index) => (bits & (1 << index)) !== 0);
    table[bits] = Math.max(...held.map((field) => weights[field] ?? 0));
  }
  return table;
}

// The weights of the full-text ranking this replaces (bm25 in migration 006): a title or a
// question over an outcome or a group title over a tag or a description.
/** An event's own text (not its tags: those are the markets'). */
const EVENT_OWN = weightTable(EVENT_FIELDS, { title: 10, ticker: 5, description: 1 });
/** What each market of an event holds of it. */
const EVENT_CONTEXT = weightTable(EVENT_FIELDS, { title: 10, tags: 2 });
const MARKET_OWN = weightTable(MARKET_FIELDS, { question: 10, outcomes: 5, groupTitle: 5 });

/** Matching documents of one query, valid until the next query of the index. */
export interface Matches {
  slots: SlotList;
  score(slot: number): number;
}

/** Matching events: each slot's score by its own text and by its best market (0: none). */
export interface EventMatches {
  slots: SlotList;
  own(slot: number): number;
  market(slot: number): number;
}

/**
 * The catalog's words in memory: events (title, ticker, description, tags) and markets
 * (question, outcomes, group title, and through their event its title and tags). A query word
 * matches the words it starts with; a document matches when it matches every query word, and
 * scores the sum over them of the best weight of a field holding the word, doubled when the
 * word is whole: documents alike in where they hold the words tie, and volume decides.
 * Volumes and states change in place, so trades cost no rebuild.
 */
export class CatalogIndex {
  readonly events = new DocSet();
  readonly markets = new DocSet();
  /** Markets by event slot, as built: `children` from `childOffsets[e]` to `[e + 1]`. */
  private childOffsets = new Uint32Array(1);
  private children = new Uint32Array(0);
  /** Markets that joined an event since the build. */
  private readonly joined = new Map<number, number[]>();
  /** Per query word: markets' own weights, and what events hand down to their markets. */
  private readonly own: BestWeights[] = [];
  private readonly inherited: BestWeights[] = [];
  private readonly marks = new SlotMarks();
  private readonly matched = new BestWeights();
  private readonly eventSlots = new SlotList();
  private readonly eventSums = new WordSums();
  private readonly bestMarkets = new BestWeights();

  /** Groups the built markets by event; later moves go through `joinEvent`. */
  setChildren(): void {
    const { parents, size } = this.markets;
    const offsets = new Uint32Array(this.events.size + 1);
    for (let market = 0; market < size; market++) {
      const parent = parents[market]!;
      if (parent >= 0) offsets[parent + 1] = offsets[parent + 1]! + 1;
    }
    for (let event = 0; event < this.events.size; event++) {
      offsets[event + 1] = offsets[event + 1]! + offsets[event]!;
    }
    const next = offsets.slice(0, this.events.size);
    const children = new Uint32Array(offsets[this.events.size]!);
    for (let market = 0; market < size; market++) {
      const parent = parents[market]!;
      if (parent >= 0) children[next[parent]!++] = market;
    }
    this.childOffsets = offsets;
    this.children = children;
  }

  joinEvent(market: number, event: number): void {
    const list = this.joined.get(event);
    if (list) list.push(market);
    else this.joined.set(event, [market]);
  }

  /** How many documents are kept apart from the postings (changed since the build). */
  changedCount(): number {
    return this.events.changed.size + this.markets.changed.size;
  }

  /**
   * For each word, the best weight of each market by its own text and of each event by what
   * its markets inherit (title, tags): `own[i]` and `inherited[i]` for `words[i]`. The same
   * pass over the events' postings may hand them to `alsoOwn`, as query word i.
   */
  private scoreWords(words: readonly string[], alsoOwn: WordSums | null = null): void {
    const { events, markets } = this;
    words.forEach((word, index) => {
      const own = (this.own[index] ??= new BestWeights());
      own.next(markets.size);
      markets.collect(word, { weights: MARKET_OWN, sink: own });
      const inherited = (this.inherited[index] ??= new BestWeights());
      inherited.next(events.size);
      if (alsoOwn) {
        alsoOwn.word = index;
        events.collect(
          word,
          { weights: EVENT_CONTEXT, sink: inherited },
          { weights: EVENT_OWN, sink: alsoOwn },
        );
      } else {
        events.collect(word, { weights: EVENT_CONTEXT, sink: inherited });
      }
    });
  }

  /** A market's score for the words scored last (0 when it misses one), given its event. */
  private marketScore(market: number, event: number, count: number): number {
    let total = 0;
    for (let index = 0; index < count; index++) {
      const inherited = event >= 0 ? this.inherited[index]!.get(event) : 0;
      const weight = Math.max(this.own[index]!.get(market), inherited);
      if (weight === 0) return 0;
      total += weight;
    }
    return total;
  }

  /** What an event's title and tags alone score for the words scored last (0: not all). */
  private inheritedScore(event: number, count: number): number {
    let total = 0;
    for (let index = 0; index < count; index++) {
      const weight = this.inherited[index]!.get(event);
      if (weight === 0) return 0;
      total += weight;
    }
    return total;
  }

  /**
   * Hands `sink` each market of `event` (not deleted, not moved away) with `weight`; without a
   * sink, stops at the first. Answers whether there was any.
   */
  private childrenTo(event: number, weight: number, sink: WeightSink | null): boolean {
    const { parents, flags } = this.markets;
    let found = false;
    const last = event + 1 < this.childOffsets.length ? this.childOffsets[event + 1]! : 0;
    for (let at = last > 0 ? this.childOffsets[event]! : 0; at < last; at++) {
      const market = this.children[at]!;
      if (parents[market] !== event || (flags[market]! & DEAD) !== 0) continue;
      if (!sink) return true;
      sink.take(market, weight);
      found = true;
    }
    for (const market of this.joined.get(event) ?? []) {
      if (parents[market] !== event || (flags[market]! & DEAD) !== 0) continue;
      if (!sink) return true;
      sink.take(market, weight);
      found = true;
    }
    return found;
  }

  /** The markets matching every word, by their own text or their event's title and tags. */
  matchMarkets(words: readonly string[]): Matches {
    const { matched } = this;
    const { parents } = this.markets;
    const count = words.length;
    matched.next(this.markets.size);
    if (count === 0) return { slots: matched.slots, score: () => 0 };
    this.scoreWords(words);
    for (let index = 0; index < count; index++) {
      const { items, length } = this.own[index]!.slots;
      for (let at = 0; at < length; at++) {
        const market = items[at]!;
        const score = this.marketScore(market, parents[market]!, count);
        if (score > 0) matched.take(market, score);
      }
    }
    // Markets that hold no word themselves score what they inherit (the others score more).
    const { items, length } = this.inherited[0]!.slots;
    for (let at = 0; at < length; at++) {
      const event = items[at]!;
      const score = this.inheritedScore(event, count);
      if (score > 0) this.childrenTo(event, score, matched);
    }
    return { slots: matched.slots, score: (slot) => matched.get(slot) };
  }

  /** Events matching every word by their own text, or through one of their markets. */
  matchEvents(words: readonly string[]): EventMatches {
    const { events, markets, eventSums, bestMarkets, marks } = this;
    const count = words.length;
    bestMarkets.next(events.size);
    eventSums.next(events.size);
    this.eventSlots.clear();
    if (count === 0) return { slots: this.eventSlots, own: () => 0, market: () => 0 };
    // The first word decides who may match by their own text: the rarest does least work.
    const ordered = [...words].sort((a, b) => events.cost(a) - events.cost(b));
    this.scoreWords(ordered, eventSums);
    marks.next(markets.size);
    for (let index = 0; index < count; index++) {
      const { items, length } = this.own[index]!.slots;
      for (let at = 0; at < length; at++) {
        const market = items[at]!;
        const event = markets.parents[market]!;
        if (event < 0 || !marks.mark(market)) continue;
        const score = this.marketScore(market, event, count);
        if (score > 0) bestMarkets.take(event, score);
      }
    }
    // Markets that hold no word themselves score what they inherit.
    const inherited = this.inherited[0]!.slots;
    for (let at = 0; at < inherited.length; at++) {
      const event = inherited.items[at]!;
      const score = this.inheritedScore(event, count);
      if (score > 0 && this.childrenTo(event, score, null)) bestMarkets.take(event, score);
    }
    const own = (slot: number) => eventSums.score(slot, count);
    const slots = this.eventSlots;
    slots.copy(bestMarkets.slots);
    const { items, length } = eventSums.slots;
    for (let at = 0; at < length; at++) {
      const event = items[at]!;
      if (own(event) > 0 && bestMarkets.get(event) === 0) slots.push(event);
    }
    return { slots, own, market: (slot) => bestMarkets.get(slot) };
  }
}
