import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { knownExchanges } from '../../../server/auth/index.js';
import { ServiceError } from '../../../server/contract/index.js';
import type { AccountViews } from '../../../server/trading/index.js';
import { conditionIdOf, tokenIdOf } from '../../support/catalog-fixture.js';
import {
  openAccountFixture,
  type AccountFixture,
  type LedgerRows,
  type OrderSpec,
} from '../../support/ledger-rows.js';

const ALICE = '0xA11CE00000000000000000000000000000000A11';
const BOB = '0xb0b0000000000000000000000000000000000b0b';
const DAVE = '0x' + 'da7e'.repeat(10);
const EXCHANGES = knownExchanges[137]!;
const UNLIMITED = (2n ** 256n - 1n).toString();

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

/** The code and message of what `fn` throws, which must be a ServiceError. */
function rejection(fn: () => unknown): { code: string; message: string } {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    const { code, message } = error as ServiceError;
    return { code, message };
  }
  throw new Error('expected a rejection');
}

/** An order row: owner, market, outcome index, side, price in ticks, size in micro-shares. */
const place = (
  owner: string,
  marketId: number,
  outcomeIndex: 0 | 1,
  side: 'BUY' | 'SELL',
  priceTicks: number,
  sizeMicros: number,
  extra: Partial<OrderSpec> = {},
) => rows.order({ owner, marketId, outcomeIndex, side, priceTicks, sizeMicros, ...extra });

const cursor = (offset: number): string => Buffer.from(String(offset)).toString('base64');

