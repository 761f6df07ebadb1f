// Conditional orders against scripted price paths (issue #25): crosses, gaps, OCO, trailing
// stops and a locked vault, with the venue's answers faked and the catalog fixture's market.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCatalog } from '../../../server/catalog/index.js';
import type { ConditionalOrder, NewConditionalOrder } from '../../../server/contract/index.js';
import type { VenueCall } from '../../../server/terminal/index.js';
import { createConditionalOrders } from '../../../server/watch/conditional-orders.js';
import { createConditionalStore } from '../../../server/watch/conditional-store.js';
import { QuoteBook } from '../../../server/watch/quotes.js';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { openFixtureDb, type FixtureDb } from '../../support/fixture-db.js';

const TOKEN = tokenIdOf(204, 0);
const ADDRESS = '0x00000000000000000000000000000000000000aa';

let fixture: FixtureDb;
let quotes: QuoteBook;
let sent: { price: string; size: string }[];
let signing: string | null;
let sold: string;
let orders: ReturnType<typeof createConditionalOrders>;

beforeEach(() => {
  fixture = openFixtureDb();
  quotes = new QuoteBook();
  sent = [];
  signing = ADDRESS;
  sold = '10';
  const call = (async (name: string, input: { price: string; size: string }) => {
    if (name === 'terminal.positions') return [{ asset: TOKEN, size: 10, reserved: 0 }];
    if (name !== 'terminal.placeOrder') throw new Error(name);
    sent.push({ price: input.price, size: input.size });
    return {
      success: true,
      errorMsg: '',
      orderID: `0x${sent.length}`,
      status: 'matched',
      makingAmount: sold,
      takingAmount: '0',
      tradeIDs: [],
      transactionsHashes: [],
    };
  }) as unknown as VenueCall;
  orders = createConditionalOrders({
    store: createConditionalStore(fixture.db),
    catalog: createCatalog(fixture.db, { assetBaseUrl: () => '' }),
    quotes,
    call,
    signingAddress: () => signing,
    now: Date.now,
    notify: () => undefined,
  });
});
afterEach(() => fixture.close());

/** Plays best bids (in cents) and lets any order the last one fired settle. */
async function bids(...path: number[]) {
  for (const cents of path) {
    quotes.apply([
      {
        event_type: 'best_bid_ask',
        asset_id: TOKEN,
        market: 'm',
        best_bid: (cents / 100).toFixed(2),
        best_ask: '',
        spread: '',
        timestamp: '0',
      },
    ]);
    orders.onQuotes(new Set([TOKEN]));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const arm = (order: Partial<NewConditionalOrder>) =>
  orders.create({
    kind: 'stop-loss',
    tokenId: TOKEN,
    size: '10',
    trigger: 'bid',
    worstPrice: '0.3',
    ...order,
  } as NewConditionalOrder);
const byId = (id: number) => orders.list().find((order) => order.id === id)!;
const states = (order: ConditionalOrder) => byId(order.id).events.map((event) => event.state);

describe('conditional orders on scripted paths', () => {
  it('a stop fires once, where the path first crosses it, at the worst price', async () => {
    const stop = await arm({ triggerPrice: '0.45' });
    await bids(50, 47, 46, 44, 40, 38);
    expect(sent).toEqual([{ price: '0.3', size: '10' }]);
    expect(states(stop)).toEqual(['armed', 'triggered', 'sent', 'filled']);
    expect(byId(stop.id).events[1]!.detail).toBe('bid 0.44');
  });

  it('a gap through the worst price fills nothing: refused, and said so', async () => {
    sold = '0';
    const stop = await arm({ triggerPrice: '0.45', worstPrice: '0.35' });
    await bids(50, 20);
    expect(sent).toEqual([{ price: '0.35', size: '10' }]);
    expect(byId(stop.id)).toMatchObject({ state: 'refused' });
    expect(byId(stop.id).events.at(-1)!.detail).toBe('nothing filled at or above the worst price');
  });

  it('OCO: the take-profit fires and its stop is cancelled', async () => {
    await bids(50);
    const takeProfit = await arm({ kind: 'take-profit', triggerPrice: '0.6', worstPrice: '0.58' });
    const stop = await arm({ triggerPrice: '0.4', ocoWith: takeProfit.id });
    await bids(55, 61, 39);
    expect(sent).toEqual([{ price: '0.58', size: '10' }]);
    expect(byId(takeProfit.id).state).toBe('filled');
    expect(byId(stop.id)).toMatchObject({ state: 'canceled' });
  });

  it('a trailing stop follows the peak up and fires at the peak less the trail', async () => {
    const trailing = await arm({ kind: 'trailing-stop', trailTicks: 3, worstPrice: '0.4' });
    await bids(50, 56, 55, 54);
    expect(byId(trailing.id)).toMatchObject({ state: 'armed', peak: '0.56', stopPrice: '0.53' });
    await bids(53);
    expect(byId(trailing.id).state).toBe('filled');
  });

  it('with the vault locked it signs nothing, says so once, and fires after the unlock', async () => {
    const stop = await arm({ triggerPrice: '0.45' });
    signing = null;
    await bids(44, 43);
    expect(sent).toEqual([]);
    expect(byId(stop.id).state).toBe('armed');
    expect(byId(stop.id).events.filter((e) => e.detail.includes('vault is locked'))).toHaveLength(
      1,
    );
    signing = ADDRESS;
    await bids(42);
    expect(sent).toHaveLength(1);
    expect(byId(stop.id).state).toBe('filled');
  });

  it('refuses a size over the position and a stop that would fire at once', async () => {
    await bids(40);
    await expect(arm({ triggerPrice: '0.3', size: '11' })).rejects.toMatchObject({
      code: 'invalid_input',
    });
    await expect(arm({ triggerPrice: '0.45' })).rejects.toThrow(/would fire at once/);
    await expect(arm({ triggerPrice: '0.305' })).rejects.toThrow(/tick/);
  });
});
