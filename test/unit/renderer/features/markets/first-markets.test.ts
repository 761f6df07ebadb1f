// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { prefetchFirstMarkets } from '../../../../../renderer/features/markets/index.js';
import { useMarketsList } from '../../../../../renderer/features/markets/api/markets-list.js';
import { defaultFilters } from '../../../../../renderer/features/markets/market-filters.js';
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
