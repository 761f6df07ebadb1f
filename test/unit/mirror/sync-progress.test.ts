import { describe, expect, it } from 'vitest';
import type { MirrorSyncStatus } from '../../../server/contract/index.js';
import { outcomeLine, progressLine } from '../../../server/cli/sync-progress.js';

const status = (fields: Partial<MirrorSyncStatus>): MirrorSyncStatus => ({
  state: 'syncing',
  kind: 'full',
  phase: 'events',
  done: 0,
  total: null,
  startedAt: null,
  finishedAt: null,
  lastFullSyncAt: null,
  nextSyncAt: null,
  markets: 0,
  events: 0,
  error: null,
  failures: 0,
  ...fields,
});

describe('sync progress lines', () => {
  it('draws a bar when the phase has a known size, a count otherwise', () => {
    expect(
      progressLine(status({ done: 1_500, total: 6_000, markets: 4_500, events: 1_500 }), true),
    ).toBe(
      'full sync: events [######..................] 1,500/6,000 (25 %) · 4,500 markets, 1,500 events',
    );
    expect(progressLine(status({ done: 1_500, total: 6_000 }), false)).toBe(
      'full sync: events 1,500/6,000 (25 %) · 0 markets, 0 events',
    );
    expect(progressLine(status({ phase: 'tags', done: 120 }), true)).toBe(
      'full sync: tags 120 · 0 markets, 0 events',
    );
  });

  it('ends with the outcome', () => {
    expect(outcomeLine(status({ state: 'idle', kind: 'incremental', markets: 3 }), 1.25)).toBe(
      'incremental sync done in 1.3 s: 3 markets, 0 events',
    );
    expect(outcomeLine(status({ state: 'failed', error: 'upstream unreachable' }), 1)).toBe(
      'sync failed: upstream unreachable',
    );
  });
});
