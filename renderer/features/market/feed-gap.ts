import { formatClock } from '../../lib/stale-since.js';

/** What the ladder says while the service resyncs a feed that skipped updates. */
export const feedGapNote = (since: number): string =>
  `The venue's feed skipped updates at ${formatClock(since)}: resyncing this book…`;
