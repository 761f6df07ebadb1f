// The venue's newest official SDK, @polymarket/client 0.2.0, unpatched, against the local venue:
// every call it makes of the venue's catalog, public-data and order-book hosts and both
// WebSocket channels (docs/compatibility.md lists them). Its liquidity rewards are in
// sdk-rewards.test.ts.
import { unzipSync, strFromU8 } from 'fflate';
import { OrderSide, PriceHistoryInterval, type CommentParentEntityType } from '@polymarket/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  conditionIdOf,
  EVENT,
  SERIES,
  TAG,
  tokenIdOf,
  WALLET_A,
} from '../support/catalog-fixture.js';
import { startListeningVenue, type ListeningVenue } from '../support/listening-venue.js';
import { sdkPublicClient, sdkSecureClient, type SdkTrader } from './sdk-client.js';

const MARKET = 204;
const YES = tokenIdOf(MARKET, 0);
const NO = tokenIdOf(MARKET, 1);
const CONDITION = conditionIdOf(MARKET);
const HASH = /^0x[0-9a-f]{64}$/;
const BUILDER = `0x${'b1'.repeat(32)}` as const;

let venue: ListeningVenue;
let host: string;
beforeEach(async () => {
  venue = await startListeningVenue();
  host = venue.wsUrl('').replace(/^ws/, 'http');
});
afterEach(() => venue.close());

const publicClient = () => sdkPublicClient(host);

async function trader(seed: string, funds = 100): Promise<SdkTrader> {
  const made = await sdkSecureClient(host, seed);
  venue.trading.venue.faucet(made.address, funds * 1_000_000);
  return made;
}

const firstPage = <T>(list: { firstPage(): Promise<{ items: T }> }) =>
  list.firstPage().then((page) => page.items);

/** A bid for YES at 0.40 and an ask at 0.45 (a bid for NO at 0.55), ten shares each. */
async function restQuotes(maker: SdkTrader, builderCode?: `0x${string}`) {
  const code = builderCode ? { builderCode } : {};
  const bid = await maker.client.placeLimitOrder({
    tokenId: YES,
    side: OrderSide.BUY,
    price: 0.4,
    size: 10,
    ...code,
  });
  const ask = await maker.client.placeLimitOrder({
    tokenId: NO,
    side: OrderSide.BUY,
    price: 0.55,
    size: 10,
    ...code,
  });
  return { bid, ask };
}

describe('@polymarket/client: the catalog', () => {
  it('lists and fetches events, markets, series and tags', async () => {
    const sdk = publicClient();
    const events = await firstPage(sdk.listEvents());
    expect(events.map((event) => event.id)).toContain(String(EVENT.election));
    expect(await sdk.fetchEvent({ id: String(EVENT.senate) })).toMatchObject({
      id: String(EVENT.senate),
      slug: 'senate-control',
    });
    const eventTags = await sdk.fetchEventTags({ id: String(EVENT.election) });
    expect(eventTags.map((tag) => tag.slug)).toContain('elections');
    const markets = await firstPage(sdk.listMarkets());
    expect(markets.length).toBeGreaterThan(0);
    expect(await sdk.fetchMarket({ id: String(MARKET) })).toMatchObject({
      id: String(MARKET),
      conditionId: CONDITION,
    });
    expect((await sdk.fetchMarketTags({ id: String(MARKET) })).length).toBeGreaterThan(0);
    const series = await firstPage(sdk.listSeries());
    expect(series.map((each) => each.slug)).toContain('fed-decisions');
    expect(await sdk.fetchSeries({ id: String(SERIES.fed) })).toMatchObject({ ticker: 'fed' });
    const tags = await firstPage(sdk.listTags());
    expect(tags.map((tag) => tag.slug)).toEqual(
      expect.arrayContaining(['politics', 'elections', 'crypto', 'economy']),
    );
    expect(await sdk.fetchTag({ id: String(TAG.politics) })).toMatchObject({ slug: 'politics' });
    const related = await sdk.fetchRelatedTags({ id: String(TAG.politics) });
    expect(related).toEqual([expect.objectContaining({ tagId: TAG.politics, relatedTagId: 2 })]);
    const relatedTags = await sdk.fetchRelatedTagResources({ id: String(TAG.politics) });
    expect(relatedTags.map((tag) => tag.slug)).toEqual(['elections']);
    const found = await firstPage(sdk.search({ q: 'senate' }));
    expect(found.events?.map((event) => event.slug)).toContain('senate-control');
    expect(await firstPage(sdk.listMarketClarifications())).toEqual([]);
  });

  it('reads sports, teams, market types and profiles', async () => {
    const sdk = publicClient();
    expect(await sdk.listSports()).toEqual([]);
    expect(await firstPage(sdk.listTeams())).toEqual([]);
    expect(await sdk.fetchSportsMarketTypes()).toEqual({ marketTypes: ['moneyline'] });
    expect(await sdk.fetchPublicProfile({ address: WALLET_A })).toBeNull();
  });

  it("reads comments: an event's, by id and by their author", async () => {
    const sdk = publicClient();
    const comments = await firstPage(
      sdk.listComments({
        parentEntityType: 'Event' as CommentParentEntityType,
        parentEntityId: EVENT.election,
      }),
    );
    expect(comments).toHaveLength(3);
    expect(comments[0]?.profile).toMatchObject({ baseAddress: WALLET_A });
    const [byId] = await sdk.fetchCommentsById({ id: '1' });
    expect(byId).toMatchObject({ id: '1', body: 'Looks close.' });
    const authored = await firstPage(sdk.listCommentsByUserAddress({ address: WALLET_A }));
    expect(authored.length).toBe(5);
  });
});

