/** A value made on first use and kept: for what costs at start-up and may not be needed yet. */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
