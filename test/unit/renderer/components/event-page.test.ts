// @vitest-environment jsdom
import { createElement } from 'react';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Event } from '../../../../server/contract/index.js';
import { EventPage } from '../../../../renderer/features/market/components/event-page.js';
import { testIds } from '../../../../renderer/lib/test-ids.js';
import { createFakeTransport } from './support/fake-transport.js';
import { market } from './support/fixtures.js';
import { renderWithProviders, resetRenderer } from './support/render.js';

afterEach(resetRenderer);

/** A neg-risk event of three candidates, one of them already resolved No. */
const election = {
  id: '88',
  title: 'Who wins the mayoral race?',
  description:
    'Resolves to the candidate certified as winner. If the election is postponed, it resolves at the new date.',
  negRisk: true,
  volume: 2_400_000,
  liquidity: 85_000,
  openInterest: 410_000,
  markets: [
    market({ id: '1', groupItemTitle: 'Ada', bestBid: 0.51, bestAsk: 0.53 }),
    market({ id: '2', groupItemTitle: 'Bo', bestBid: 0.44, bestAsk: 0.46 }),
    market({
      id: '3',
      groupItemTitle: 'Cy',
      closed: true,
      outcomePrices: '["0","1"]',
      umaResolutionStatus: 'resolved',
    }),
  ],
} as unknown as Event;

describe('an event page', () => {
  it('says what a trader checks first: neg-risk, Yes sum, size, open markets', async () => {
    renderWithProviders(
      createElement(EventPage, { eventId: 88 }),
      createFakeTransport({ 'catalog.event': election }),
    );
    const facts = await screen.findByTestId(testIds.eventFacts);
    expect(facts.textContent).toBe(
      'Neg-risk group · Yes sum 97.0¢Vol $2.4MLiq $85.0KOpen interest $410.0K2 of 3 markets open',
    );
    // The first sentence whole; the rest one click away.
    expect(screen.getByText('Resolves to the candidate certified as winner. …')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Resolved: No')).toBeTruthy();
  });
});
