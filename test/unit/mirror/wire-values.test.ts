import { describe, expect, it } from 'vitest';
import {
  accountTradeOf,
  cancelAnswerOf,
  orderAnswerOf,
  upstreamPositionOf,
  userOrderOf,
} from '../../../server/mirror/account/wire-values.js';

// The upstream's answers in the contract's shapes, whichever names the upstream used.

const CONDITION = '0x' + 'ab'.repeat(32);

describe('open orders', () => {
  it('fills the camelCase fields from an order the venue sends in snake_case only', () => {
    const order = userOrderOf({
      id: '0x01',
      status: 'LIVE',
      owner: 'key-1',
      maker_address: '0xMaker',
      market: CONDITION,
      asset_id: '123',
      side: 'BUY',
      original_size: '10',
      size_matched: '2.5',
      price: '0.4',
      associate_trades: ['t1'],
      outcome: 'Yes',
      created_at: 1_700_000_000,
      expiration: '0',
      order_type: 'GTC',
    });
    expect(order).toMatchObject({
      assetId: '123',
      asset_id: '123',
      originalSize: '10',
      sizeMatched: '2.5',
      makerAddress: '0xMaker',
      associateTrades: ['t1'],
      type: 'GTC',
      order_type: 'GTC',
      created_at: 1_700_000_000,
      createdAt: '2023-11-14T22:13:20.000Z',
    });
  });

  it('keeps an order a Marketdesk upstream sends with both names', () => {
    const order = userOrderOf({
      id: '0x02',
      assetId: '9',
      type: 'GTD',
      originalSize: '5',
      sizeMatched: '0',
      createdAt: '2026-01-02T03:04:05.000Z',
      expiration: '1800000000',
    });
    expect(order).toMatchObject({
      asset_id: '9',
      order_type: 'GTD',
      original_size: '5',
      created_at: Date.parse('2026-01-02T03:04:05Z') / 1000,
      createdAt: '2026-01-02T03:04:05.000Z',
      expiration: '1800000000',
    });
  });
});

describe('fills', () => {
  it('gives match times in Unix seconds as ISO dates and the caller side as type', () => {
    const trade = accountTradeOf({
      id: 't1',
      match_time: '1700000000',
      trader_side: 'MAKER',
      bucket_index: 2,
      maker_orders: [{ order_id: 'o1', matched_amount: '3', price: '0.5', side: 'SELL' }],
    });
    expect(trade).toMatchObject({
      match_time: '2023-11-14T22:13:20.000Z',
      last_update: '2023-11-14T22:13:20.000Z',
      type: 'MAKER',
      trader_side: 'MAKER',
      bucket_index: 2,
    });
    expect(trade.maker_orders).toEqual([
      {
        order_id: 'o1',
        maker_address: '',
        owner: '',
        matched_amount: '3',
        fee_rate_bps: '0',
        price: '0.5',
        asset_id: '',
        outcome: '',
        side: 'SELL',
      },
    ]);
  });
});

describe('order and cancel answers', () => {
  it('reads the venue message of a refused order and defaults what is missing', () => {
    expect(orderAnswerOf({ success: false, errorMsg: 'not enough balance' })).toEqual({
      success: false,
      errorMsg: 'not enough balance',
      orderID: '',
      status: '',
      makingAmount: '0',
      takingAmount: '0',
      tradeIDs: [],
      transactionsHashes: [],
    });
  });

  it('keeps the refused cancels with their reasons', () => {
    expect(cancelAnswerOf({ canceled: ['a'], not_canceled: { b: 'already matched' } })).toEqual({
      canceled: ['a'],
      not_canceled: { b: 'already matched' },
    });
    expect(cancelAnswerOf(null)).toEqual({ canceled: [], not_canceled: {} });
  });
});

describe('positions', () => {
  it('reads numbers sent as text and outcome index 1', () => {
    const position = upstreamPositionOf({
      asset: `${CONDITION}:1`,
      conditionId: CONDITION,
      size: '12.5',
      avgPrice: 0.3,
      curPrice: '0.35',
      outcomeIndex: 1,
      title: 'Will it?',
    });
    expect(position).toMatchObject({
      asset: `${CONDITION}:1`,
      size: 12.5,
      avgPrice: 0.3,
      curPrice: 0.35,
      outcomeIndex: 1,
      cashPnl: 0,
      title: 'Will it?',
    });
  });
});
