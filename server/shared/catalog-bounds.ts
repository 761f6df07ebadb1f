/** The deepest page of a catalog listing (GET /markets, /events, ...). */
export const CATALOG_MAX_OFFSET = 1_000_000_000;

/**
 * The deepest page of the terminal's market type-ahead (catalog.searchMarkets): it pages through
 * its best matches, not the catalog, and a page past the offset costs a heap of offset + limit.
 */
export const MARKET_SEARCH_MAX_OFFSET = 10_000;
