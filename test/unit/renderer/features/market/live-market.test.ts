// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MarketStreamMessage } from '../../../../../server/contract/index.js';
import {
  AFTER_CHANGE_MS,
  useFollowMarketFigures,
  useLiveMarket,
} from '../../../../../renderer/features/market/api/live-market.js';
import { MarketFeed } from '../../../../../renderer/features/market/market-feed.js';
import { createFakeTransport } from '../../components/support/fake-transport.js';
import { market } from '../../components/support/fixtures.js';
import { renderHookWithProviders, resetRenderer } from '../../components/support/render.js';
import { manualFrames } from './manual-frames.js';

afterEach(resetRenderer);

const book = (bid: string): MarketStreamMessage => ({
  event_type: 'book',
  asset_id: '1',
  market: '0xabc',
  bids: [{ price: bid, size: '10' }],
  asks: [{ price: '0.9', size: '10' }],
  timestamp: '1',
  hash: 'h',
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the open market's catalog figures", () => {
  it('are read again a moment after its book moves, once for a burst of changes', async () => {
    let liquidityNum = 0;
    const fake = createFakeTransport({ 'catalog.market': () => market({ liquidityNum }) });
    const { frames, runFrame } = manualFrames();
    const feed = new MarketFeed(['1', '2'], frames);
    const live = renderHookWithProviders(() => {
      useFollowMarketFigures(market().id, feed);
      return useLiveMarket(market(), feed);
    }, fake);
    await waitFor(() => expect(live.result.current.liquidityNum).toBe(0));
    expect(fake.callsOf('catalog.market')).toHaveLength(1);

    // The service writes the new figures within a second of the change.
    liquidityNum = 450;
    for (const bid of ['0.4', '0.41', '0.42']) {
      act(() => {
        feed.receive(book(bid));
        runFrame();
      });
    }
    await sleep(AFTER_CHANGE_MS / 2);
    expect(fake.callsOf('catalog.market')).toHaveLength(1);
    await waitFor(() => expect(live.result.current.liquidityNum).toBe(450), {
      timeout: AFTER_CHANGE_MS * 2,
    });
    await sleep(AFTER_CHANGE_MS);
    expect(fake.callsOf('catalog.market')).toHaveLength(2);
  });
});
