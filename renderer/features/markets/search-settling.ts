/**
 * Whether the list does not yet answer what is typed: the debounce has not caught up, or the
 * results shown are the previous query's kept as placeholder. The list is dimmed and Enter
 * waits meanwhile.
 */
export function isSearchSettling(
  typed: string,
  debounced: string,
  showingPlaceholder: boolean,
): boolean {
  const query = typed.trim();
  if (query !== debounced.trim()) return true;
  return query.length > 0 && showingPlaceholder;
}
