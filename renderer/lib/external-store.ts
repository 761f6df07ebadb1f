import { useSyncExternalStore } from 'react';

/** A minimal external store: immutable state, set by replacement, read with a hook. */
export interface ExternalStore<S> {
  get(): S;
  set(update: Partial<S> | ((state: S) => Partial<S>)): void;
  subscribe(listener: () => void): () => void;
}

export function createExternalStore<S extends object>(initial: S): ExternalStore<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useExternalStore<S extends object>(store: ExternalStore<S>): S {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * One part of a store's state: the component renders again only when that part changes.
 * `select` answers a field of the state, never a new object (which would always differ).
 */
export function useStorePart<S extends object, T>(
  store: ExternalStore<S>,
  select: (state: S) => T,
): T {
  const read = () => select(store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}
