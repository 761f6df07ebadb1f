import { describe, expect, it, vi } from 'vitest';
import { watchStorage } from '../../../server/host/storage-watch.js';

const sqliteError = (code: string) => Object.assign(new Error('disk I/O error'), { code });

describe('the storage watch', () => {
  it('stops the service once after three disk failures within ten seconds, saying why', () => {
    let clock = 0;
    const stop = vi.fn();
    const saw = watchStorage(stop, () => clock);
    saw(sqliteError('SQLITE_IOERR_WRITE'));
    clock += 9_000;
    saw(new Error('a bug, not the disk'));
    saw(sqliteError('SQLITE_FULL'));
    saw(sqliteError('SQLITE_IOERR_SHMOPEN'));
    expect(stop).not.toHaveBeenCalled();
    clock += 500;
    saw(sqliteError('SQLITE_READONLY'));
    expect(stop).toHaveBeenCalledExactlyOnceWith(
      'the disk of the data dir failed 3 times in 10 s (last: SQLITE_READONLY: disk I/O error); ' +
        'nothing acknowledged was lost',
    );
    saw(sqliteError('SQLITE_IOERR'));
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('lets failures spread out over more than ten seconds pass', () => {
    let clock = 0;
    const stop = vi.fn();
    const saw = watchStorage(stop, () => clock);
    for (let failure = 0; failure < 10; failure += 1) {
      saw(sqliteError('SQLITE_IOERR_WRITE'));
      clock += 5_001;
    }
    expect(stop).not.toHaveBeenCalled();
  });
});
