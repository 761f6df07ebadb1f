import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../../server/storage/index.js';
import { createGroupCommit, type GroupCommit } from '../../../server/trading/group-commit.js';
import { createVenueJournal, type VenueEvent } from '../../../server/trading/venue-events.js';

let db: Database;
let commits: GroupCommit;
let published: number[][];
let write: (n: number) => void;
const cache = { forgetCached: vi.fn() };
beforeEach(() => {
  cache.forgetCached.mockClear();
  db = openDatabase(':memory:');
  db.exec('CREATE TABLE writes (n INTEGER NOT NULL)');
  const journal = createVenueJournal();
  published = [];
  journal.subscribe((events) => published.push(events.map((event) => event.atMs)));
  commits = createGroupCommit(db, journal, () => undefined, [cache]);
  write = (n) =>
    commits.run(() => {
      db.prepare('INSERT INTO writes (n) VALUES (?)').run(n);
      journal.emit({ kind: 'market_resolved', atMs: n } as unknown as VenueEvent);
    });
});
afterEach(() => {
  commits.close();
  db.close();
});

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('commits the writes of one turn together, on the next turn', async () => {
    write(1);
    write(2);
    expect(published).toEqual([]);
    await commits.committed();
    expect(published).toEqual([[1, 2]]);
  });

  it('rolls a failing request back alone and drops the write-through caches', async () => {
    write(1);
    expect(() =>
      commits.run(() => {
        write(2);
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(cache.forgetCached).toHaveBeenCalledTimes(1);
    write(3);
    await commits.committed();
    await nextTurn();
    write(4);
    await commits.committed();
    expect(published).toEqual([[1, 3], [4]]);
    const rows = db.prepare('SELECT n FROM writes ORDER BY n').all();
    expect(rows).toEqual([{ n: 1 }, { n: 3 }, { n: 4 }]);
  });
});
