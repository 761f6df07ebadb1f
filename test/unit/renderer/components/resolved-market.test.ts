// @vitest-environment jsdom
// A resolved market on real venue data: its last trade and book say one thing, its result
// another. The terminal shows the result wherever it shows a price, and trades nothing.
import { createElement } from 'react';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { selectMarket } from '../../../../renderer/stores/selection-store.js';
import { MarketHeader } from '../../../../renderer/features/market/components/market-header.js';
import { MarketRow } from '../../../../renderer/features/markets/components/market-row.js';
import { TicketPanel } from '../../../../renderer/features/ticket/components/ticket-panel.js';
import { testIds } from '../../../../renderer/lib/test-ids.js';
import { createFakeTransport } from './support/fake-transport.js';
import { market, vaultStatus } from './support/fixtures.js';
import { renderWithProviders, resetRenderer } from './support/render.js';

afterEach(resetRenderer);

/** Resolved No, as the venue sends it: settlement prices, while the last trade was at 97¢. */
const resolvedNo = () =>
  market({
    closed: true,
    acceptingOrders: false,
    outcomePrices: '["0", "1"]',
    umaResolutionStatus: 'resolved',
    closedTime: '2026-06-18T02:10:00Z',
    lastTradePrice: 0.97,
    bestBid: 0.96,
    bestAsk: 0.98,
  });

describe('a resolved market', () => {
  it('says so first in its list row, with the settlement as its price', () => {
    renderWithProviders(
      createElement(
        'div',
        { role: 'listbox', 'aria-label': 'Markets' },
        createElement(MarketRow, {
          market: resolvedNo(),
          index: 0,
          top: 0,
          selected: false,
          highlighted: false,
          iconsAllowed: false,
          onOpen: () => undefined,
        }),
      ),
      createFakeTransport(),
    );
    const row = screen.getByTestId(testIds.marketRow);
    expect(row.querySelector('.market-row-subtitle')?.textContent).toBe(
      'Resolved: No · June · Fed decisions 2026',
    );
    expect(row.querySelector('.market-row-price .market-row-main')?.textContent).toBe('0¢');
  });

  it('shows its result and settlement prices in the header, not the live ones', () => {
    renderWithProviders(
      createElement(MarketHeader, { market: resolvedNo(), outcomeIndex: 0, prices: [0.97, 0.03] }),
      createFakeTransport(),
    );
    expect(screen.getByText('Resolved: No')).toBeTruthy();
    const tabs = within(screen.getByRole('group', { name: 'Outcome' }));
    expect(tabs.getByRole('button', { name: /Yes/ }).textContent).toBe('Yes0¢');
    expect(tabs.getByRole('button', { name: /No/ }).textContent).toBe('No100¢');
  });

  it('replaces the ticket with why it takes no orders', () => {
    const fake = createFakeTransport({ 'vault.status': vaultStatus() });
    selectMarket(resolvedNo());
    renderWithProviders(createElement(TicketPanel), fake);
    const ticket = screen.getByTestId(testIds.ticket);
    expect(within(ticket).getByText('Resolved: No on Jun 18, 2026')).toBeTruthy();
    expect(within(ticket).getByText(/has resolved: it takes no orders/)).toBeTruthy();
    expect(screen.queryByTestId(testIds.ticketSubmit)).toBeNull();
  });

  it('closed without a result yet, says that instead', () => {
    const fake = createFakeTransport({ 'vault.status': vaultStatus() });
    selectMarket(
      market({ closed: true, acceptingOrders: false, outcomePrices: '["0.584","0.416"]' }),
    );
    renderWithProviders(createElement(TicketPanel), fake);
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.getByText(/its result is not in yet/)).toBeTruthy();
  });
});
