import { describe, expect, it } from 'vitest';
import type { MirrorStatus } from '../../../../../server/contract/index.js';
import {
  IDLE_POLL_MS,
  lastSync,
  pollInterval,
  SYNC_POLL_MS,
  syncProgress,
  upstreamView,
} from '../../../../../renderer/features/status/mirror-view.js';

const upstream = { catalog: 'http://a:1', data: 'http://a:1', clob: 'http://a:1' };
type Sync = NonNullable<MirrorStatus['sync']>;

function mirror(sync: Partial<Sync> = {}, online = true): MirrorStatus {
  return {
    mode: 'mirror',
    upstream,
    online,
    lastContactAt: null,
    lastError: online ? null : 'connect ECONNREFUSED',
    sync: {
      state: 'idle',
      kind: 'incremental',
      phase: null,
      done: 0,
      total: null,
      startedAt: null,
      finishedAt: '2026-01-01T00:00:00.000Z',
      lastFullSyncAt: null,
      nextSyncAt: null,
      markets: 10,
      events: 4,
      error: null,
      failures: 0,
      ...sync,
    },
  };
}

const local: MirrorStatus = {
  mode: 'local-venue',
  upstream: null,
  online: null,
  lastContactAt: null,
  lastError: null,
  sync: null,
};

describe('pollInterval', () => {
  it('polls often while syncing, seldom otherwise', () => {
    expect(pollInterval(mirror({ state: 'syncing' }))).toBe(SYNC_POLL_MS);
    expect(pollInterval(mirror())).toBe(IDLE_POLL_MS);
    expect(pollInterval(local)).toBe(IDLE_POLL_MS);
    expect(pollInterval(undefined)).toBe(IDLE_POLL_MS);
    expect(SYNC_POLL_MS).toBeLessThanOrEqual(2_000);
  });
});

describe('syncProgress', () => {
  it('names the kind and phase, with done/total and the fraction', () => {
    const status = mirror({
      state: 'syncing',
      kind: 'full',
      phase: 'events',
      done: 1200,
      total: 4800,
    });
    expect(syncProgress(status)).toEqual({
      label: 'Full sync · events 1,200 / 4,800',
      fraction: 0.25,
    });
  });

  it('has no fraction when the total is unknown, and clamps one past the end', () => {
    expect(syncProgress(mirror({ state: 'syncing', phase: 'tags', done: 7 }))).toEqual({
      label: 'Syncing · tags 7',
      fraction: null,
    });
    expect(syncProgress(mirror({ state: 'syncing', done: 12, total: 10 }))?.fraction).toBe(1);
    expect(syncProgress(mirror({ state: 'syncing' }))).toEqual({
      label: 'Syncing…',
      fraction: null,
    });
  });

  it('is null when no sync runs', () => {
    expect(syncProgress(mirror())).toBeNull();
    expect(syncProgress(local)).toBeNull();
  });
});

describe('upstreamView', () => {
  it('says online or offline with its reason, and nothing for the local venue', () => {
    expect(upstreamView(mirror())).toEqual({ word: 'Online', tone: 'up', title: 'a:1 answers' });
    expect(upstreamView(mirror({}, false))).toEqual({
      word: 'Offline',
      tone: 'down',
      title: 'a:1 does not answer: connect ECONNREFUSED',
    });
    expect(upstreamView(local)).toBeNull();
  });
});

describe('lastSync', () => {
  it('gives the end of the last run, and its error when it failed', () => {
    expect(lastSync(mirror())).toEqual({ at: '2026-01-01T00:00:00.000Z', failed: null });
    expect(lastSync(mirror({ state: 'failed', error: 'HTTP 500' }))).toEqual({
      at: '2026-01-01T00:00:00.000Z',
      failed: 'HTTP 500',
    });
    expect(lastSync(local)).toEqual({ at: null, failed: null });
  });
});
