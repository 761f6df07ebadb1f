import { perfMarks } from '../../lib/test-ids.js';

/**
 * The ladders record a User Timing measure per painted batch; the browser keeps every one
 * until cleared, so on live markets they would grow the heap without bound. Readers (the UI
 * bench) take and clear them; what they left is cleared once it reaches this many.
 */
const MAX_RETAINED = 5_000;
/** At least how many measures the browser holds (a reader's clear is found at the next check). */
let recorded = 0;

export function recordLadderPaint(start: number, end: number): void {
  performance.measure(perfMarks.ladderPaint, { start, end });
  recorded += 1;
  if (recorded < MAX_RETAINED) return;
  // A reader may have taken them meanwhile: count what is really held before dropping any.
  recorded = performance.getEntriesByName(perfMarks.ladderPaint, 'measure').length;
  if (recorded >= MAX_RETAINED) {
    performance.clearMeasures(perfMarks.ladderPaint);
    recorded = 0;
  }
}
