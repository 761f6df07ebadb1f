// The venue's official TypeScript client, unpatched, trading through the local port between
// wallets funded by the faucet: what the issue calls the compatibility test.
import { ApiError, AssetType, OrderType, Side } from '@polymarket/clob-client-v2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conditionIdOf, tokenIdOf } from '../support/catalog-fixture.js';
import { startVenue, type Venue } from '../support/venue.js';
import { startClientTrader, type ClientTrader } from './client-trader.js';

const BINARY = { condition: conditionIdOf(204), yes: tokenIdOf(204, 0), no: tokenIdOf(204, 1) };
const NEG_RISK = { condition: conditionIdOf(201), yes: tokenIdOf(201, 0), no: tokenIdOf(201, 1) };
const HASH = /^0x[0-9a-f]{64}$/;

let venue: Venue;
let host: string;
beforeEach(async () => {
  venue = await startVenue();
  host = await venue.app.listen({ host: '127.0.0.1', port: 0 });
});
afterEach(() => venue.close());

const trader = (seed: string, funds = 100): Promise<ClientTrader> =>
  startClientTrader(venue, host, seed, funds);

/** Watches getTrades: the client polls it only when a fill's answer lacks transaction hashes. */
const noTradePolling = (client: ClientTrader['client']) => vi.spyOn(client, 'getTrades');

