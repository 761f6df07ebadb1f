// Every write site with a fault injected into its SQL: whatever SQLite rolls back, the engine's
// books, the ledger's and the order records' caches and the registries must roll back with it,
// and the same action must then succeed from the committed state.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLedger } from '../../../server/ledger/index.js';
import { createBackfill } from '../../../server/liquidity/backfill.js';
import { createOrderPruner } from '../../../server/liquidity/order-pruning.js';
import { createBookRegistry } from '../../../server/trading/books.js';
import { createOrderRecords } from '../../../server/trading/order-records.js';
import { conditionIdOf, tokenIdOf } from '../../support/catalog-fixture.js';
import { injectFaults, type Faults } from '../../support/faults.js';
import { startVenue, withAliceAndBob, type TestTrader, type Venue } from '../../support/venue.js';

const YES = tokenIdOf(204, 0);
const NO = tokenIdOf(204, 1);
const CONDITION = conditionIdOf(204);
const COMMIT = /^COMMIT$/;

let clock = Date.now();
let venue: Venue;
let faults: Faults;
let alice: TestTrader;
let bob: TestTrader;
beforeEach(async () => {
  clock = Date.now();
  ({ venue, alice, bob } = await withAliceAndBob(
    startVenue(
      () => clock,
      null,
      (db) => (faults = injectFaults(db)),
    ),
  ));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await venue.close();
});

const market = () => venue.catalog.tradingMarket(CONDITION)!;

const orderRow = (hash: string) =>
  venue.db
    .prepare('SELECT id, status, reserved_micros AS reserved FROM orders WHERE hash = ?')
    .get(hash) as { id: number; status: string; reserved: number } | undefined;

/** The engine still holds the order, whole, and SQLite has it LIVE. */
const expectResting = (hash: string, remainingMicros: number) => {
  const row = orderRow(hash);
  expect(row?.status).toBe('LIVE');
  expect(venue.trading.books.view(market()).get(row!.id)?.remainingMicros).toBe(remainingMicros);
};

const accounts = () =>
  venue.db
    .prepare(
      `SELECT id, collateral_micros AS collateral, reserved_micros AS reserved,
         coalesce((SELECT sum(o.reserved_micros) FROM orders o WHERE o.account_id = a.id
           AND o.status = 'LIVE' AND o.side = 'BUY'), 0) AS held
       FROM accounts a ORDER BY id`,
    )
    .all() as { id: number; collateral: number; reserved: number; held: number }[];

/** The book, the ledger's cache and SQLite tell the same story. */
const expectAgreement = () => {
  const fromSqlite = createBookRegistry(createOrderRecords(venue.db)).view(market());
  const live = venue.trading.books.view(market());
  expect(live.levels(0)).toEqual(fromSqlite.levels(0));
  expect(live.levels(1)).toEqual(fromSqlite.levels(1));
  const ledger = createLedger(venue.db);
  for (const row of accounts()) {
    expect(row.reserved).toBe(row.held);
    expect(ledger.account(row.id)).toMatchObject({
      collateralMicros: row.collateral,
      reservedMicros: row.reserved,
    });
  }
};

const collateral = (trader: TestTrader) =>
  createLedger(venue.db).findAccount(trader.address)?.collateralMicros;

const tradeCount = () =>
  (venue.db.prepare('SELECT count(*) AS n FROM trades').get() as { n: number }).n;

