// @vitest-environment jsdom
import { createElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CommandPalette } from '../../../../../renderer/features/palette/components/command-palette.js';
import { createFakeTransport } from '../../components/support/fake-transport.js';
import { market, serviceStatus, vaultStatus } from '../../components/support/fixtures.js';
import { renderWithProviders, resetRenderer } from '../../components/support/render.js';

afterEach(resetRenderer);

describe("the palette's market results", () => {
  it('show the price the market list shows: the mid of a tight book, not the last trade', async () => {
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
    await userEvent.setup().keyboard('alibaba');
    const option = await screen.findByRole('option', { name: /Open market: Will Alibaba lead\?/ });
    await waitFor(() => expect(option.textContent).toBe('Open market: Will Alibaba lead?3.5¢'));
  });
});