describe('the official client against the local venue', () => {
  it('reads the settings of a binary and a neg-risk market', async () => {
    const { client } = await trader('settings');
    expect(await client.getTickSize(BINARY.yes)).toBe('0.01');
    expect(await client.getNegRisk(BINARY.yes)).toBe(false);
    expect(await client.getNegRisk(NEG_RISK.no)).toBe(true);
    const info = await client.getClobMarketInfo(NEG_RISK.condition);
    expect(info.t.map((token: { t: string }) => token.t)).toEqual([NEG_RISK.yes, NEG_RISK.no]);
    expect(info).toMatchObject({ mts: 0.01, nr: true });
  });

  it('rests a GTC bid that another wallet crosses, and shows the fill to both', async () => {
    const alice = await trader('alice');
    const bob = await trader('bob');
    const polls = noTradePolling(bob.client);

    const bid = await alice.client.createAndPostOrder(
      { tokenID: BINARY.yes, side: Side.BUY, price: 0.4, size: 10 },
      undefined,
      OrderType.GTC,
    );
    expect(bid).toMatchObject({ success: true, status: 'live', makingAmount: '', tradeIDs: [] });
    expect(bid.orderID).toMatch(HASH);
    const open = await alice.client.getOpenOrders({ market: BINARY.condition });
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      id: bid.orderID,
      status: 'LIVE',
      asset_id: BINARY.yes,
      side: 'BUY',
      original_size: '10',
      size_matched: '0',
      price: '0.4',
      order_type: 'GTC',
    });

    // A BUY of NO at 0.6 meets the BUY of YES at 0.4: the venue mints ten pairs.
    const cross = await bob.client.createAndPostOrder(
      { tokenID: BINARY.no, side: Side.BUY, price: 0.6, size: 10 },
      undefined,
      OrderType.GTC,
    );
    expect(cross).toMatchObject({ success: true, status: 'matched' });
    expect(cross).toMatchObject({ makingAmount: '6', takingAmount: '10' });
    expect(cross.tradeIDs).toHaveLength(1);
    expect(cross.transactionsHashes).toHaveLength(1);
    expect(cross.transactionsHashes?.[0]).toMatch(HASH);
    expect(polls).not.toHaveBeenCalled();

    expect(await alice.client.getOrder(bid.orderID)).toMatchObject({
      id: bid.orderID,
      status: 'MATCHED',
      size_matched: '10',
      associate_trades: cross.tradeIDs,
    });
    expect(await alice.client.getOpenOrders()).toEqual([]);

    const [tradeId] = cross.tradeIDs ?? [];
    const [takerView] = await bob.client.getTrades({ market: BINARY.condition });
    expect(takerView).toMatchObject({
      id: tradeId,
      taker_order_id: cross.orderID,
      asset_id: BINARY.no,
      side: 'BUY',
      size: '10',
      price: '0.6',
      transaction_hash: cross.transactionsHashes?.[0],
      trader_side: 'TAKER',
    });
    expect(takerView?.maker_orders[0]).toMatchObject({ order_id: bid.orderID, price: '0.4' });
    const makerView = await alice.client.getTrades({ id: tradeId });
    expect(makerView).toHaveLength(1);
    expect(makerView[0]).toMatchObject({ id: tradeId, trader_side: 'MAKER' });

    // Alice paid 4 and holds ten YES; Bob paid 6 and holds ten NO.
    const balance = (who: ClientTrader, token?: string) =>
      who.client.getBalanceAllowance(
        token
          ? { asset_type: AssetType.CONDITIONAL, token_id: token }
          : { asset_type: AssetType.COLLATERAL },
      );
    expect(await balance(alice)).toMatchObject({ balance: '96000000' });
    expect(await balance(bob)).toMatchObject({ balance: '94000000' });
    expect(await balance(alice, BINARY.yes)).toMatchObject({ balance: '10000000' });
    expect(await balance(bob, BINARY.no)).toMatchObject({ balance: '10000000' });
  });

  it('rests a GTD order with its expiration and cancels it by id', async () => {
    const alice = await trader('gtd');
    const expiration = Math.floor(Date.now() / 1000) + 3600;
    const gtd = await alice.client.createAndPostOrder(
      { tokenID: BINARY.no, side: Side.BUY, price: 0.25, size: 8, expiration },
      undefined,
      OrderType.GTD,
    );
    expect(gtd).toMatchObject({ success: true, status: 'live' });
    expect(await alice.client.getOrder(gtd.orderID)).toMatchObject({
      status: 'LIVE',
      order_type: 'GTD',
      expiration: String(expiration),
      original_size: '8',
    });
    expect(await alice.client.cancelOrder({ orderID: gtd.orderID })).toEqual({
      canceled: [gtd.orderID],
      not_canceled: {},
    });
    expect(await alice.client.getOrder(gtd.orderID)).toMatchObject({ status: 'CANCELED' });
    expect(await alice.client.getOpenOrders()).toEqual([]);
  });

  it('fills market orders against resting liquidity: FOK whole, FAK in part', async () => {
    const maker = await trader('maker');
    const taker = await trader('taker');
    const polls = noTradePolling(taker.client);
    // The maker owns ten YES: its bid at 0.5 is filled by a NO bid of the taker.
    await maker.client.createAndPostOrder({
      tokenID: BINARY.yes,
      side: Side.BUY,
      price: 0.5,
      size: 10,
    });
    await taker.client.createAndPostOrder({
      tokenID: BINARY.no,
      side: Side.BUY,
      price: 0.5,
      size: 10,
    });
    const ask = await maker.client.createAndPostOrder({
      tokenID: BINARY.yes,
      side: Side.SELL,
      price: 0.55,
      size: 10,
    });
    expect(ask.status).toBe('live');

    // $3.30 at 0.55 buys six shares; the price is given, so the client reads no /book.
    const fok = await taker.client.createAndPostMarketOrder(
      { tokenID: BINARY.yes, side: Side.BUY, amount: 3.3, price: 0.55 },
      undefined,
      OrderType.FOK,
    );
    expect(fok).toMatchObject({ success: true, status: 'matched' });
    expect(fok).toMatchObject({ makingAmount: '3.3', takingAmount: '6' });
    expect(fok.transactionsHashes?.[0]).toMatch(HASH);

    // Four shares are left: a FOK for ten is refused whole, a FAK for ten takes the four.
    const refused = taker.client.createAndPostMarketOrder(
      { tokenID: BINARY.yes, side: Side.BUY, amount: 5.5, price: 0.55 },
      undefined,
      OrderType.FOK,
    );
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toThrow(/fully filled or killed/);
    await expect(refused).rejects.toMatchObject({ status: 400 });
    const fak = await taker.client.createAndPostMarketOrder(
      { tokenID: BINARY.yes, side: Side.BUY, amount: 5.5, price: 0.55 },
      undefined,
      OrderType.FAK,
    );
    expect(fak).toMatchObject({ success: true, status: 'matched', takingAmount: '4' });
    expect(fak.tradeIDs).toHaveLength(1);
    expect(polls).not.toHaveBeenCalled();
    expect(await maker.client.getOrder(ask.orderID)).toMatchObject({
      status: 'MATCHED',
      size_matched: '10',
    });

    // A market SELL of six YES into a resting bid at 0.45.
    const bid = await maker.client.createAndPostOrder({
      tokenID: BINARY.yes,
      side: Side.BUY,
      price: 0.45,
      size: 10,
    });
    const sell = await taker.client.createAndPostMarketOrder(
      { tokenID: BINARY.yes, side: Side.SELL, amount: 6, price: 0.45 },
      undefined,
      OrderType.FOK,
    );
    expect(sell).toMatchObject({ status: 'matched', makingAmount: '6', takingAmount: '2.7' });
    expect(await maker.client.getOrder(bid.orderID)).toMatchObject({ size_matched: '6' });
    const takerTrades = await taker.client.getTrades({ market: BINARY.condition });
    expect(takerTrades.map((trade) => trade.id)).toEqual(
      expect.arrayContaining([...(fok.tradeIDs ?? []), ...(fak.tradeIDs ?? [])]),
    );
    expect(takerTrades).toHaveLength(4);
  });

  it('trades on a neg-risk market with orders signed for the neg-risk exchange', async () => {
    const alice = await trader('neg alice');
    const bob = await trader('neg bob');
    const bid = await alice.client.createAndPostOrder({
      tokenID: NEG_RISK.yes,
      side: Side.BUY,
      price: 0.3,
      size: 10,
    });
    expect(bid.status).toBe('live');
    const cross = await bob.client.createAndPostMarketOrder(
      { tokenID: NEG_RISK.no, side: Side.BUY, amount: 7, price: 0.7 },
      undefined,
      OrderType.FOK,
    );
    expect(cross).toMatchObject({ status: 'matched', makingAmount: '7', takingAmount: '10' });
    const [trade] = await alice.client.getTrades({ market: NEG_RISK.condition });
    expect(trade).toMatchObject({ id: cross.tradeIDs?.[0], market: NEG_RISK.condition });
  });

  it('attributes fills to the builder code of an order and lists them by that code', async () => {
    const builderCode = '0x' + 'b7'.repeat(32);
    const alice = await trader('builder alice');
    const bob = await trader('builder bob');
    await alice.client.createAndPostOrder({
      tokenID: BINARY.yes,
      side: Side.BUY,
      price: 0.45,
      size: 10,
      builderCode,
    });
    const cross = await bob.client.createAndPostMarketOrder(
      { tokenID: BINARY.no, side: Side.BUY, amount: 2.75, price: 0.55 },
      undefined,
      OrderType.FOK,
    );
    expect(cross).toMatchObject({ status: 'matched', takingAmount: '5' });

    // The client calls it without credentials; any client may.
    const { trades, ...page } = await bob.client.getBuilderTrades({ builder_code: builderCode });
    expect(page).toEqual({ next_cursor: 'LTE=', limit: 100, count: 1 });
    expect(trades).toHaveLength(1);
    // The venue's builder trade: Alice's bid, the code's order, made this fill.
    expect(trades[0]).toMatchObject({
      id: cross.tradeIDs?.[0],
      tradeType: 'MAKER',
      takerOrderHash: cross.orderID,
      builderCode,
      market: BINARY.condition,
      assetId: BINARY.yes,
      side: 'BUY',
      size: '5',
      sizeUsdc: '2.25',
      price: '0.45',
      outcomeIndex: 0,
      maker: alice.address.toLowerCase(),
      transactionHash: cross.transactionsHashes?.[0],
      bucketIndex: 0,
    });
    const [made] = await alice.client.getTrades({ market: BINARY.condition });
    expect(trades[0]?.owner).toBe(made?.maker_orders[0]?.owner);
    expect(trades[0]?.matchTime).toBe(
      String(Math.floor(Date.parse(made?.match_time ?? '') / 1000)),
    );
    const other = await bob.client.getBuilderTrades({ builder_code: '0x' + 'b8'.repeat(32) });
    expect(other.trades).toEqual([]);
  });

  it('posts a batch and cancels by ids, by market, by token and all', async () => {
    const alice = await trader('batch');
    const order = (tokenID: string, price: number) =>
      alice.client.createOrder({ tokenID, side: Side.BUY, price, size: 5 });
    const batch = await alice.client.postOrders([
      { order: await order(BINARY.yes, 0.1), orderType: OrderType.GTC },
      { order: await order(BINARY.no, 0.1), orderType: OrderType.GTC },
      { order: await order(NEG_RISK.yes, 0.1), orderType: OrderType.GTC },
      { order: await order(NEG_RISK.no, 0.1), orderType: OrderType.GTC },
    ]);
    expect(batch.map((answer) => [answer.success, answer.status])).toEqual(
      Array.from({ length: 4 }, () => [true, 'live']),
    );
    const [binaryYes, binaryNo, negYes, negNo] = batch.map((answer) => answer.orderID);
    const openIds = async () => (await alice.client.getOpenOrders()).map((open) => open.id);
    expect(await openIds()).toEqual([binaryYes, binaryNo, negYes, negNo]);

    const unknown = '0x' + 'ab'.repeat(32);
    expect(await alice.client.cancelOrders([binaryYes!, unknown])).toEqual({
      canceled: [binaryYes],
      not_canceled: { [unknown]: 'Order not found' },
    });
    expect(await alice.client.cancelMarketOrders({ market: BINARY.condition })).toEqual({
      canceled: [binaryNo],
      not_canceled: {},
    });
    expect(await alice.client.cancelMarketOrders({ asset_id: NEG_RISK.no })).toEqual({
      canceled: [negNo],
      not_canceled: {},
    });
    expect(await openIds()).toEqual([negYes]);
    expect(await alice.client.cancelAll()).toEqual({ canceled: [negYes], not_canceled: {} });
    expect(await openIds()).toEqual([]);
  });

  it('chains heartbeats and refuses a stale id', async () => {
    const { client } = await trader('heartbeat');
    const first = await client.postHeartbeat();
    expect(first.heartbeat_id).toMatch(/^[0-9a-f-]{36}$/);
    const second = await client.postHeartbeat(first.heartbeat_id);
    expect(second.heartbeat_id).not.toBe(first.heartbeat_id);
    const stale = client.postHeartbeat(first.heartbeat_id);
    await expect(stale).rejects.toThrow('Invalid Heartbeat ID');
    await expect(stale).rejects.toMatchObject({ status: 400 });
    await expect(stale).rejects.toMatchObject({ data: { heartbeat_id: second.heartbeat_id } });
  });
});
