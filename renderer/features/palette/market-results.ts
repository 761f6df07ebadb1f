/** Market search starts at this many characters. */
export const MIN_SEARCH_LENGTH = 2;
/** Typing pauses this long before the palette asks the catalog (as the market search box). */
export const PALETTE_SEARCH_DEBOUNCE_MS = 200;

/**
 * Whether the market results on screen answer what is typed now: the debounced search has
 * caught up and the rows are not the previous query's kept as a placeholder. Enter opens a
 * market only then, never a row of an older query.
 */
export function resultsAreCurrent(typed: string, searched: string, placeholder: boolean): boolean {
  return typed.trim() === searched && !placeholder;
}
