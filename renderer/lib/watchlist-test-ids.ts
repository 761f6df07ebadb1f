/**
 * The `data-testid` of the watchlists' elements, beside test-ids.ts and used the same way: by
 * the components and by test/e2e, so a renamed id fails the typecheck.
 */
export const watchlistTestIds = {
  /** A market's star (`data-starred`: in any list): the list rows and the market page. */
  star: 'watchlist-star',
  /** The star's menu of lists (right-click or long-press), each entry `data-list-id`. */
  starMenu: 'watchlist-star-menu',
  starMenuList: 'watchlist-star-menu-list',
  /** The markets panel's switch between the catalog (`markets`) and the watchlists. */
  viewTab: 'markets-view-tab',
  view: 'watchlist-view',
  /** A list's tab (`data-list-id`, `aria-selected`), the new-list, rename and delete controls. */
  listTab: 'watchlist-tab',
  newList: 'watchlist-new',
  listName: 'watchlist-name-input',
  renameList: 'watchlist-rename',
  deleteList: 'watchlist-delete',
  confirmDelete: 'watchlist-delete-confirm',
  /** A market of the list shown (`data-condition-id`), its figures and its remove button. */
  row: 'watchlist-row',
  rowPrice: 'watchlist-row-price',
  rowSpread: 'watchlist-row-spread',
  rowChange: 'watchlist-row-change',
  rowVolume: 'watchlist-row-volume',
  removeMarket: 'watchlist-remove',
} as const;
