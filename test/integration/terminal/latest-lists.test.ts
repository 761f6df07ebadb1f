import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTerminalHandlers } from '../../../server/terminal/methods.js';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { TestTrader } from '../../support/venue.js';
import {
  call,
  SESSION,
  startTerminalVenue,
  terminalDeps,
  type TerminalVenue,
} from './terminal-harness.js';

const YES = tokenIdOf(204, 0);
const NO = tokenIdOf(204, 1);

let terminal: TerminalVenue;
beforeEach(async () => {
  terminal = await startTerminalVenue();
  await call(terminal, 'terminal.faucet', { amount: '100' });
});
afterEach(async () => {
  await terminal.close();
});

const bid = (price: string) =>
  call(terminal, 'terminal.placeOrder', {
    tokenId: YES,
    side: 'BUY',
    orderType: 'GTC',
    price,
    size: '5',
  });

describe('open orders and trades: newest first, one bounded query', () => {
  it('lists open orders newest first and asks the views for a bounded list', async () => {
    const placed = [];
    for (const price of ['0.1', '0.2', '0.3']) placed.push((await bid(price)).orderID);
    const open = await call(terminal, 'terminal.openOrders', {});
    expect(open.map((order) => order.id)).toEqual([...placed].reverse());

    const asked: number[] = [];
    const deps = terminalDeps(terminal.venue, terminal.signer);
    const handlers = createTerminalHandlers({
      ...deps,
      accountViews: {
        ...deps.accountViews,
        latestUserOrders: (owner, query, limit) => {
          asked.push(limit);
          return deps.accountViews.latestUserOrders(owner, query, limit);
        },
      },
    });
    await handlers['terminal.openOrders']({}, SESSION);
    expect(asked).toEqual([1000]);
  });

  it('answers the newest trades first, stopping at the limit', async () => {
    const bob = await new TestTrader(terminal.venue, 'bob').init(100);
    await bob.place({ tokenId: NO, side: 'BUY', price: 0.6, size: 30 });
    const fills = [];
    for (let each = 0; each < 3; each += 1) {
      const answer = await call(terminal, 'terminal.placeOrder', {
        tokenId: YES,
        side: 'BUY',
        orderType: 'FAK',
        price: '0.4',
        size: '5',
      });
      fills.push(answer.tradeIDs[0]);
    }
    const all = await call(terminal, 'terminal.trades', {});
    expect(all.map((trade) => trade.id)).toEqual([...fills].reverse());
    const latest = await call(terminal, 'terminal.trades', { limit: 2 });
    expect(latest.map((trade) => trade.id)).toEqual([fills[2], fills[1]]);
  });

  it('says an over-large faucet amount is too large, not that it must be above 0', async () => {
    const refused = await call(terminal, 'terminal.faucet', { amount: '99999999999' }).then(
      () => null,
      (error: { code: string; message: string }) => [error.code, error.message],
    );
    expect(refused).toEqual(['invalid_input', 'amount is too large (at most 9007199254.740991)']);
  });
});
