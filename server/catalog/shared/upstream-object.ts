/**
 * A mirror's catalog object, parsed from the JSON text its upstream sent (docs/mirror.md, "What
 * the mirror copies"). Its type is the contract's: the venue's objects carry those fields, may
 * lack some and carry more, and are served as they came.
 */
export const upstreamObject = <T>(text: string): T => JSON.parse(text) as T;

/** The object without the given keys, the others in their order. */
export function withoutKeys<T extends object>(object: T, keys: readonly string[]): T {
  const copy = { ...object } as Record<string, unknown>;
  for (const key of keys) delete copy[key];
  return copy as T;
}
