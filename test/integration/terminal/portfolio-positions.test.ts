import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notFound } from '../../../server/contract/index.js';
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
});
afterEach(async () => {
  await terminal.close();
});

const order = (side: 'BUY' | 'SELL', price: string, size = '100') =>
  call(terminal, 'terminal.placeOrder', { tokenId: YES, side, orderType: 'GTC', price, size });

/** Buys 100 YES at 0.40, sells them at 0.50, buys 100 again at 0.60, against bob. */
async function roundTripThenBuy(): Promise<void> {
  await call(terminal, 'terminal.faucet', { amount: '200' });
  const bob = await new TestTrader(terminal.venue, 'bob').init(500);
  await bob.place({ tokenId: NO, side: 'BUY', price: 0.6, size: 100 });
  expect(await order('BUY', '0.4')).toMatchObject({ status: 'matched' });
  await bob.place({ tokenId: YES, side: 'BUY', price: 0.5, size: 100 });
  expect(await order('SELL', '0.5')).toMatchObject({ status: 'matched' });
  await bob.place({ tokenId: NO, side: 'BUY', price: 0.4, size: 100 });
  expect(await order('BUY', '0.6')).toMatchObject({ status: 'matched' });
}

describe('terminal.positions', () => {
  it('avgPrice is the cost of the shares held per share, like initialValue', async () => {
    await roundTripThenBuy();
    const [position, ...others] = await call(terminal, 'terminal.positions', {});
    expect(others).toEqual([]);
    expect(position).toMatchObject({ asset: YES, size: 100, avgPrice: 0.6, initialValue: 60 });
    expect(position!.realizedPnl).toBeCloseTo(10, 9);
  });

  it('leaves out a position whose market the catalog no longer lists', async () => {
    await roundTripThenBuy();
    const { catalog } = terminal.venue;
    const handlers = createTerminalHandlers({
      ...terminalDeps(terminal.venue, terminal.signer),
      catalog: {
        ...catalog,
        getMarket: (id) => {
          throw notFound(`market ${id}`);
        },
        tradingMarket: (conditionId) => catalog.tradingMarket(conditionId),
        tradingMarketByToken: (token) => catalog.tradingMarketByToken(token),
      },
    });
    expect(await handlers['terminal.positions']({}, SESSION)).toEqual([]);
  });
});
