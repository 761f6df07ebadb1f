import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, rollbackListenersOf, type Database } from '../../../server/storage/index.js';
import { createGroupCommit, type GroupCommit } from '../../../server/trading/group-commit.js';
import { createVenueJournal, type VenueEvent } from '../../../server/trading/venue-events.js';

let db: Database;
let commits: GroupCommit;
let published: number[][];
let write: (n: number) => void;
const undo = vi.fn();
beforeEach(() => {
  undo.mockClear();
  db = openDatabase(':memory:');
  db.exec('CREATE TABLE writes (n INTEGER NOT NULL)');
  const journal = createVenueJournal();
  published = [];
  journal.subscribe((events) => published.push(events.map((event) => event.atMs)));
  commits = createGroupCommit(db, journal);
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

  it('rolls a failing request back alone and runs its rollback listeners only', async () => {
    const kept = vi.fn();
    write(1);
    commits.run(() => commits.onRollback(kept));
    expect(() =>
      commits.run(() => {
        write(2);
        rollbackListenersOf(db).onRollback(undo);
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(undo).toHaveBeenCalledTimes(1);
    expect(kept).not.toHaveBeenCalled();
    write(3);
    await commits.committed();
    await nextTurn();
    write(4);
    await commits.committed();
    expect(published).toEqual([[1, 3], [4]]);
    const rows = db.prepare('SELECT n FROM writes ORDER BY n').all();
    expect(rows).toEqual([{ n: 1 }, { n: 3 }, { n: 4 }]);
  });

  it('undoes every request of a batch whose COMMIT fails, newest first, and publishes nothing', async () => {
    const undone: string[] = [];
    const told = vi.fn();
    // A deferred foreign key fails only at COMMIT.
    db.exec(`CREATE TABLE parent (id INTEGER PRIMARY KEY);
      CREATE TABLE child (parent INTEGER REFERENCES parent (id) DEFERRABLE INITIALLY DEFERRED)`);
    commits.run(
      () => {
        write(1);
        commits.onRollback(() => undone.push('first'));
        rollbackListenersOf(db).onCommit(told);
      },
      () => undone.push('engine of first'),
    );
    commits.run(() => {
      db.prepare('INSERT INTO child (parent) VALUES (42)').run();
      commits.onRollback(() => undone.push('second'));
    });
    await expect(commits.committed()).rejects.toThrow(/FOREIGN KEY/);
    expect(undone).toEqual(['second', 'first', 'engine of first']);
    expect(told).not.toHaveBeenCalled();
    expect(published).toEqual([]);
    expect(db.prepare('SELECT count(*) AS n FROM writes').get()).toEqual({ n: 0 });

    write(5);
    await commits.committed();
    expect(undone).toHaveLength(3);
    expect(published).toEqual([[5]]);
  });

  it('runs commit actions after the COMMIT and drops the undo actions', async () => {
    const undo2 = vi.fn();
    const told = vi.fn();
    commits.run(() => {
      write(1);
      commits.onRollback(undo2);
      rollbackListenersOf(db).onCommit(told);
    });
    expect(told).not.toHaveBeenCalled();
    await commits.committed();
    expect(told).toHaveBeenCalledTimes(1);
    expect(() =>
      commits.run(() => {
        throw new Error('later');
      }),
    ).toThrow('later');
    expect(undo2).not.toHaveBeenCalled();
  });
});
