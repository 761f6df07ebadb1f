// The ledger's balances and positions and the open orders are kept in memory as written to
// SQLite. A request whose writes roll back after changing them must leave no trace there either.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { startVenue, withAliceAndBob, type TestTrader, type Venue } from '../../support/venue.js';

const YES = tokenIdOf(204, 0);
const NO = tokenIdOf(204, 1);

let venue: Venue;
let alice: TestTrader;
let bob: TestTrader;
beforeEach(async () => {
  ({ venue, alice, bob } = await withAliceAndBob(startVenue()));
});
afterEach(async () => {
  await venue.close();
});

const account = (trader: TestTrader) =>
  venue.db
    .prepare(
      'SELECT collateral_micros AS held, reserved_micros AS reserved FROM accounts WHERE address = ?',
    )
    .get(trader.address.toLowerCase());

const position = (trader: TestTrader, tokenId: string) =>
  venue.db
    .prepare(
      `SELECT p.size_micros AS size FROM positions p JOIN accounts a ON a.id = p.account_id
        WHERE a.address = ? AND p.token_id = ?`,
    )
    .get(trader.address.toLowerCase(), tokenId);

describe('a request whose writes roll back', () => {
  it('leaves balances, positions and open orders as SQLite holds them', async () => {
    const resting = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    // The fill below releases, spends and reserves before its trade row is refused.
    venue.db.exec(`CREATE TEMP TRIGGER refuse_trades BEFORE INSERT ON trades
      BEGIN SELECT RAISE(ABORT, 'refused by test'); END;`);
    const failed = await bob.post({ tokenId: NO, side: 'BUY', price: 0.6, size: 5 });
    expect(failed.status).toBe(500);
    venue.db.exec('DROP TRIGGER temp.refuse_trades');
    expect(account(alice)).toEqual({ held: 100_000_000, reserved: 4_000_000 });
    expect(account(bob)).toEqual({ held: 100_000_000, reserved: 0 });

    // The same fill again: it must start from what was committed, not from the undone attempt.
    const taker = await bob.place({ tokenId: NO, side: 'BUY', price: 0.6, size: 5 });
    expect(taker.status).toBe('matched');
    expect(account(alice)).toEqual({ held: 98_000_000, reserved: 2_000_000 });
    expect(account(bob)).toEqual({ held: 97_000_000, reserved: 0 });
    expect(position(alice, YES)).toEqual({ size: 5_000_000 });
    expect(position(bob, NO)).toEqual({ size: 5_000_000 });

    const cancel = await alice.request('DELETE', '/order', { orderID: resting.orderID });
    expect(cancel.json()).toEqual({ canceled: [resting.orderID], not_canceled: {} });
    expect(account(alice)).toEqual({ held: 98_000_000, reserved: 0 });
    const available = await alice.request(
      'GET',
      '/balance-allowance?asset_type=COLLATERAL&signature_type=0',
    );
    expect(available.json()).toMatchObject({ balance: '98000000' });
  });
});
