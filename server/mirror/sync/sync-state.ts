import type { Database } from '../../storage/index.js';

/** Where an unfinished full pass stands; committed with each page it follows. */
export interface FullPassState {
  pass: number;
  phase: 'watermarks' | 'tags' | 'series' | 'sports' | 'events' | 'deletions';
  /** The next page: an offset (tags, series) or the upstream's keyset cursor (events). */
  offset: number;
  cursor: string | null;
  /**
   * Which of the events' two keyset lists the events phase reads: the open events
   * (`closed=false`), then the closed ones (`closed=true`).
   */
  closed: boolean;
  /** Newest `updatedAt` upstream when the pass began: where incremental syncs take over. */
  watermarks: Watermarks | null;
  /** Items of the current phase written so far. */
  done: number;
  /** Events the events phase listed, once it is over. */
  listedEvents: number | null;
}

/** Newest upstream `updatedAt` (ms) of markets and events already synced. */
export interface Watermarks {
  markets: number;
  events: number;
}

export interface SyncRecord {
  /** The last full pass that finished (0: none yet). */
  lastPass: number;
  lastFullSyncAt: string | null;
  watermarks: Watermarks | null;
  /** Events the last full pass listed: the size of the next one's events phase. */
  lastFullEvents: number | null;
}

const EMPTY_RECORD: SyncRecord = {
  lastPass: 0,
  lastFullSyncAt: null,
  watermarks: null,
  lastFullEvents: null,
};

/** The sync's progress in mirror_sync_state (JSON values by key). */
export function createSyncState(db: Database) {
  const read = db
    .prepare<[string], string>('SELECT value FROM mirror_sync_state WHERE key = ?')
    .pluck();
  const write = db.prepare(
    `INSERT INTO mirror_sync_state (key, value) VALUES (?, ?)
     ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
  );
  const clear = db.prepare('DELETE FROM mirror_sync_state WHERE key = ?');
  const get = <T>(key: string): T | null => {
    const value = read.get(key);
    return value === undefined ? null : (JSON.parse(value) as T);
  };
  const put = (key: string, value: unknown): void => void write.run(key, JSON.stringify(value));
  return {
    record: (): SyncRecord => ({ ...EMPTY_RECORD, ...get<Partial<SyncRecord>>('record') }),
    saveRecord: (record: SyncRecord): void => put('record', record),
    fullPass(): FullPassState | null {
      const state = get<Omit<FullPassState, 'closed'> & { closed?: boolean }>('full');
      // A pass saved before the events phase read two lists was reading the open one.
      return state && { ...state, closed: state.closed ?? false };
    },
    saveFullPass: (state: FullPassState): void => put('full', state),
    endFullPass: (): void => void clear.run('full'),
  };
}

export type SyncState = ReturnType<typeof createSyncState>;
