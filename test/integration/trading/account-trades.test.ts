import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ServiceError,
  type AccountTradesQuery,
  type BuilderTradesQuery,
} from '../../../server/contract/index.js';
import type { AccountViews } from '../../../server/trading/index.js';
import { conditionIdOf, tokenIdOf } from '../../support/catalog-fixture.js';
import {
  NO_BUILDER,
  openAccountFixture,
  type AccountFixture,
  type LedgerRows,
  type OrderSpec,
} from '../../support/ledger-rows.js';

const ALICE = '0xA11CE00000000000000000000000000000000A11';
const BOB = '0xb0b0000000000000000000000000000000000b0b';
const CAROL = '0x' + 'ca'.repeat(20);
const BUILDER = '0x' + 'b1'.repeat(32);
const key = (wallet: string): string => `key-${wallet.toLowerCase()}`;

let fixture: AccountFixture;
let rows: LedgerRows;
let views: AccountViews;

beforeEach(() => {
  fixture = openAccountFixture();
  ({ rows, views } = fixture);
});
afterEach(() => {
  fixture.close();
});

const place = (
  owner: string,
  marketId: number,
  outcomeIndex: 0 | 1,
  side: 'BUY' | 'SELL',
  priceTicks: number,
  extra: Partial<OrderSpec> = {},
) =>
  rows.order({ owner, marketId, outcomeIndex, side, priceTicks, sizeMicros: 10_000_000, ...extra });

const seconds = (iso: string): number => Date.parse(iso) / 1000;
const T1 = '2025-03-01T00:00:10.000Z';
const T2 = '2025-03-01T00:00:20.500Z';
const T3 = '2025-03-01T00:01:00.000Z';

/**
 * Alice takes Bob's YES ask (a transfer, with a taker fee); Bob's NO bid takes Alice's resting
 * YES bid (a mint, Alice is the maker); Carol and Bob trade without Alice; Alice trades in 204.
 */
function threeWayMarket() {
  const aliceBuy = place(ALICE, 201, 0, 'BUY', 4500, { makerAddress: '0x' + 'f1'.repeat(20) });
  const bobSell = place(BOB, 201, 0, 'SELL', 4500);
  const first = rows.trade({
    taker: aliceBuy,
    maker: bobSell,
    sizeMicros: 10_000_000,
    matchTime: T1,
    takerFeeMicros: 100_000,
  });
  const aliceBid = place(ALICE, 201, 0, 'BUY', 4000);
  const bobNo = place(BOB, 201, 1, 'BUY', 6000, { builder: BUILDER });
  const second = rows.trade({
    taker: bobNo,
    maker: aliceBid,
    sizeMicros: 5_000_000,
    matchTime: T2,
    makerFeeMicros: 20_000,
  });
  const carolBuy = place(CAROL, 201, 0, 'BUY', 4500);
  const bobAsk = place(BOB, 201, 0, 'SELL', 4500);
  const others = rows.trade({
    taker: carolBuy,
    maker: bobAsk,
    sizeMicros: 1_000_000,
    matchTime: T2,
  });
  const alice204 = place(ALICE, 204, 1, 'SELL', 3000);
  const bob204 = place(BOB, 204, 1, 'BUY', 3000);
  const third = rows.trade({
    taker: alice204,
    maker: bob204,
    sizeMicros: 2_000_000,
    matchTime: T3,
  });
  return { first, second, others, third, aliceBuy, bobSell, aliceBid, bobNo };
}

const ids = (query: AccountTradesQuery, who = ALICE): string[] =>
  views.accountTrades(who, query).data.map((trade) => trade.id);