describe('@polymarket/client: books, prices and public data', () => {
  it('reads the book, its prices and the last trade', async () => {
    const maker = await trader('maker');
    await restQuotes(maker);
    const taker = await trader('taker');
    const sdk = publicClient();

    const book = await sdk.fetchOrderBook({ tokenId: YES });
    expect(book.bids.map((level) => level.price)).toEqual(['0.4']);
    expect(book.asks.map((level) => level.price)).toEqual(['0.45']);
    expect(await sdk.fetchOrderBooks([{ tokenId: YES }, { tokenId: NO }])).toHaveLength(2);
    expect(await sdk.fetchMidpoint({ tokenId: YES })).toBe('0.425');
    expect(await sdk.fetchMidpoints([{ tokenId: YES }])).toEqual({ [YES]: '0.425' });
    expect(await sdk.fetchSpread({ tokenId: YES })).toBe('0.05');
    expect(await sdk.fetchSpreads([{ tokenId: YES }])).toEqual({ [YES]: '0.05' });
    const buyPrice = await sdk.fetchPrice({ tokenId: YES, side: OrderSide.BUY });
    expect(['0.4', '0.45']).toContain(buyPrice);
    expect(await sdk.fetchPrices([{ tokenId: YES, side: OrderSide.BUY }])).toEqual({
      [YES]: { BUY: buyPrice },
    });
    expect(
      await sdk.estimateMarketPrice({ tokenId: YES, side: OrderSide.BUY, amount: 1 }),
    ).toBeCloseTo(0.45);

    const filled = await taker.client.placeMarketOrder({
      tokenId: YES,
      side: OrderSide.BUY,
      amount: 0.9,
    });
    expect(filled).toMatchObject({ ok: true, status: 'matched' });
    expect(await sdk.fetchLastTradePrice({ tokenId: YES })).toEqual({
      price: '0.45',
      side: OrderSide.BUY,
    });
    expect(await sdk.fetchLastTradePrices([{ tokenId: YES }])).toEqual([
      expect.objectContaining({ tokenId: YES, price: '0.45' }),
    ]);
    const history = await sdk.fetchPriceHistory({
      tokenId: YES,
      interval: PriceHistoryInterval.ONE_DAY,
    });
    expect(history.length).toBeGreaterThan(0);

    const trades = await firstPage(sdk.listTrades());
    expect(trades.length).toBeGreaterThan(0);
    const positions = await firstPage(sdk.listPositions({ user: taker.address }));
    expect(positions).toEqual([expect.objectContaining({ tokenId: YES })]);
    expect(await firstPage(sdk.listActivity({ user: taker.address }))).toHaveLength(1);
    expect(await firstPage(sdk.listClosedPositions({ user: taker.address }))).toEqual([]);
    const [value] = await sdk.fetchPortfolioValue({ user: taker.address });
    expect(Number(value?.value)).toBeGreaterThan(0);
    expect(await sdk.fetchTradedMarketCount({ user: taker.address })).toMatchObject({
      traded: 1,
    });
    const holders = await sdk.listMarketHolders({ market: [CONDITION] });
    expect(holders.find((each) => each.token === YES)?.holders).toHaveLength(1);
    const marketPositions = await firstPage(sdk.listMarketPositions({ market: CONDITION }));
    expect(marketPositions.length).toBe(2);
    expect((await sdk.listOpenInterest()).length).toBeGreaterThan(0);
    const [live] = await sdk.fetchEventLiveVolume({ id: String(EVENT.senate) });
    expect(Number(live?.total)).toBeGreaterThan(0);
    expect(await firstPage(sdk.listTraderLeaderboard())).not.toHaveLength(0);
  });

  it("answers the venue's 2026 data routes: builders, combos, the accounting snapshot", async () => {
    const maker = await trader('snapshot maker');
    const sdk = publicClient();
    expect(await firstPage(sdk.listBuilderLeaderboard())).toEqual([]);
    expect(await sdk.fetchBuilderVolume()).toEqual([]);
    expect(await firstPage(sdk.listBuilderTrades({ builderCode: BUILDER }))).toEqual([]);

    const snapshot = await sdk.downloadAccountingSnapshot({ user: maker.address });
    const files = unzipSync(new Uint8Array(await snapshot.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['equity.csv', 'positions.csv']);
    const equity = strFromU8(files['equity.csv']!).trim().split('\r\n');
    expect(equity[0]).toBe('timestamp,user,cashBalance,positionsValue,equity');
    expect(equity[1]).toMatch(new RegExp(`,${maker.address.toLowerCase()},100,0,100$`));
    expect(strFromU8(files['positions.csv']!).trim().split('\r\n')).toHaveLength(1);

    expect(await firstPage(sdk.listComboPositions({ user: maker.address }))).toEqual([]);
    expect(await firstPage(sdk.listComboActivity({ user: maker.address }))).toEqual([]);

    // The maker's quotes carry a builder code; a taker without one fills two shares of the ask.
    await restQuotes(maker, BUILDER);
    const taker = await trader('builder taker');
    await taker.client.placeMarketOrder({ tokenId: YES, side: OrderSide.BUY, amount: 0.9 });
    const ranked = { builder: BUILDER, volume: '1.1', activeUsers: 1, verified: false };
    expect(await firstPage(sdk.listBuilderLeaderboard())).toEqual([
      expect.objectContaining({ rank: '1', ...ranked }),
    ]);
    const day = new Date().toISOString().slice(0, 10);
    expect(await sdk.fetchBuilderVolume({ timePeriod: 'ALL' as never })).toEqual([
      expect.objectContaining({ bucketAt: `${day}T00:00:00.000Z`, rank: '1', ...ranked }),
    ]);
  });
});

describe('@polymarket/client: trading', () => {
  it('places, lists, fetches and cancels orders in every way it offers', async () => {
    const alice = await trader('alice');
    const { client } = alice;
    const placed = await client.placeLimitOrder({
      tokenId: YES,
      side: OrderSide.BUY,
      price: 0.3,
      size: 10,
    });
    expect(placed).toMatchObject({ ok: true, status: 'live' });
    const orderId = (placed as { orderId: string }).orderId;
    expect(orderId).toMatch(HASH);
    const signed = await client.createLimitOrder({
      tokenId: YES,
      side: OrderSide.BUY,
      price: 0.31,
      size: 10,
    });
    const posted = await client.postOrder(signed);
    expect(posted).toMatchObject({ ok: true, status: 'live' });
    const batch = await client.postOrders([
      await client.createLimitOrder({ tokenId: NO, side: OrderSide.BUY, price: 0.2, size: 5 }),
      await client.createLimitOrder({ tokenId: NO, side: OrderSide.BUY, price: 0.21, size: 5 }),
    ]);
    expect(batch).toHaveLength(2);

    expect(await firstPage(client.listOpenOrders())).toHaveLength(4);
    expect(await client.fetchOrder({ orderId })).toMatchObject({ id: orderId, price: '0.3' });
    expect(await client.cancelOrder({ orderId })).toEqual({ canceled: [orderId], notCanceled: {} });
    const second = (posted as { orderId: string }).orderId;
    expect(await client.cancelOrders({ orderIds: [second, orderId] })).toMatchObject({
      canceled: [second],
      notCanceled: { [orderId]: expect.any(String) },
    });
    const byMarket = await client.cancelMarketOrders({ market: CONDITION });
    expect(byMarket.canceled).toHaveLength(2);
    expect(await client.cancelAll()).toEqual({ canceled: [], notCanceled: {} });
    expect(await firstPage(client.listOpenOrders())).toEqual([]);
  });

  it('fills market orders and shows the account its fills and positions', async () => {
    const maker = await trader('market maker');
    await restQuotes(maker);
    const taker = await trader('market taker');
    const { client } = taker;

    const signed = await client.createMarketOrder({
      tokenId: YES,
      side: OrderSide.BUY,
      amount: 0.9,
    });
    const filled = await client.postOrder(signed);
    expect(filled).toMatchObject({ ok: true, status: 'matched' });
    const trades = await firstPage(client.listAccountTrades());
    expect(trades).toHaveLength(1);
    expect(trades[0]).toMatchObject({ side: 'BUY', price: '0.45' });
    expect(await firstPage(client.listPositions())).toHaveLength(1);
    expect(await firstPage(client.listClosedPositions())).toEqual([]);
    expect(await firstPage(client.listActivity())).toHaveLength(1);
    expect(await client.fetchTradedMarketCount()).toMatchObject({ traded: 1 });
    expect(await client.fetchPortfolioValue()).toHaveLength(1);
    expect(await firstPage(client.listComboPositions())).toEqual([]);
    expect(await firstPage(client.listComboActivity())).toEqual([]);
    const snapshot = unzipSync(
      new Uint8Array(await (await client.downloadAccountingSnapshot()).arrayBuffer()),
    );
    const rows = strFromU8(snapshot['positions.csv']!).trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(YES);
  });

  it('reads and drops notifications, and the closed-only mode', async () => {
    const { client } = await trader('notes');
    expect(await client.fetchNotifications()).toEqual([]);
    await expect(client.dropNotifications({ ids: ['1', '2'] })).resolves.toBeUndefined();
    expect(await client.fetchClosedOnlyMode()).toBe(false);
  });
});

describe('@polymarket/client: the WebSocket channels', () => {
  it('follows a book and its resolution on the market channel with the custom features', async () => {
    const maker = await trader('stream maker');
    const subscription = await publicClient().subscribe([
      { topic: 'market', tokenIds: [YES], customFeatureEnabled: true },
    ]);
    const events = subscription[Symbol.asyncIterator]();
    const first = await events.next();
    expect(first.value).toMatchObject({ type: 'book' });
    await maker.client.placeLimitOrder({ tokenId: YES, side: OrderSide.BUY, price: 0.4, size: 10 });
    const seen = new Set<string>();
    while (!seen.has('best_bid_ask') || !seen.has('price_change')) {
      const next = await events.next();
      seen.add((next.value as { type: string }).type);
    }
    // The operator resolves the market: the custom features announce it.
    venue.trading.venue.resolve(CONDITION, 0);
    let resolved: { type: string } | undefined;
    while (resolved?.type !== 'market_resolved') {
      resolved = (await events.next()).value as { type: string };
    }
    expect(JSON.stringify(resolved)).toContain(YES);
    await subscription.close();
  });

  it("sends a wallet's order events on the user channel", async () => {
    const alice = await trader('stream alice');
    const subscription = await alice.client.subscribe([{ topic: 'user', markets: [CONDITION] }]);
    const events = subscription[Symbol.asyncIterator]();
    const placed = await alice.client.placeLimitOrder({
      tokenId: YES,
      side: OrderSide.BUY,
      price: 0.4,
      size: 10,
    });
    const next = await events.next();
    expect(next.value).toMatchObject({ type: 'order' });
    expect(JSON.stringify(next.value)).toContain((placed as { orderId: string }).orderId);
    await subscription.close();
  });
});
