import type { SlotList } from './hits.js';

/** The best of a list of slots by some order, and how many slots passed the filter. */
export interface TopK {
  /** At most `k` slots, in `compare` order. */
  top: number[];
  count: number;
}

/**
 * The first `k` slots of `slots` that pass `keep`, in `compare` order: a bounded heap of the
 * best `k` seen, so a type-ahead page of a query matching most of the catalog costs no sort
 * of every match (and no copy of them).
 */
export function topK(
  slots: SlotList,
  k: number,
  compare: (a: number, b: number) => number,
  keep: (slot: number) => boolean,
): TopK {
  const { items, length } = slots;
  if (k * 8 >= length) {
    const kept = slots.filter(keep);
    return { top: kept.sort(compare).slice(0, Math.max(0, k)), count: kept.length };
  }
  // A max-heap by `compare`: its root is the worst of the best k so far.
  const heap: number[] = [];
  const swap = (i: number, j: number) => {
    const slot = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = slot;
  };
  let count = 0;
  for (let at = 0; at < length; at++) {
    const slot = items[at]!;
    if (!keep(slot)) continue;
    count++;
    if (heap.length < k) {
      heap.push(slot);
      for (let child = heap.length - 1; child > 0;) {
        const parent = (child - 1) >> 1;
        if (compare(heap[child]!, heap[parent]!) <= 0) break;
        swap(child, parent);
        child = parent;
      }
    } else if (compare(slot, heap[0]!) < 0) {
      heap[0] = slot;
      for (let parent = 0; ;) {
        const left = 2 * parent + 1;
        let worst = parent;
        if (left < k && compare(heap[left]!, heap[worst]!) > 0) worst = left;
        if (left + 1 < k && compare(heap[left + 1]!, heap[worst]!) > 0) worst = left + 1;
        if (worst === parent) break;
        swap(parent, worst);
        parent = worst;
      }
    }
  }
  return { top: heap.sort(compare), count };
}
