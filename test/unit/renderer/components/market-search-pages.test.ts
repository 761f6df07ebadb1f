// @vitest-environment jsdom
// The search box asks for a page of results as a screen needs them, the next as they scroll.
import { createElement } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MarketsPanel } from '../../../../renderer/features/markets/components/markets-panel.js';
import { MARKET_ROW_HEIGHT } from '../../../../renderer/features/markets/components/market-row.js';
import { SEARCH_PAGE_SIZE } from '../../../../renderer/features/markets/market-filters.js';
import { testIds } from '../../../../renderer/lib/test-ids.js';
import { createFakeTransport } from './support/fake-transport.js';
import { market } from './support/fixtures.js';
import { renderWithProviders, resetRenderer } from './support/render.js';

const LIST_HEIGHT = 10 * MARKET_ROW_HEIGHT;
// The virtual list lays out rows within its height, which jsdom does not compute.
beforeAll(() => {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return this.classList.contains('market-list') ? LIST_HEIGHT : 0;
  });
});
afterAll(() => vi.restoreAllMocks());
afterEach(() => resetRenderer());

const MATCHES = SEARCH_PAGE_SIZE + 15;
const found = (index: number) =>
  market({
    id: String(1000 + index),
    conditionId: `0xfeed${index}`,
    question: `Found market ${index}?`,
  });

/** The matches from `offset` on; `shift` moves each page's start back, as a rank change does. */
function renderSearch(shift = 0) {
  const fake = createFakeTransport({
    'catalog.markets': [market()],
    'catalog.tags': [],
    'catalog.searchMarkets': ({ offset = 0, limit = 20 }) => {
      const start = Math.max(0, offset - shift);
      return Array.from({ length: Math.max(0, Math.min(limit, MATCHES - start)) }, (_, at) =>
        found(start + at),
      );
    },
  });
  renderWithProviders(createElement(MarketsPanel), fake);
  return fake;
}

const pagesAsked = (fake: ReturnType<typeof createFakeTransport>) =>
  fake.calls.flatMap(({ method, params }) =>
    method === 'catalog.searchMarkets' ? [params as { offset: number; limit: number }] : [],
  );

describe('the search results', () => {
  it('come a page at a time: one page for a screen, the next as the list scrolls', async () => {
    const fake = renderSearch();
    await screen.findAllByTestId(testIds.marketRow);
    await userEvent.setup().type(screen.getByTestId(testIds.marketSearch), 'found');
    await screen.findByText(`Search · ${SEARCH_PAGE_SIZE}+`);
    expect(pagesAsked(fake)).toEqual([
      expect.objectContaining({ q: 'found', offset: 0, limit: SEARCH_PAGE_SIZE }),
    ]);

    const list = screen.getByRole('listbox', { name: 'Markets' });
    list.scrollTop = SEARCH_PAGE_SIZE * MARKET_ROW_HEIGHT - LIST_HEIGHT;
    fireEvent.scroll(list);
    await screen.findByText(`Search · ${MATCHES}`);
    expect(pagesAsked(fake).map(({ offset }) => offset)).toEqual([0, SEARCH_PAGE_SIZE]);
  });

  it('show a market once when its rank moved between two pages', async () => {
    renderSearch(1);
    await screen.findAllByTestId(testIds.marketRow);
    await userEvent.setup().type(screen.getByTestId(testIds.marketSearch), 'found');
    await screen.findByText(`Search · ${SEARCH_PAGE_SIZE}+`);
    const list = screen.getByRole('listbox', { name: 'Markets' });
    list.scrollTop = SEARCH_PAGE_SIZE * MARKET_ROW_HEIGHT - LIST_HEIGHT;
    fireEvent.scroll(list);
    // The second page starts with the first page's last market.
    await screen.findByText(`Search · ${MATCHES}`);
  });
});
