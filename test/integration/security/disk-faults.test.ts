// A disk that will not take a write: the answer names the cause, nothing acknowledged is lost,
// and the same order goes through once the disk takes writes again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDispatcher } from '../../../server/rpc/index.js';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { injectFaults, InjectedFault, type Faults } from '../../support/faults.js';
import { startVenue, withAliceAndBob, type TestTrader, type Venue } from '../../support/venue.js';

const YES = tokenIdOf(204, 0);
// The order's own row: a full disk fails whichever write meets it first.
const ORDER_ROW = /^INSERT INTO orders /;

let venue: Venue;
let faults: Faults;
let alice: TestTrader;
beforeEach(async () => {
  ({ venue, alice } = await withAliceAndBob(
    startVenue(undefined, null, (db) => (faults = injectFaults(db))),
  ));
});
afterEach(async () => {
  await venue.close();
});

const orderCount = () =>
  (venue.db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n;

describe('an order when the disk will not take it', () => {
  it('is refused 507 naming a full disk, and goes through once space returns', async () => {
    faults.failOn(ORDER_ROW, 1, 'SQLITE_FULL');
    const refused = await alice.post({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    expect(faults.fired()).toBe(true);
    expect(refused).toEqual({
      status: 507,
      body: {
        error: 'the disk of the data dir is full: nothing was written; free some space and retry',
      },
    });
    expect(orderCount()).toBe(0);
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    expect(orderCount()).toBe(1);
  });

  it('is refused 503 naming an I/O error of the disk', async () => {
    faults.failOn(ORDER_ROW, 1, 'SQLITE_IOERR_WRITE');
    const refused = await alice.post({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    expect(refused.status).toBe(503);
    expect(refused.body.error).toBe(
      'the disk of the data dir failed (SQLITE_IOERR_WRITE): nothing was written; check the disk and restart the service',
    );
    expect(orderCount()).toBe(0);
  });
});

describe('the dispatcher', () => {
  it('reports the disk’s own error for the log before naming it to the caller', async () => {
    const report = vi.fn();
    const full = new InjectedFault('COMMIT', 'SQLITE_FULL');
    const dispatcher = createDispatcher({
      handlers: {
        'meta.time': () => {
          throw full;
        },
      },
      reportInternal: report,
    });
    await expect(
      dispatcher.dispatch('meta.time', {}, { transport: 'http', client: 'x' }),
    ).rejects.toMatchObject({ code: 'storage_full' });
    expect(report).toHaveBeenCalledWith(full, 'meta.time');
  });
});
