import { perfMarks } from '../../lib/test-ids.js';

/**
 * The ladder records a User Timing measure per painted batch; the browser keeps every one
 * until cleared, so on a live market they would grow the heap without bound. Readers (the UI
 * bench) take them in windows far smaller than this.
 */
const MAX_RETAINED = 5_000;
let recorded = 0;

export function recordLadderPaint(start: number, end: number): void {
  performance.measure(perfMarks.ladderPaint, { start, end });
  recorded += 1;
  if (recorded >= MAX_RETAINED) {
    performance.clearMeasures(perfMarks.ladderPaint);
    recorded = 0;
  }
}