describe('a write whose SQL fails', () => {
  it('order: a fill whose COMMIT fails leaves the maker resting and no trade', async () => {
    const resting = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    faults.failOn(COMMIT);
    const failed = await bob.post({ tokenId: NO, side: 'BUY', price: 0.6, size: 5 });
    expect(faults.fired()).toBe(true);
    expect(failed.status).toBe(500);
    expectResting(resting.orderID, 10_000_000);
    expect(tradeCount()).toBe(0);
    expectAgreement();

    const taker = await bob.place({ tokenId: NO, side: 'BUY', price: 0.6, size: 5 });
    expect(taker.status).toBe('matched');
    expectResting(resting.orderID, 5_000_000);
    expectAgreement();
  });

  it('order: a fill failing on its second ledger write rolls back alone', async () => {
    const resting = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    faults.failOn(/^UPDATE accounts/, 2);
    const failed = await bob.post({ tokenId: NO, side: 'BUY', price: 0.6, size: 5 });
    expect(faults.fired()).toBe(true);
    expect(failed.status).toBe(500);
    expectResting(resting.orderID, 10_000_000);
    expectAgreement();
  });

  it('batch: POST /orders whose COMMIT fails leaves neither order behind', async () => {
    const resting = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    const bodies = [
      await bob.sign({ tokenId: NO, side: 'BUY', price: 0.6, size: 5 }),
      await bob.sign({ tokenId: NO, side: 'BUY', price: 0.3, size: 5 }),
    ];
    faults.failOn(COMMIT);
    const failed = await bob.request('POST', '/orders', bodies);
    expect(failed.statusCode).toBe(500);
    expectResting(resting.orderID, 10_000_000);
    expect(venue.db.prepare('SELECT count(*) AS n FROM orders').get()).toEqual({ n: 1 });
    expectAgreement();
  });

  it('cancel: a failed order update leaves the order resting and its funds reserved', async () => {
    const resting = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    faults.failOn(/^UPDATE orders/);
    const failed = await alice.request('DELETE', '/order', { orderID: resting.orderID });
    expect(failed.statusCode).toBe(500);
    expectResting(resting.orderID, 10_000_000);
    expect(orderRow(resting.orderID)?.reserved).toBe(4_000_000);
    expectAgreement();

    const cancel = await alice.request('DELETE', '/order', { orderID: resting.orderID });
    expect(cancel.json()).toEqual({ canceled: [resting.orderID], not_canceled: {} });
    expectAgreement();
  });

  it('cancel: a failed COMMIT leaves the order resting', async () => {
    const resting = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    faults.failOn(COMMIT);
    const failed = await alice.request('DELETE', '/order', { orderID: resting.orderID });
    expect(failed.statusCode).toBe(500);
    expectResting(resting.orderID, 10_000_000);
    expectAgreement();
    // The order can still trade: the book holds it again.
    await bob.place({ tokenId: NO, side: 'BUY', price: 0.6, size: 10 });
    expect(orderRow(resting.orderID)?.status).toBe('MATCHED');
    expectAgreement();
  });

  it('cancel-all: a failed COMMIT leaves every order resting', async () => {
    const first = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    const second = await alice.place({ tokenId: NO, side: 'BUY', price: 0.3, size: 5 });
    faults.failOn(COMMIT);
    const failed = await alice.request('DELETE', '/cancel-all');
    expect(failed.statusCode).toBe(500);
    expectResting(first.orderID, 10_000_000);
    expectResting(second.orderID, 5_000_000);
    expectAgreement();
    const all = await alice.request('DELETE', '/cancel-all');
    expect(all.json().canceled).toHaveLength(2);
    expectAgreement();
  });

  it('expiry: a sweep whose COMMIT fails leaves the order to expire on the next sweep', async () => {
    const expiration = Math.floor(clock / 1000) + 120;
    const gtd = { orderType: 'GTD', expiration } as const;
    const resting = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10, ...gtd });
    faults.failOn(COMMIT);
    venue.trading.sweep(expiration * 1000);
    await expect(venue.trading.committed()).rejects.toThrow(/injected fault/);
    expect(orderRow(resting.orderID)).toMatchObject({ status: 'LIVE', reserved: 4_000_000 });
    expectAgreement();

    venue.trading.sweep(expiration * 1000);
    await venue.trading.committed();
    expect(orderRow(resting.orderID)).toMatchObject({ status: 'CANCELED', reserved: 0 });
    expectAgreement();
  });

  it('expiry: a cancel failing in the sweep leaves the order and the sweep goes on', async () => {
    const expiration = Math.floor(clock / 1000) + 120;
    const gtd = { orderType: 'GTD', expiration } as const;
    const resting = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10, ...gtd });
    faults.failOn(/^UPDATE orders/);
    venue.trading.sweep(expiration * 1000);
    expect(faults.fired()).toBe(true);
    expectResting(resting.orderID, 10_000_000);
    expectAgreement();
  });

  it('heartbeat expiry: a failed COMMIT keeps the chain and the orders', async () => {
    const resting = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    const first = await alice.request('POST', '/v1/heartbeats', { heartbeat_id: '' });
    const chainId = first.json().heartbeat_id as string;
    faults.failOn(COMMIT);
    venue.trading.sweep(Date.now() + 60_000);
    await expect(venue.trading.committed()).rejects.toThrow(/injected fault/);
    expectResting(resting.orderID, 10_000_000);
    expectAgreement();
    const again = await alice.request('POST', '/v1/heartbeats', { heartbeat_id: chainId });
    expect(again.statusCode).toBe(200);

    venue.trading.sweep(Date.now() + 60_000);
    await venue.trading.committed();
    expect(orderRow(resting.orderID)?.status).toBe('CANCELED');
    expectAgreement();
  });

  it('resolution: a failed COMMIT leaves the market open and its orders resting', async () => {
    const resting = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    faults.failOn(COMMIT);
    venue.trading.venue.resolve(CONDITION, 0);
    await expect(venue.trading.committed()).rejects.toThrow(/injected fault/);
    expect(market().winningOutcomeIndex).toBeNull();
    expectResting(resting.orderID, 10_000_000);
    expectAgreement();

    const resolved = venue.trading.venue.resolve(CONDITION, 0);
    expect(resolved.cancelledOrders).toBe(1);
    await venue.trading.committed();
    expect(collateral(alice)).toBe(100_000_000);
  });

  it('faucet: a failed COMMIT leaves the balance as it was', async () => {
    faults.failOn(COMMIT);
    venue.trading.venue.faucet(alice.address, 5_000_000);
    await expect(venue.trading.committed()).rejects.toThrow(/injected fault/);
    expect(collateral(alice)).toBe(100_000_000);
    expectAgreement();
    venue.trading.venue.faucet(alice.address, 5_000_000);
    await venue.trading.committed();
    expect(collateral(alice)).toBe(105_000_000);
  });

  it('funder: a failed COMMIT leaves the funder registry as it was', async () => {
    const proxy = '0x' + '7a'.repeat(20);
    venue.trading.venue.registerFunder(alice.address, proxy, 1);
    await venue.trading.committed();
    faults.failOn(COMMIT);
    venue.trading.venue.registerFunder(alice.address, proxy, 2);
    await expect(venue.trading.committed()).rejects.toThrow(/injected fault/);
    expect(venue.auth.funders.controls(alice.address, proxy, 1)).toBe(true);
    expect(venue.auth.funders.controls(alice.address, proxy, 2)).toBe(false);
    const fresh = '0x' + '7b'.repeat(20);
    faults.failOn(COMMIT);
    venue.trading.venue.registerFunder(alice.address, fresh, 1);
    await expect(venue.trading.committed()).rejects.toThrow(/injected fault/);
    expect(venue.auth.funders.fundersOf(alice.address, 1)).toEqual([proxy.toLowerCase()]);
  });

  it('tick size: a failed COMMIT keeps the old tick and the book', async () => {
    const resting = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    const before = market().tickTicks;
    faults.failOn(COMMIT);
    venue.trading.venue.setTickSize(CONDITION, 10);
    await expect(venue.trading.committed()).rejects.toThrow(/injected fault/);
    expect(market().tickTicks).toBe(before);
    expectResting(resting.orderID, 10_000_000);
    expectAgreement();
  });

  it('revoke: listeners hear of a revoked key only once its delete is committed', async () => {
    const heard = vi.fn();
    venue.auth.credentials.onRevoked(heard);
    faults.failOn(COMMIT);
    // The faucet opens a batch: the revoke's delete joins it and fails with its COMMIT.
    venue.trading.venue.faucet(bob.address, 1_000_000);
    expect(venue.auth.credentials.revoke(alice.creds.apiKey)).toBe(true);
    await expect(venue.trading.committed()).rejects.toThrow(/injected fault/);
    expect(heard).not.toHaveBeenCalled();
    expect(venue.auth.credentials.lookup(alice.creds.apiKey)).toBeDefined();

    venue.trading.venue.faucet(bob.address, 1_000_000);
    venue.auth.credentials.revoke(alice.creds.apiKey);
    await venue.trading.committed();
    expect(heard).toHaveBeenCalledWith(alice.creds.apiKey);
  });

  it("pruner: a failed COMMIT keeps the canceled quotes in the pruner's queue", async () => {
    const owner = alice.address.toLowerCase();
    const pruner = createOrderPruner(venue.db, [owner], clock, 0);
    const quote = await alice.place({ tokenId: YES, side: 'BUY', price: 0.4, size: 10 });
    await alice.place({ tokenId: YES, side: 'BUY', price: 0.3, size: 10 });
    await alice.request('DELETE', '/order', { orderID: quote.orderID });
    pruner.canceled(owner, [quote.orderID], clock);
    faults.failOn(COMMIT);
    // Inside the service's open batch the prune is a savepoint that the batch's COMMIT ends.
    venue.trading.venue.faucet(bob.address, 1_000_000);
    expect(pruner.prune(clock)).toBe(1);
    await expect(venue.trading.committed()).rejects.toThrow(/injected fault/);
    expect(orderRow(quote.orderID)?.status).toBe('CANCELED');

    expect(pruner.prune(clock)).toBe(1);
    expect(orderRow(quote.orderID)).toBeUndefined();
  });

  it('backfill: a step whose COMMIT fails is written again by the next step', async () => {
    const markets = [204, 205].map((marketId) => ({
      marketId,
      tokens: [{ tokenId: tokenIdOf(marketId, 0) }, { tokenId: tokenIdOf(marketId, 1) }] as const,
      startFair: 0.5,
      tickTicks: 100,
    }));
    const points = (marketId: number) =>
      venue.db
        .prepare('SELECT count(*) AS n FROM price_backfill WHERE token_id = ?')
        .get(tokenIdOf(marketId, 0)) as { n: number };
    const backfill = createBackfill(venue.db, markets, clock, 1, 1)!;
    faults.failOn(COMMIT);
    venue.trading.venue.faucet(bob.address, 1_000_000);
    expect(backfill.step()).toBe(false);
    await expect(venue.trading.committed()).rejects.toThrow(/injected fault/);
    expect(points(204).n).toBe(0);

    expect([backfill.step(), backfill.step()]).toEqual([false, true]);
    expect(points(204).n).toBeGreaterThan(0);
    expect(points(205).n).toBeGreaterThan(0);
  });
});
