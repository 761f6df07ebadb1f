import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { TestTrader } from '../../support/venue.js';
import { call, startTerminalVenue, type TerminalVenue } from './terminal-harness.js';

const YES = tokenIdOf(204, 0);
const NO = tokenIdOf(204, 1);

let terminal: TerminalVenue;
beforeEach(async () => {
  terminal = await startTerminalVenue();
});
afterEach(async () => {
  await terminal.close();
});

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught as { code: string; message: string },
  );
  expect(error, 'expected a refusal').not.toBeNull();
  return { code: error!.code, message: error!.message };
};

const bookSize = (tokenIndex: 0 | 1, side: 'bids' | 'asks', priceTicks: number) => {
  const market = terminal.venue.catalog.tradingMarketByToken(YES)!.market;
  const levels = terminal.venue.trading.books.view(market).levels(tokenIndex);
  return levels[side].find((level) => level.priceTicks === priceTicks)?.sizeMicros ?? 0;
};

describe('terminal trading for the vault account', () => {
  it('credits paper collateral, rests a GTC order on the book and among open orders', async () => {
    const funded = await call(terminal, 'terminal.faucet', { amount: '100' });
    expect(funded).toEqual({ address: terminal.signer.address.toLowerCase(), balance: '100' });

    const placed = await call(terminal, 'terminal.placeOrder', {
      tokenId: YES,
      side: 'BUY',
      orderType: 'GTC',
      price: '0.4',
      size: '10',
    });
    expect(placed).toMatchObject({ success: true, status: 'live' });
    expect(bookSize(0, 'bids', 4000)).toBe(10_000_000);

    const open = await call(terminal, 'terminal.openOrders', {});
    expect(open.map((order) => [order.id, order.price, order.originalSize])).toEqual([
      [placed.orderID, '0.4', '10'],
    ]);
    expect(await call(terminal, 'terminal.balance', {})).toEqual({
      address: terminal.signer.address.toLowerCase(),
      total: '100',
      reserved: '4',
      available: '96',
    });

    const canceled = await call(terminal, 'terminal.cancelOrder', { orderId: placed.orderID });
    expect(canceled.canceled).toEqual([placed.orderID]);
    expect(bookSize(0, 'bids', 4000)).toBe(0);
    expect(await call(terminal, 'terminal.openOrders', {})).toEqual([]);
    expect((await call(terminal, 'terminal.balance', {})).reserved).toBe('0');
  });

  it('fills a crossing order and shows the position with its PnL and the trade', async () => {
    await call(terminal, 'terminal.faucet', { amount: '100' });
    const bob = await new TestTrader(terminal.venue, 'bob').init(100);
    // Bob offers YES at 0.45 by bidding NO at 0.55 (the engine mints the pair).
    await bob.place({ tokenId: NO, side: 'BUY', price: 0.55, size: 20 });

    const filled = await call(terminal, 'terminal.placeOrder', {
      tokenId: YES,
      side: 'BUY',
      orderType: 'GTC',
      price: '0.45',
      size: '10',
    });
    expect(filled).toMatchObject({ success: true, status: 'matched' });
    expect(filled.tradeIDs).toHaveLength(1);

    // The book now: bob's remaining NO bid (10 at 0.55) is a YES ask at 0.45; add a YES bid
    // at 0.41 so the midpoint is (0.41 + 0.45) / 2.
    await bob.place({ tokenId: YES, side: 'BUY', price: 0.41, size: 5 });
    const [position, ...others] = await call(terminal, 'terminal.positions', {});
    expect(others).toEqual([]);
    expect(position).toMatchObject({
      asset: YES,
      outcome: 'Yes',
      outcomeIndex: 0,
      size: 10,
      reserved: 0,
      avgPrice: 0.45,
      curPrice: 0.43,
      initialValue: 4.5,
      currentValue: 4.3,
      realizedPnl: 0,
      closed: false,
    });
    expect(position!.cashPnl).toBeCloseTo(-0.2, 9);
    expect(position!.percentPnl).toBeCloseTo(-4.4444, 4);
    expect(position!.endDate).toMatch(/^2026-11-03/);

    expect(await call(terminal, 'terminal.balance', {})).toMatchObject({
      total: '95.5',
      reserved: '0',
    });
    const trades = await call(terminal, 'terminal.trades', {});
    expect(trades.map((trade) => [trade.id, trade.side, trade.size, trade.price])).toEqual([
      [filled.tradeIDs[0], 'BUY', '10', '0.45'],
    ]);
  });

  it('refuses a FOK that cannot fill with the venue message, and leaves nothing behind', async () => {
    await call(terminal, 'terminal.faucet', { amount: '100' });
    const refused = await rejection(
      call(terminal, 'terminal.placeOrder', {
        tokenId: YES,
        side: 'BUY',
        orderType: 'FOK',
        price: '0.5',
        size: '10',
      }),
    );
    expect(refused).toEqual({
      code: 'invalid_input',
      message: "order couldn't be fully filled. FOK orders are fully filled or killed.",
    });
    expect(await call(terminal, 'terminal.openOrders', {})).toEqual([]);
    expect((await call(terminal, 'terminal.balance', {})).available).toBe('100');
  });

  it('fills a market BUY (FOK) against resting liquidity at or under its worst price', async () => {
    await call(terminal, 'terminal.faucet', { amount: '100' });
    const bob = await new TestTrader(terminal.venue, 'bob').init(100);
    await bob.place({ tokenId: NO, side: 'BUY', price: 0.6, size: 7 });
    const answer = await call(terminal, 'terminal.placeOrder', {
      tokenId: YES,
      side: 'BUY',
      orderType: 'FOK',
      price: '0.43',
      size: '7',
    });
    expect(answer).toMatchObject({ success: true, status: 'matched' });
    const [position] = await call(terminal, 'terminal.positions', {});
    expect(position).toMatchObject({ asset: YES, size: 7, avgPrice: 0.4 });
  });

  it('refuses orders the intake refuses, naming the problem', async () => {
    await call(terminal, 'terminal.faucet', { amount: '1' });
    const poor = await rejection(
      call(terminal, 'terminal.placeOrder', {
        tokenId: YES,
        side: 'BUY',
        orderType: 'GTC',
        price: '0.5',
        size: '10',
      }),
    );
    expect(poor.code).toBe('invalid_input');
    expect(poor.message).toMatch(/^not enough balance/);
    const offTick = await rejection(
      call(terminal, 'terminal.placeOrder', {
        tokenId: YES,
        side: 'BUY',
        orderType: 'GTC',
        price: '0.455',
        size: '1',
      }),
    );
    expect(offTick).toEqual({
      code: 'invalid_input',
      message: "order price is not a multiple of the market's tick size",
    });
    const unknown = await rejection(
      call(terminal, 'terminal.placeOrder', {
        tokenId: '1',
        side: 'BUY',
        orderType: 'GTC',
        price: '0.5',
        size: '10',
      }),
    );
    expect(unknown.code).toBe('invalid_input');
  });

  it('cancels every open order, or those of one market', async () => {
    await call(terminal, 'terminal.faucet', { amount: '100' });
    const ticket = { side: 'BUY', orderType: 'GTC', size: '5' } as const;
    const a = await call(terminal, 'terminal.placeOrder', {
      ...ticket,
      tokenId: YES,
      price: '0.3',
    });
    const other = tokenIdOf(201, 0);
    const b = await call(terminal, 'terminal.placeOrder', {
      ...ticket,
      tokenId: other,
      price: '0.2',
    });
    const market201 = terminal.venue.catalog.tradingMarketByToken(other)!.market.conditionId;
    const one = await call(terminal, 'terminal.cancelAll', { market: market201 });
    expect(one.canceled).toEqual([b.orderID]);
    const rest = await call(terminal, 'terminal.cancelAll', {});
    expect(rest.canceled).toEqual([a.orderID]);
  });

  it('answers locked while the vault is locked, and the status without an account', async () => {
    terminal.lock();
    expect((await rejection(call(terminal, 'terminal.balance', {}))).code).toBe('locked');
    expect((await rejection(call(terminal, 'terminal.openOrders', {}))).code).toBe('locked');
    const status = await call(terminal, 'service.status', {});
    expect(status).toMatchObject({
      version: '9.9.9',
      mode: 'local-venue',
      chainId: 137,
      mirror: null,
    });
    expect(Math.abs(status.time - Date.now())).toBeLessThan(5_000);
  });

  it('offers no faucet in mirror mode', async () => {
    await terminal.close();
    terminal = await startTerminalVenue({ venue: null });
    expect(await rejection(call(terminal, 'terminal.faucet', { amount: '5' }))).toMatchObject({
      code: 'unavailable',
    });
  });
});

describe('catalog.searchMarkets through the terminal handlers', () => {
  it('finds a market by a word of its question', async () => {
    const found = await call(terminal, 'catalog.searchMarkets', { q: 'market 204', limit: 5 });
    expect(found.map((market) => market.id)).toEqual(['204']);
  });

  it('passes the page asked for on to the search', async () => {
    const ids = async (input: { limit: number; offset?: number }) =>
      (await call(terminal, 'catalog.searchMarkets', { q: 'market', ...input })).map(
        (market) => market.id,
      );
    const best = await ids({ limit: 6 });
    expect(best).toHaveLength(6);
    expect(await ids({ limit: 3, offset: 3 })).toEqual(best.slice(3));
  });
});
