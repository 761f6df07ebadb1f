// @vitest-environment jsdom
// A reload opens the market that was open, with its outcome, not the list's first.
import { createElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getSelection,
  lastMarket,
  selectOutcome,
} from '../../../../renderer/stores/selection-store.js';
import { MarketsPanel } from '../../../../renderer/features/markets/components/markets-panel.js';
import { testIds } from '../../../../renderer/lib/test-ids.js';
import { callError, createFakeTransport, type Answers } from './support/fake-transport.js';
import { market } from './support/fixtures.js';
import { renderWithProviders, resetRenderer } from './support/render.js';

// The virtual list lays out rows within its height, which jsdom does not compute.
beforeAll(() => {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return this.classList.contains('market-list') ? 440 : 0;
  });
});
afterAll(() => vi.restoreAllMocks());
afterEach(() => {
  resetRenderer();
  localStorage.clear();
});

const listed = [market({ id: '501' }), market({ id: '503', conditionId: '0xc0ffee03' })];
const earlier = market({ id: '777', conditionId: '0xc0ffee77', question: 'Opened before' });

function renderPanel(marketAnswer: Answers) {
  const fake = createFakeTransport({
    'catalog.markets': listed,
    'catalog.tags': [],
    ...marketAnswer,
  });
  renderWithProviders(createElement(MarketsPanel), fake);
  return fake;
}

describe('the market open before a reload', () => {
  it('is remembered with its outcome as the trader opens markets', async () => {
    renderPanel({});
    await screen.findAllByTestId(testIds.marketRow);
    await userEvent.setup().click(screen.getAllByTestId(testIds.marketRow)[1]!);
    selectOutcome(1);
    expect(lastMarket()).toEqual({ id: '503', outcomeIndex: 1 });
  });

  it('opens again after a reload, with its outcome, instead of the list’s first', async () => {
    localStorage.setItem('marketdesk.lastMarket', JSON.stringify({ id: '777', outcomeIndex: 1 }));
    renderPanel({ 'catalog.market': ({ id }) => (id === '777' ? earlier : listed[0]!) });
    await screen.findAllByTestId(testIds.marketRow);
    await waitFor(() => expect(getSelection().market?.id).toBe('777'));
    expect(getSelection().outcomeIndex).toBe(1);
  });

  it('is forgotten when it is gone, and the list’s first opens', async () => {
    localStorage.setItem('marketdesk.lastMarket', JSON.stringify({ id: '999', outcomeIndex: 0 }));
    renderPanel({
      'catalog.market': () => {
        throw callError('not_found', 'no market 999');
      },
    });
    await waitFor(() => expect(getSelection().market?.id).toBe('501'));
    expect(lastMarket()).toEqual({ id: '501', outcomeIndex: 0 });
  });
});