describe('user orders (/data/orders)', () => {
  it("lists only the caller's LIVE orders, oldest first, with every field", () => {
    const first = rows.order({
      owner: ALICE,
      marketId: 201,
      outcomeIndex: 0,
      side: 'BUY',
      priceTicks: 4500,
      sizeMicros: 10_000_000,
      matchedMicros: 2_500_000,
      orderType: 'GTD',
      expiration: 1_900_000_000,
      makerAddress: '0xF00d000000000000000000000000000000000F00',
      createdAt: '2025-02-03T04:05:06.789Z',
    });
    place(ALICE, 201, 0, 'BUY', 4000, 5_000_000, { status: 'CANCELED' });
    place(ALICE, 201, 1, 'SELL', 6000, 5_000_000, { status: 'MATCHED' });
    const third = place(ALICE, 204, 1, 'SELL', 123, 1_230_000);
    place(BOB, 201, 0, 'SELL', 4600, 5_000_000);

    const page = views.userOrders(ALICE, {});
    expect(page).toMatchObject({ next_cursor: 'LTE=', limit: 100, count: 2 });
    expect(page.data.map((order) => order.id)).toEqual([first.hash, third.hash]);
    const fields = {
      id: first.hash,
      status: 'LIVE',
      market: conditionIdOf(201),
      assetId: tokenIdOf(201, 0),
      side: 'BUY',
      type: 'GTD',
      originalSize: '10',
      sizeMatched: '2.5',
      price: '0.45',
      outcome: 'Yes',
      makerAddress: '0xf00d000000000000000000000000000000000f00',
      owner: `key-${ALICE.toLowerCase()}`,
      associateTrades: [],
      expiration: '1900000000',
      createdAt: '2025-02-03T04:05:06.789Z',
    };
    expect(page.data[0]).toEqual({
      ...fields,
      asset_id: fields.assetId,
      order_type: 'GTD',
      original_size: '10',
      size_matched: '2.5',
      maker_address: fields.makerAddress,
      associate_trades: [],
      created_at: Math.floor(Date.parse('2025-02-03T04:05:06.789Z') / 1000),
    });
    expect(page.data[1]).toMatchObject({ price: '0.0123', originalSize: '1.23', outcome: 'No' });

    expect(views.userOrders(BOB, {}).data).toHaveLength(1);
    expect(views.userOrders(DAVE, {})).toEqual({
      data: [],
      next_cursor: 'LTE=',
      limit: 100,
      count: 0,
    });
  });

  it('filters by id, market and asset_id, and never across wallets', () => {
    const yes = place(ALICE, 201, 0, 'BUY', 4500, 10_000_000);
    const no = place(ALICE, 201, 1, 'BUY', 5000, 10_000_000);
    const other = place(ALICE, 204, 0, 'BUY', 5000, 10_000_000);
    const bobs = place(BOB, 201, 0, 'BUY', 4500, 10_000_000);
    const ids = (query: Parameters<AccountViews['userOrders']>[1], who = ALICE) =>
      views.userOrders(who, query).data.map((order) => order.id);

    expect(ids({ id: no.hash.toUpperCase().replace('0X', '0x') })).toEqual([no.hash]);
    expect(ids({ id: bobs.hash })).toEqual([]);
    expect(ids({ market: conditionIdOf(201) })).toEqual([yes.hash, no.hash]);
    expect(ids({ market: conditionIdOf(204) })).toEqual([other.hash]);
    expect(ids({ asset_id: tokenIdOf(201, 0) })).toEqual([yes.hash]);
    expect(ids({ market: conditionIdOf(204), asset_id: tokenIdOf(201, 0) })).toEqual([]);
    expect(ids({ market: conditionIdOf(209) })).toEqual([]);
    expect(ids({}, ALICE.toLowerCase())).toEqual([yes.hash, no.hash, other.hash]);
    expect(ids({}, BOB.toUpperCase().replace('0X', '0x'))).toEqual([bobs.hash]);
  });

  it('pages 100 at a time until LTE=, and answers LTE= with an empty page', () => {
    const hashes = Array.from(
      { length: 230 },
      () => place(DAVE, 204, 0, 'BUY', 100, 5_000_000).hash,
    );
    const seen: string[] = [];
    const cursors: string[] = [];
    let next: string | undefined = 'MA==';
    while (next !== 'LTE=') {
      const page = views.userOrders(DAVE, { next_cursor: next });
      expect(page.count).toBe(page.data.length);
      seen.push(...page.data.map((order) => order.id));
      next = page.next_cursor;
      cursors.push(next);
    }
    expect(cursors).toEqual([cursor(100), cursor(200), 'LTE=']);
    expect(cursors.slice(0, 2)).toEqual(['MTAw', 'MjAw']);
    expect(seen).toEqual(hashes);
    expect(views.userOrders(DAVE, {}).data).toHaveLength(100);
    expect(views.userOrders(DAVE, { next_cursor: '' }).data[0]?.id).toBe(hashes[0]);
    expect(views.userOrders(DAVE, { next_cursor: cursor(229) }).data.map((o) => o.id)).toEqual([
      hashes[229],
    ]);
    expect(views.userOrders(DAVE, { next_cursor: cursor(5000) })).toMatchObject({
      data: [],
      next_cursor: 'LTE=',
    });
    expect(views.userOrders(DAVE, { next_cursor: 'LTE=' })).toEqual({
      data: [],
      next_cursor: 'LTE=',
      limit: 100,
      count: 0,
    });
  });

  it('rejects a malformed cursor with a 400 naming next_cursor', () => {
    for (const bad of [
      'abc',
      'MA',
      'MA=',
      '!!!!',
      'MA==x',
      cursor(-2),
      Buffer.from('01').toString('base64'),
      Buffer.from('1.5').toString('base64'),
      Buffer.from('9'.repeat(20)).toString('base64'),
    ]) {
      const { code, message } = rejection(() => views.userOrders(ALICE, { next_cursor: bad }));
      expect(code, bad).toBe('invalid_input');
      expect(message).toMatch(/^next_cursor /);
    }
  });
});

