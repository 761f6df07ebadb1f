// @vitest-environment jsdom
import { act, waitFor as waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchFirstMarkets } from '../../../../../renderer/features/markets/index.js';
import {
  LIST_REFRESH_MS,
  REFRESHED_PAGES,
  useMarketsList,
} from '../../../../../renderer/features/markets/api/markets-list.js';
import {
  MARKET_PAGE_SIZE,
  defaultFilters,
} from '../../../../../renderer/features/markets/market-filters.js';
import { createFakeTransport } from '../../components/support/fake-transport.js';
import { market } from '../../components/support/fixtures.js';
import {
  renderHookWithProviders,
  resetRenderer,
  testQueryClient,
} from '../../components/support/render.js';

afterEach(resetRenderer);

describe('the first page of markets asked for at start', () => {
  it('is the page the list shows first: the list does not ask for it again', async () => {
    const fake = createFakeTransport({ 'catalog.markets': [market({ id: '7' })] });
    const client = testQueryClient();
    prefetchFirstMarkets(client, fake.transport);
    expect(fake.callsOf('catalog.markets')).toHaveLength(1);
    const list = renderHookWithProviders(() => useMarketsList(defaultFilters), fake, client);
    await waitFor(() => expect(list.result.current.data?.pages[0]?.[0]?.id).toBe('7'));
    expect(fake.callsOf('catalog.markets')).toEqual([
      expect.objectContaining({ offset: 0, order: expect.any(String) }),
    ]);
  });
});

describe('the market list while it is shown', () => {
  it('reads its first pages again, so its prices follow the venue', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let price = '0.5';
      const fake = createFakeTransport({
        'catalog.markets': () => [market({ id: '7', lastTradePrice: Number(price) })],
      });
      const list = renderHookWithProviders(() => useMarketsList(defaultFilters), fake);
      await waitFor(() =>
        expect(list.result.current.data?.pages[0]?.[0]?.lastTradePrice).toBe(0.5),
      );
      price = '0.055';
      await act(() => vi.advanceTimersByTimeAsync(LIST_REFRESH_MS));
      await waitFor(() =>
        expect(list.result.current.data?.pages[0]?.[0]?.lastTradePrice).toBe(0.055),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('scrolled deeper than a few pages, is left as it is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const page = Array.from({ length: MARKET_PAGE_SIZE }, (_, index) =>
        market({ id: String(index) }),
      );
      const fake = createFakeTransport({ 'catalog.markets': () => page });
      const list = renderHookWithProviders(() => useMarketsList(defaultFilters), fake);
      await waitFor(() => expect(list.result.current.data?.pages).toHaveLength(1));
      for (let loaded = 1; loaded <= REFRESHED_PAGES; loaded++) {
        await act(() => list.result.current.fetchNextPage());
      }
      const asked = fake.callsOf('catalog.markets').length;
      await act(() => vi.advanceTimersByTimeAsync(LIST_REFRESH_MS * 2));
      expect(fake.callsOf('catalog.markets')).toHaveLength(asked);
    } finally {
      vi.useRealTimers();
    }
  });
});
