// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MarketStreamMessage } from '../../../../../server/contract/index.js';
import { MarketFeed } from '../../../../../renderer/features/market/market-feed.js';
import { useOwnFills } from '../../../../../renderer/features/market/use-own-fills.js';
import { createFakeTransport, type Answers } from '../../components/support/fake-transport.js';
import { vaultStatus } from '../../components/support/fixtures.js';
import { renderHookWithProviders, resetRenderer } from '../../components/support/render.js';
import { manualFrames } from './manual-frames.js';

const CONDITION = '0xabc';

const trade: MarketStreamMessage = {
  event_type: 'last_trade_price',
  asset_id: '1',
  market: CONDITION,
  price: '0.4',
  size: '10',
  side: 'BUY',
  fee_rate_bps: '0',
  timestamp: '3',
};

const noAccount = {
  ...vaultStatus(false),
  accounts: [],
  currentId: null,
  locksAt: null,
};

afterEach(resetRenderer);

async function ownFillsWith(answers: Answers) {
  const fake = createFakeTransport({ 'publicdata.trades': [], ...answers });
  const { frames, runFrame } = manualFrames();
  const feed = new MarketFeed(['1', '2'], frames);
  const hook = renderHookWithProviders(() => useOwnFills(feed, CONDITION), fake);
  const { client } = hook;
  // The vault's status is read, then the fills (with an account) or nothing.
  await waitFor(() => expect(fake.callsOf('vault.status')).toHaveLength(1));
  await waitFor(() => expect(client.isFetching()).toBe(0));
  const tradeArrives = async () => {
    act(() => {
      feed.receive(trade);
      runFrame();
    });
    await waitFor(() => expect(client.isFetching()).toBe(0));
  };
  return { fake, hook, tradeArrives };
}

describe("the account's fills on a market page", () => {
  it('are read again after a trade in the market', async () => {
    const { fake, hook, tradeArrives } = await ownFillsWith({ 'vault.status': vaultStatus() });
    // The fills are asked for once the status names the account.
    await waitFor(() => expect(fake.callsOf('publicdata.trades')).toHaveLength(1));
    await waitFor(() => expect(hook.client.isFetching()).toBe(0));
    await tradeArrives();
    expect(fake.callsOf('publicdata.trades')).toEqual([
      expect.objectContaining({ user: vaultStatus().accounts[0]!.address, market: [CONDITION] }),
      expect.objectContaining({ user: vaultStatus().accounts[0]!.address, market: [CONDITION] }),
    ]);
  });

  it('are never asked for without an account, trades or not', async () => {
    const { fake, hook, tradeArrives } = await ownFillsWith({ 'vault.status': noAccount });
    await tradeArrives();
    expect(fake.callsOf('vault.status')).toHaveLength(1);
    expect(fake.callsOf('publicdata.trades')).toEqual([]);
    expect(hook.result.current.data).toBeUndefined();
  });
});