describe('one user order (/data/order/{id})', () => {
  it("answers the caller's order in any status with its trades, 404 otherwise", () => {
    const cancelled = place(ALICE, 201, 0, 'BUY', 4500, 10_000_000, {
      matchedMicros: 4_000_000,
      status: 'CANCELED',
    });
    const maker = place(BOB, 201, 0, 'SELL', 4500, 3_000_000, { status: 'MATCHED' });
    const taker = place(BOB, 201, 1, 'BUY', 5500, 1_000_000, { status: 'MATCHED' });
    const first = rows.trade({
      taker: cancelled,
      maker,
      sizeMicros: 3_000_000,
      matchTime: '2025-03-01T00:00:00.000Z',
    });
    const second = rows.trade({
      taker,
      maker: cancelled,
      sizeMicros: 1_000_000,
      matchTime: '2025-03-01T00:01:00.000Z',
    });

    const order = views.userOrder(ALICE.toLowerCase(), cancelled.hash);
    expect(order).toMatchObject({ id: cancelled.hash, status: 'CANCELED', sizeMatched: '4' });
    expect(order.associateTrades).toEqual([first.tradeId, second.tradeId]);
    expect(order.associate_trades).toEqual(order.associateTrades);
    expect(views.userOrder(BOB, maker.hash).associateTrades).toEqual([first.tradeId]);
    expect(views.userOrder(ALICE, cancelled.hash.toUpperCase().replace('0X', '0x')).id).toBe(
      cancelled.hash,
    );

    expect(rejection(() => views.userOrder(ALICE, maker.hash))).toEqual({
      code: 'not_found',
      message: 'order not found',
    });
    expect(rejection(() => views.userOrder(ALICE, '0x' + '1'.repeat(64))).code).toBe('not_found');
  });

  it('lists the trades of each order on a page', () => {
    const resting = place(ALICE, 201, 0, 'BUY', 4500, 10_000_000, { matchedMicros: 2_000_000 });
    const quiet = place(ALICE, 201, 0, 'BUY', 4400, 10_000_000);
    const taker = place(BOB, 201, 0, 'SELL', 4500, 2_000_000, { status: 'MATCHED' });
    const a = rows.trade({
      taker,
      maker: resting,
      sizeMicros: 1_000_000,
      matchTime: '2025-03-01T00:00:00.000Z',
    });
    const b = rows.trade({
      taker,
      maker: resting,
      sizeMicros: 1_000_000,
      matchTime: '2025-03-01T00:00:01.000Z',
    });
    const page = views.userOrders(ALICE, {});
    expect(page.data.map((order) => [order.id, order.associateTrades])).toEqual([
      [resting.hash, [a.tradeId, b.tradeId]],
      [quiet.hash, []],
    ]);
  });
});

describe('balance and allowance (/balance-allowance)', () => {
  it('answers available collateral and shares, 0 for an unknown wallet, unlimited allowances', () => {
    rows.collateral(ALICE, 100_000_000, 30_000_000);
    rows.position(ALICE, 201, 0, 20_000_000, 5_000_000);
    const allowances = { [EXCHANGES.standard]: UNLIMITED, [EXCHANGES.negRisk]: UNLIMITED };

    expect(views.balanceAllowance(ALICE, { asset_type: 'COLLATERAL' })).toEqual({
      balance: '70000000',
      allowances,
    });
    expect(
      views.balanceAllowance(ALICE.toLowerCase(), {
        asset_type: 'CONDITIONAL',
        token_id: tokenIdOf(201, 0),
      }),
    ).toEqual({ balance: '15000000', allowances });
    expect(
      views.balanceAllowance(ALICE, { asset_type: 'CONDITIONAL', token_id: tokenIdOf(201, 1) })
        .balance,
    ).toBe('0');
    expect(views.balanceAllowance(BOB, { asset_type: 'COLLATERAL', signature_type: 0 })).toEqual({
      balance: '0',
      allowances,
    });
    expect(
      views.balanceAllowance(BOB, { asset_type: 'CONDITIONAL', token_id: tokenIdOf(201, 0) })
        .balance,
    ).toBe('0');
  });

  it('needs token_id for CONDITIONAL', () => {
    expect(rejection(() => views.balanceAllowance(ALICE, { asset_type: 'CONDITIONAL' }))).toEqual({
      code: 'invalid_input',
      message: 'token_id is required when asset_type is CONDITIONAL',
    });
  });
});