describe('account trades (/data/trades)', () => {
  it('describes the taker order at the top and the maker order in maker_orders', () => {
    const { first, second, aliceBuy, bobSell, aliceBid, bobNo } = threeWayMarket();
    const page = views.accountTrades(ALICE, {});
    expect(page).toMatchObject({ next_cursor: 'LTE=', limit: 100, count: 3 });
    const [taken, made] = page.data;
    expect(taken).toEqual({
      id: first.tradeId,
      taker_order_id: aliceBuy.hash,
      market: conditionIdOf(201),
      asset_id: tokenIdOf(201, 0),
      side: 'BUY',
      size: '10',
      // 0.1 of fee on a 4.5 notional.
      fee_rate_bps: '222',
      price: '0.45',
      status: 'CONFIRMED',
      match_time: T1,
      last_update: T1,
      outcome: 'Yes',
      bucket_index: 0,
      owner: key(ALICE),
      maker_address: '0x' + 'f1'.repeat(20),
      transaction_hash: first.transactionHash,
      maker_orders: [
        {
          order_id: bobSell.hash,
          maker_address: BOB.toLowerCase(),
          owner: key(BOB),
          matched_amount: '10',
          fee_rate_bps: '0',
          price: '0.45',
          asset_id: tokenIdOf(201, 0),
          outcome: 'Yes',
          side: 'SELL',
        },
      ],
      type: 'TAKER',
      trader_side: 'TAKER',
    });
    expect(made).toMatchObject({
      id: second.tradeId,
      taker_order_id: bobNo.hash,
      asset_id: tokenIdOf(201, 1),
      side: 'BUY',
      size: '5',
      price: '0.6',
      outcome: 'No',
      owner: key(BOB),
      maker_address: BOB.toLowerCase(),
      maker_orders: [
        {
          order_id: aliceBid.hash,
          owner: key(ALICE),
          matched_amount: '5',
          // 0.02 of fee on a 2 notional.
          fee_rate_bps: '100',
          price: '0.4',
          asset_id: tokenIdOf(201, 0),
          outcome: 'Yes',
          side: 'BUY',
        },
      ],
      type: 'MAKER',
      trader_side: 'MAKER',
    });
    expect(views.accountTrades(BOB, { id: second.tradeId }).data[0]).toMatchObject({
      type: 'TAKER',
      trader_side: 'TAKER',
    });
  });

  it('never shows another wallet its trades', () => {
    const { first, second, others, third } = threeWayMarket();
    expect(ids({})).toEqual([first.tradeId, second.tradeId, third.tradeId]);
    expect(ids({}, CAROL)).toEqual([others.tradeId]);
    expect(ids({}, BOB.toUpperCase().replace('0X', '0x'))).toEqual([
      first.tradeId,
      second.tradeId,
      others.tradeId,
      third.tradeId,
    ]);
    expect(ids({ id: others.tradeId })).toEqual([]);
    expect(ids({}, '0x' + '99'.repeat(20))).toEqual([]);
  });

  it('lists a fill between two orders of the caller once, as TAKER', () => {
    const { others } = threeWayMarket();
    const taker = place(CAROL, 204, 0, 'BUY', 5000);
    const self = rows.trade({
      taker,
      maker: place(CAROL, 204, 0, 'SELL', 5000),
      sizeMicros: 1_000_000,
      matchTime: T3,
    });
    const page = views.accountTrades(CAROL, {});
    expect(page.data.map((trade) => [trade.id, trade.type])).toEqual([
      [others.tradeId, 'TAKER'],
      [self.tradeId, 'TAKER'],
    ]);
    expect(page.count).toBe(2);
  });

  it('filters by id, taker, maker and market', () => {
    const { first, second, third } = threeWayMarket();
    expect(ids({ id: second.tradeId })).toEqual([second.tradeId]);
    expect(ids({ taker: ALICE.toUpperCase().replace('0X', '0x') })).toEqual([
      first.tradeId,
      third.tradeId,
    ]);
    expect(ids({ maker: ALICE })).toEqual([second.tradeId]);
    expect(ids({ taker: BOB })).toEqual([second.tradeId]);
    expect(ids({ taker: CAROL })).toEqual([]);
    expect(ids({ market: conditionIdOf(204) })).toEqual([third.tradeId]);
    expect(ids({ market: conditionIdOf(201).toUpperCase().replace('0X', '0x') })).toEqual([
      first.tradeId,
      second.tradeId,
    ]);
    expect(ids({ market: conditionIdOf(204), maker: ALICE })).toEqual([]);
  });

  it("also filters by the client's asset_id and maker_address, matching either order", () => {
    const { first, third } = threeWayMarket();
    const byAsset = ids({ asset_id: tokenIdOf(201, 0) });
    expect(byAsset).toContain(first.tradeId);
    expect(byAsset).not.toContain(third.tradeId);
    const byWallet = ids({ maker_address: '0x' + 'f1'.repeat(20) });
    expect(byWallet).toContain(first.tradeId);
    expect(byWallet).not.toContain(third.tradeId);
  });

  it('keeps before and after strict, at whole seconds', () => {
    const { first, second, third } = threeWayMarket();
    const s1 = seconds(T1);
    const s2 = Math.floor(seconds(T2));
    expect(ids({ before: String(s1) })).toEqual([]);
    expect(ids({ before: String(s1 + 1) })).toEqual([first.tradeId]);
    expect(ids({ after: String(s1) })).toEqual([second.tradeId, third.tradeId]);
    expect(ids({ after: String(s1 - 1) })).toEqual([first.tradeId, second.tradeId, third.tradeId]);
    // T2 is half a second past s2: it belongs to s2, so it is not after s2.
    expect(ids({ after: String(s2) })).toEqual([third.tradeId]);
    expect(ids({ after: String(s1), before: String(seconds(T3)) })).toEqual([second.tradeId]);
    expect(ids({ before: '999999999999' })).toHaveLength(3);
    expect(ids({ after: '999999999999' })).toEqual([]);
  });

  it('pages through many fills to LTE= without gaps or repeats', () => {
    const taker = place(ALICE, 204, 0, 'BUY', 5000, { sizeMicros: 1_000_000_000 });
    const expected = Array.from({ length: 205 }, (_, i) => {
      const maker = place(BOB, 204, 0, 'SELL', 5000, { sizeMicros: 1_000_000 });
      const at = new Date(Date.UTC(2025, 3, 1, 0, 0, i)).toISOString();
      return rows.trade({ taker, maker, sizeMicros: 1_000_000, matchTime: at }).tradeId;
    });
    const seen: string[] = [];
    const cursors: string[] = [];
    for (let next = 'MA=='; next !== 'LTE=';) {
      const page = views.accountTrades(BOB, { next_cursor: next });
      seen.push(...page.data.map((trade) => trade.id));
      next = page.next_cursor;
      cursors.push(next);
    }
    expect(cursors).toEqual(['MTAw', 'MjAw', 'LTE=']);
    expect(seen).toEqual(expected);
    expect(views.accountTrades(BOB, { next_cursor: 'LTE=' })).toEqual({
      data: [],
      next_cursor: 'LTE=',
      limit: 100,
      count: 0,
    });
    expect(() => views.accountTrades(BOB, { next_cursor: 'bad cursor' })).toThrow(ServiceError);
  });
});

