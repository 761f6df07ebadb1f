/** The most ids one `grants.orderTags` call takes (its contract's maxItems). */
export const TAG_BATCH = 1000;

/**
 * An order the service names no grant for is asked about once more after this long: the list
 * may have shown it before the grant's record of it was written.
 */
export const RECHECK_MS = 3_000;

type Entry = { tag: string } | { tag: null; recheckAt: number | null };

/**
 * Which grant placed each order, as far as asked. An order's placer never changes, so an id is
 * asked once (an untagged one twice, `RECHECK_MS` apart), and a list that changes asks only for
 * its new ids. `version` changes with every answer recorded, for `useSyncExternalStore`.
 */
export interface OrderTagCache {
  /** The ids to ask about at `now`, each once, sorted. */
  unknown(ids: readonly string[], now: number): string[];
  /** Records an answer: the ids asked that it does not name were placed by no grant. */
  record(asked: readonly string[], tags: Readonly<Record<string, string>>, now: number): void;
  /** The grant's name, or undefined (no grant placed it, or not known yet). */
  tagOf(orderId: string): string | undefined;
  /** When the earliest untagged id of these is due to be asked again; null: none is. */
  nextRecheck(ids: readonly string[]): number | null;
  version(): number;
  subscribe(listener: () => void): () => void;
}

export function createOrderTagCache(): OrderTagCache {
  const known = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  let version = 0;
  const recheckAt = (id: string): number | null => {
    const entry = known.get(id);
    return entry && entry.tag === null ? entry.recheckAt : null;
  };
  return {
    unknown(ids, now) {
      return [...new Set(ids)]
        .filter((id) => {
          if (!known.has(id)) return true;
          const due = recheckAt(id);
          return due !== null && due <= now;
        })
        .sort();
    },
    record(asked, tags, now) {
      for (const id of asked) {
        const tag = tags[id];
        if (tag !== undefined) known.set(id, { tag });
        else known.set(id, { tag: null, recheckAt: known.has(id) ? null : now + RECHECK_MS });
      }
      version += 1;
      for (const listener of listeners) listener();
    },
    tagOf: (orderId) => known.get(orderId)?.tag ?? undefined,
    nextRecheck(ids) {
      const due = ids.map(recheckAt).filter((at): at is number => at !== null);
      return due.length > 0 ? Math.min(...due) : null;
    },
    version: () => version,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Splits ids into the batches one call each takes. */
export function batches<T>(items: readonly T[], size = TAG_BATCH): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    out.push(items.slice(start, start + size));
  }
  return out;
}
