// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountTrade } from '../../../../../renderer/features/portfolio/api/trades.js';
import { useTrades } from '../../../../../renderer/features/portfolio/api/trades.js';
import { useRestingFillNotices } from '../../../../../renderer/features/portfolio/fill-notices.js';
import { getUi } from '../../../../../renderer/stores/ui-store.js';
import { createFakeTransport } from '../../components/support/fake-transport.js';
import { market, vaultStatus } from '../../components/support/fixtures.js';
import { renderHookWithProviders, resetRenderer } from '../../components/support/render.js';

afterEach(resetRenderer);

const OTHER = '0x9990000000000000000000000000000000000002';
const CONDITION = '0xcondition';

/** A fill of the account's: `role` MAKER is its resting order's SELL of 10 Yes at 45¢. */
function trade(id: string, role: 'MAKER' | 'TAKER'): AccountTrade {
  return {
    id,
    taker_order_id: '0xtaker',
    market: CONDITION,
    asset_id: 'yes-token',
    side: 'BUY',
    size: '10',
    fee_rate_bps: '0',
    price: '0.45',
    status: 'MATCHED',
    match_time: '2026-01-01T00:00:00.000Z',
    last_update: '2026-01-01T00:00:00.000Z',
    outcome: 'Yes',
    bucket_index: 0,
    owner: 'key',
    maker_address: OTHER,
    transaction_hash: '0xtx',
    maker_orders: [
      {
        order_id: '0xmine',
        maker_address: OTHER,
        owner: 'key',
        matched_amount: '10',
        fee_rate_bps: '0',
        price: '0.45',
        asset_id: 'yes-token',
        outcome: 'Yes',
        side: 'SELL',
      },
    ],
    type: role,
    trader_side: role,
  };
}

function fillsScreen(initial: AccountTrade[]) {
  let trades = initial;
  const fake = createFakeTransport({
    'vault.status': vaultStatus(),
    'terminal.trades': () => trades,
    'catalog.market': market({ conditionId: CONDITION, question: 'Will it rain?' }),
  });
  const screen = renderHookWithProviders(() => {
    const fills = useTrades();
    useRestingFillNotices(fills.data, 'account-1');
    return fills;
  }, fake);
  const refill = async (next: AccountTrade[]) => {
    trades = next;
    await act(() => screen.client.invalidateQueries({ queryKey: ['terminal.trades'] }));
  };
  return { screen, refill };
}

const titles = () => getUi().toasts.map((toast) => `${toast.title} | ${toast.detail ?? ''}`);

describe('the notices of resting orders filled', () => {
  it('tell each new fill of a resting order, in any market, once', async () => {
    const { screen, refill } = fillsScreen([trade('t1', 'MAKER')]);
    await waitFor(() => expect(screen.result.current.data).toHaveLength(1));
    // The fills there before are history, not news.
    expect(titles()).toEqual([]);
    await refill([trade('t2', 'MAKER'), trade('t1', 'MAKER')]);
    await waitFor(() =>
      expect(titles()).toEqual(['Filled SELL 10 Yes @ 45¢ | Your resting order · Will it rain?']),
    );
    await refill([trade('t2', 'MAKER'), trade('t1', 'MAKER')]);
    expect(titles()).toHaveLength(1);
  });

  it("leave an order's own taking fill to its answer's notice", async () => {
    const { screen, refill } = fillsScreen([]);
    await waitFor(() => expect(screen.result.current.data).toEqual([]));
    await refill([trade('t3', 'TAKER')]);
    await waitFor(() => expect(screen.result.current.data).toHaveLength(1));
    expect(titles()).toEqual([]);
  });
});
