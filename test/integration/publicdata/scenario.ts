// Fills between test wallets on a clock that moves one second per step, so every fill has its
// own Unix second. The fixture markets 204 and 205 charge no fees; 206 charges takers.
import { expect } from 'vitest';
import { createCatalogWriter } from '../../../server/catalog/index.js';
import { conditionIdOf, tokenIdOf } from '../../support/catalog-fixture.js';
import { startVenue, TestTrader, type OrderParams, type Venue } from '../../support/venue.js';

/** 2025-06-01T00:00:00Z in Unix seconds: the scenario's step 0. */
export const T0 = 1_748_736_000;

export const yes = (marketId: number) => tokenIdOf(marketId, 0);
export const no = (marketId: number) => tokenIdOf(marketId, 1);
export const asset = (marketId: number, outcomeIndex: number) =>
  `${conditionIdOf(marketId)}:${outcomeIndex}`;

export interface Scenario {
  venue: Venue;
  alice: TestTrader;
  bob: TestTrader;
  carol: TestTrader;
  dave: TestTrader;
  /** Another funded wallet. */
  trader(seed: string, funds: number): Promise<TestTrader>;
  /** Moves the venue's clock to T0 + seconds. */
  at(seconds: number): void;
  get(url: string): Promise<{ status: number; body: unknown }>;
  /** GET that must answer 200 with an array. */
  list<T = Record<string, unknown>>(url: string): Promise<T[]>;
}

export async function startScenario(): Promise<Scenario> {
  let clock = T0 * 1000;
  const venue = await startVenue(() => clock);
  const traders: TestTrader[] = [];
  for (const seed of ['alice', 'bob', 'carol', 'dave']) {
    traders.push(await new TestTrader(venue, seed).init(100));
  }
  const [alice, bob, carol, dave] = traders;
  createCatalogWriter(venue.db).addProfile({
    address: alice!.address.toLowerCase(),
    proxyWallet: '0x' + 'ab'.repeat(20),
    name: 'alice-trades',
    pseudonym: 'Quiet-Heron',
    bio: 'Buys the dip.',
    profileImage: '/assets/icons/alice.svg',
    displayUsernamePublic: true,
    isMod: false,
    isCreator: false,
    createdAt: '2025-01-01T00:00:00.000Z',
  });
  const get = async (url: string) => {
    const response = await venue.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  return {
    venue,
    alice: alice!,
    bob: bob!,
    carol: carol!,
    dave: dave!,
    trader: (seed, funds) => new TestTrader(venue, seed).init(funds),
    at(seconds) {
      clock = (T0 + seconds) * 1000;
    },
    get,
    async list<T>(url: string) {
      const { status, body } = await get(url);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(Array.isArray(body)).toBe(true);
      return body as T[];
    },
  };
}

/**
 * The fills every public-data test starts from, newest last (taker / maker):
 * F1 T0+1 market 204: bob BUY No 5 @0.60 / alice BUY Yes 5 @0.40
 * F2 T0+2 market 204: carol BUY No 5 @0.60 / alice BUY Yes 5 @0.40
 * F3 T0+4 market 204: bob BUY Yes 5 @0.50 / alice SELL Yes 5 @0.50
 * F4 T0+6 market 205: alice BUY No 20 @0.70 / carol BUY Yes 20 @0.30
 */
export async function tradeBasicFills(s: Scenario): Promise<void> {
  const { alice, bob, carol } = s;
  const orders: [TestTrader, OrderParams][] = [
    [alice, { tokenId: yes(204), side: 'BUY', price: 0.4, size: 10 }],
    [bob, { tokenId: no(204), side: 'BUY', price: 0.6, size: 5 }],
    [carol, { tokenId: no(204), side: 'BUY', price: 0.6, size: 5 }],
    [alice, { tokenId: yes(204), side: 'SELL', price: 0.5, size: 5 }],
    [bob, { tokenId: yes(204), side: 'BUY', price: 0.5, size: 5 }],
    [carol, { tokenId: yes(205), side: 'BUY', price: 0.3, size: 20 }],
    [alice, { tokenId: no(205), side: 'BUY', price: 0.7, size: 20 }],
  ];
  // Order n is placed at T0 + n seconds.
  for (const [step, [trader, order]] of orders.entries()) {
    s.at(step);
    await trader.place(order);
  }
}

/**
 * At T0+7 dave quotes a market without trading: a Yes bid at `yesBid` and a No bid two ticks
 * under its complement, so the Yes ask is `yesBid` + 0.02 and the marks are the midpoints.
 */
export async function quoteWithoutTrading(
  s: Scenario,
  marketId: number,
  yesBid: number,
): Promise<void> {
  s.at(7);
  await s.dave.place({ tokenId: yes(marketId), side: 'BUY', price: yesBid, size: 5 });
  const noBid = Math.round((1 - yesBid - 0.02) * 100) / 100;
  await s.dave.place({ tokenId: no(marketId), side: 'BUY', price: noBid, size: 5 });
}

/** Resolves a market at T0 + seconds. */
export async function resolveAt(
  s: Scenario,
  seconds: number,
  marketId: number,
  winner: 0 | 1,
): Promise<void> {
  s.at(seconds);
  s.venue.trading.venue.resolve(conditionIdOf(marketId), winner);
  await s.venue.trading.committed();
}
