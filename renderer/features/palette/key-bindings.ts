import { createExternalStore, useExternalStore } from '../../lib/external-store.js';
import {
  bindingLabel,
  defaultBindings,
  sameBinding,
  shortcuts,
  type Binding,
  type Bindings,
  type ShortcutId,
} from './shortcuts.js';

/** The keys the trader rebound, kept across launches like the other renderer settings. */
const STORAGE_KEY = 'marketdesk.shortcuts';

type Overrides = Partial<Record<ShortcutId, Binding>>;

const remappable = new Set(shortcuts.filter((item) => item.remappable).map((item) => item.id));

const isBinding = (value: unknown): value is Binding => {
  if (typeof value !== 'object' || value === null) return false;
  const { key, shift, mod } = value as Record<string, unknown>;
  return (
    typeof key === 'string' &&
    key.length > 0 &&
    (shift === undefined || typeof shift === 'boolean') &&
    (mod === undefined || typeof mod === 'boolean')
  );
};

/** Stored changes, each checked: an unknown id or a broken key is dropped. */
export function parseOverrides(stored: unknown): Overrides {
  if (typeof stored !== 'object' || stored === null) return {};
  const overrides: Overrides = {};
  for (const [id, binding] of Object.entries(stored)) {
    if (remappable.has(id as ShortcutId) && isBinding(binding)) {
      overrides[id as ShortcutId] = { key: binding.key, shift: binding.shift, mod: binding.mod };
    }
  }
  return overrides;
}

/** The registry's bindings with the changes over them. */
export function applyOverrides(overrides: Overrides): Bindings {
  const bindings = new Map(defaultBindings);
  for (const [id, binding] of Object.entries(overrides)) bindings.set(id as ShortcutId, binding);
  return bindings;
}

function readStored(): Overrides {
  try {
    return parseOverrides(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'));
  } catch {
    return {};
  }
}

const initial = readStored();
const store = createExternalStore<{ overrides: Overrides; bindings: Bindings }>({
  overrides: initial,
  bindings: applyOverrides(initial),
});

function save(overrides: Overrides): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(overrides));
  } catch {
    // Storage may be unavailable (private mode); the keys then last for this page only.
  }
  store.set({ overrides, bindings: applyOverrides(overrides) });
}

export const getBindings = (): Bindings => store.get().bindings;
export const useBindings = (): Bindings => useExternalStore(store).bindings;

/** Why `binding` cannot be given to `id` with the current `bindings`, or null. */
export function rebindProblem(id: ShortcutId, binding: Binding, bindings: Bindings): string | null {
  if (!remappable.has(id)) return 'This key cannot be changed';
  if (binding.mod) return 'Ctrl and ⌘ chords belong to the browser and the palette';
  if (binding.key === 'Escape') return 'Esc always closes and disarms';
  for (const [other, used] of bindings) {
    if (other !== id && sameBinding(used, binding)) {
      const taken = shortcuts.find((item) => item.id === other)!;
      return `${bindingLabel(binding)} is already “${taken.description}”`;
    }
  }
  return null;
}

/** Binds `id` to `binding`; answers why not when it cannot be. */
export function rebind(id: ShortcutId, binding: Binding): string | null {
  const problem = rebindProblem(id, binding, getBindings());
  if (problem) return problem;
  save({ ...store.get().overrides, [id]: binding });
  return null;
}

/** Every key back to the registry's. */
export const resetBindings = (): void => save({});
