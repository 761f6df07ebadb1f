// @vitest-environment jsdom
import { createElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CommandPalette } from '../../../../../renderer/features/palette/components/command-palette.js';
import {
  getLadderTradingState,
  setArmed,
} from '../../../../../renderer/features/ladder-trading/trading-settings.js';
import { createFakeTransport } from '../../components/support/fake-transport.js';
import { market, serviceStatus, vaultStatus } from '../../components/support/fixtures.js';
import { renderWithProviders, resetRenderer } from '../../components/support/render.js';

afterEach(() => {
  resetRenderer();
  setArmed(false);
});

function renderPalette() {
  const fake = createFakeTransport({
    'vault.status': vaultStatus(),
    'service.status': serviceStatus(),
    'catalog.searchMarkets': [
      market({
        question: 'Will Alibaba lead?',
        bestBid: 0.03,
        bestAsk: 0.04,
        lastTradePrice: 0.02,
      }),
    ],
  });
  renderWithProviders(createElement(CommandPalette), fake);
  return userEvent.setup();
}

describe("the palette's trading commands", () => {
  it('arm one-click trading, beside the key that does the same', async () => {
    const user = renderPalette();
    await user.keyboard('arm one');
    const option = await screen.findByRole('option', { name: /^Arm one-click trading/ });
    expect(option.textContent).toBe('Arm one-click tradingA');
    await user.click(option);
    expect(getLadderTradingState().armed).toBe(true);
  });

  it("cancel the market's orders, flatten it and switch its outcome", async () => {
    const user = renderPalette();
    await user.keyboard('this market');
    await screen.findByRole('option', { name: /^Cancel all orders in this market/ });
    expect(screen.getByRole('option', { name: /^Flatten this market/ }).textContent).toBe(
      'Flatten this market (cancel, then sell all)F',
    );
  });
});

describe("the palette's market results", () => {
  it('show the price the market list shows: the mid of a tight book, not the last trade', async () => {
    const user = renderPalette();
    await user.keyboard('alibaba');
    const option = await screen.findByRole('option', { name: /Open market: Will Alibaba lead\?/ });
    await waitFor(() => expect(option.textContent).toBe('Open market: Will Alibaba lead?3.5¢'));
  });
});
