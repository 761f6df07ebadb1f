/**
 * The `data-testid` of the ladder board's and the depth chart's elements, beside test-ids.ts
 * and used the same way: by the components and by test/e2e, so a renamed id fails the typecheck.
 */
export const boardTestIds = {
  /** The board (`data-source`: event or pinned; `data-armed`). */
  board: 'ladder-board',
  /** The event page's and the market page's way to the board. */
  openBoard: 'open-board',
  closeBoard: 'close-board',
  /** The board's switch between the event's markets and the pinned ones (`data-source`). */
  boardSource: 'board-source',
  /**
   * One ladder of the board: `data-market-id`, `data-focused` ("true" on the one the keys act
   * on), `data-outcome` (the outcome index shown).
   */
  boardCell: 'board-cell',
  boardCellTitle: 'board-cell-title',
  /**
   * The count of ladders the board's view cuts on one side (`data-side`: before or after);
   * a click scrolls towards them. Absent while none is cut on that side.
   */
  boardMore: 'board-more',
  /** A board ladder's outcome switch (its label is the outcome shown). */
  boardOutcome: 'board-outcome',
  /** A market's pin (`aria-pressed`): the market page's ladder and each board ladder. */
  pin: 'board-pin',
  /** The depth chart's switch (`aria-pressed`) and the chart (its canvas has `data-levels`). */
  depthToggle: 'depth-toggle',
  depthChart: 'depth-chart',
  /** The tiny name of the script grant that placed the orders at a ladder marker. */
  markerGrant: 'marker-grant',
} as const;
