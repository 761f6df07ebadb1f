import { describe, expect, it } from 'vitest';
import type { AccountTrade } from '../../../../../renderer/features/portfolio/api/trades.js';
import { ownFill } from '../../../../../renderer/features/portfolio/own-fill.js';

const PAYER = '0xAbC0000000000000000000000000000000000001';
const OTHER = '0x9990000000000000000000000000000000000002';

const leg = (overrides: Partial<AccountTrade['maker_orders'][number]>) => ({
  order_id: '0xmaker',
  maker_address: OTHER.toLowerCase(),
  owner: 'other-key',
  matched_amount: '10',
  fee_rate_bps: '0',
  price: '0.45',
  asset_id: 'no-token',
  outcome: 'No',
  side: 'SELL',
  ...overrides,
});

function trade(overrides: Partial<AccountTrade>): AccountTrade {
  return {
    id: 't1',
    taker_order_id: '0xtaker',
    market: '0xcondition',
    asset_id: 'yes-token',
    side: 'BUY',
    size: '10',
    fee_rate_bps: '100',
    price: '0.55',
    status: 'CONFIRMED',
    match_time: '2026-01-01T00:00:00.000Z',
    last_update: '2026-01-01T00:00:00.000Z',
    outcome: 'Yes',
    bucket_index: 0,
    owner: 'taker-key',
    maker_address: OTHER,
    transaction_hash: '0xtx',
    maker_orders: [leg({})],
    type: 'TAKER',
    trader_side: 'TAKER',
    ...overrides,
  };
}

describe('ownFill', () => {
  it('uses the top-level taker order for a TAKER fill', () => {
    const fill = ownFill(trade({}), { payer: PAYER });
    expect(fill).toMatchObject({
      role: 'TAKER',
      side: 'BUY',
      price: '0.55',
      outcome: 'Yes',
      size: '10',
      assetId: 'yes-token',
      feeRateBps: '100',
    });
  });

  it("uses the caller's own maker leg for a MAKER fill, matched by paying address", () => {
    const fill = ownFill(
      trade({
        type: 'MAKER',
        trader_side: 'MAKER',
        maker_orders: [
          leg({ maker_address: OTHER, matched_amount: '4', price: '0.44' }),
          leg({
            maker_address: PAYER.toLowerCase(),
            matched_amount: '6',
            side: 'BUY',
            outcome: 'No',
            price: '0.45',
          }),
        ],
      }),
      { payer: PAYER },
    );
    expect(fill).toMatchObject({
      role: 'MAKER',
      side: 'BUY',
      outcome: 'No',
      price: '0.45',
      size: '6',
    });
  });

  it('matches by API key as well, and sums several own legs at their average price', () => {
    const fill = ownFill(
      trade({
        type: 'MAKER',
        maker_orders: [
          leg({ owner: 'my-key', matched_amount: '1', price: '0.4' }),
          leg({ owner: 'my-key', matched_amount: '3', price: '0.44' }),
          leg({ matched_amount: '6', price: '0.3' }),
        ],
      }),
      { payer: PAYER, apiKey: 'my-key' },
    );
    expect(fill).toMatchObject({ size: '4', price: '0.43', side: 'SELL', outcome: 'No' });
  });

  it('takes the only maker leg of a MAKER fill even before the identity is known', () => {
    const fill = ownFill(trade({ type: 'MAKER' }), { payer: '' });
    expect(fill).toMatchObject({ side: 'SELL', price: '0.45', outcome: 'No', assetId: 'no-token' });
  });

  it("names the caller's orders in the fill, so a grant's tag can be found for it", () => {
    expect(ownFill(trade({}), { payer: PAYER }).orderIds).toEqual(['0xtaker']);
    const maker = trade({
      type: 'MAKER',
      maker_orders: [
        leg({ order_id: '0xmine1', owner: 'my-key' }),
        leg({ order_id: '0xtheirs' }),
        leg({ order_id: '0xmine2', owner: 'my-key' }),
      ],
    });
    expect(ownFill(maker, { payer: PAYER, apiKey: 'my-key' }).orderIds).toEqual([
      '0xmine1',
      '0xmine2',
    ]);
    const unknown = trade({ type: 'MAKER', maker_orders: [leg({}), leg({ order_id: '0xb' })] });
    expect(ownFill(unknown, { payer: PAYER }).orderIds).toEqual([]);
  });
});