describe('builder trades (/builder/trades)', () => {
  it("lists the code's orders in their fills, in the venue's builder-trade form", () => {
    const { second, bobNo } = threeWayMarket();
    const buildersOwn = place(ALICE, 204, 0, 'SELL', 7000, {
      builder: BUILDER.toUpperCase().replace('0X', '0x'),
    });
    const carolTaker = place(CAROL, 204, 0, 'BUY', 7000, { makerAddress: '0x' + 'cf'.repeat(20) });
    const fourth = rows.trade({
      taker: carolTaker,
      maker: buildersOwn,
      sizeMicros: 1_000_000,
      matchTime: T3,
      makerFeeMicros: 7_000,
    });
    const builderIds = (query: Omit<BuilderTradesQuery, 'builder_code'>, code = BUILDER) =>
      views.builderTrades({ ...query, builder_code: code }).data.map((trade) => trade.id);

    const page = views.builderTrades({ builder_code: BUILDER });
    expect(page).toMatchObject({ next_cursor: 'LTE=', limit: 100, count: 2 });
    const [taken, made] = page.data;
    // Each item is the order that carries the code: its token, side, price, fee and API key.
    expect(taken).toEqual({
      id: second.tradeId,
      tradeType: 'TAKER',
      takerOrderHash: bobNo.hash,
      builder: '',
      builderCode: BUILDER,
      market: conditionIdOf(201),
      assetId: tokenIdOf(201, 1),
      side: 'BUY',
      size: '5',
      sizeUsdc: '3',
      price: '0.6',
      status: 'TRADE_STATUS_CONFIRMED',
      outcome: 'No',
      outcomeIndex: 1,
      owner: key(BOB),
      maker: BOB.toLowerCase(),
      transactionHash: second.transactionHash,
      matchTime: String(Math.floor(seconds(T2))),
      bucketIndex: 0,
      // Alice's maker fee in this fill is not the builder's order's.
      fee: '0',
      feeUsdc: '0',
      builderFee: '0',
      createdAt: T2,
      updatedAt: T2,
    });
    expect(made).toMatchObject({
      id: fourth.tradeId,
      tradeType: 'MAKER',
      takerOrderHash: carolTaker.hash,
      builderCode: BUILDER,
      assetId: tokenIdOf(204, 0),
      side: 'SELL',
      size: '1',
      sizeUsdc: '0.7',
      price: '0.7',
      owner: key(ALICE),
      maker: ALICE.toLowerCase(),
      matchTime: String(seconds(T3)),
      // 0.007 of collateral at 0.7 is 0.01 of a share.
      fee: '0.01',
      feeUsdc: '0.007',
    });

    expect(builderIds({}, BUILDER.toUpperCase().replace('0X', '0x'))).toEqual([
      second.tradeId,
      fourth.tradeId,
    ]);
    expect(builderIds({}, '0x' + 'b2'.repeat(32))).toEqual([]);
    // maker_address and asset_id are the coded order's, not its counterparty's.
    expect(builderIds({ maker_address: '0x' + 'CF'.repeat(20) })).toEqual([]);
    expect(builderIds({ maker_address: ALICE })).toEqual([fourth.tradeId]);
    expect(builderIds({ maker_address: BOB })).toEqual([second.tradeId]);
    expect(builderIds({ market: conditionIdOf(201) })).toEqual([second.tradeId]);
    expect(builderIds({ asset_id: tokenIdOf(201, 1) })).toEqual([second.tradeId]);
    expect(builderIds({ asset_id: tokenIdOf(201, 0) })).toEqual([]);
    expect(builderIds({ asset_id: tokenIdOf(204, 0) })).toEqual([fourth.tradeId]);
    expect(builderIds({ id: fourth.tradeId })).toEqual([fourth.tradeId]);
    expect(builderIds({ after: String(Math.floor(seconds(T2))) })).toEqual([fourth.tradeId]);
    expect(builderIds({ before: String(seconds(T3)) })).toEqual([second.tradeId]);
    expect(builderIds({ next_cursor: Buffer.from('1').toString('base64') })).toEqual([
      fourth.tradeId,
    ]);
    expect(builderIds({ next_cursor: 'LTE=' })).toEqual([]);
  });

  it('lists a fill between two orders of the same code once per order, taker first', () => {
    const maker = place(ALICE, 204, 0, 'SELL', 6000, { builder: BUILDER });
    const taker = place(BOB, 204, 0, 'BUY', 6000, { builder: BUILDER });
    const fill = rows.trade({
      taker,
      maker,
      sizeMicros: 1_000_000,
      matchTime: T1,
      takerFeeMicros: 30_000,
    });
    const page = views.builderTrades({ builder_code: BUILDER });
    expect(
      page.data.map((trade) => [trade.id, trade.tradeType, trade.owner, trade.feeUsdc, trade.fee]),
    ).toEqual([
      [fill.tradeId, 'TAKER', key(BOB), '0.03', '0.05'],
      [fill.tradeId, 'MAKER', key(ALICE), '0', '0'],
    ]);
    const second = views.builderTrades({
      builder_code: BUILDER,
      next_cursor: Buffer.from('1').toString('base64'),
    });
    expect(second.data.map((trade) => trade.tradeType)).toEqual(['MAKER']);
  });

  it('attributes the fills of orders placed without a code to no builder', () => {
    const maker = place(ALICE, 204, 0, 'SELL', 6000);
    const taker = place(BOB, 204, 0, 'BUY', 6000);
    rows.trade({ taker, maker, sizeMicros: 1_000_000, matchTime: T1 });
    expect(views.builderTrades({ builder_code: NO_BUILDER })).toEqual({
      data: [],
      next_cursor: 'LTE=',
      limit: 100,
      count: 0,
    });
  });
});
