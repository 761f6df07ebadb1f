// @vitest-environment jsdom
import { createElement } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DepthChart } from '../../../../renderer/features/market/components/depth-chart.js';
import { useMarketFeed } from '../../../../renderer/features/market/use-market-feed.js';
import { boardTestIds } from '../../../../renderer/lib/board-test-ids.js';
import { createFakeTransport } from './support/fake-transport.js';
import { NO, YES, levelChange, noBook, yesBook } from './support/fixtures.js';
import { renderWithProviders, resetRenderer } from './support/render.js';

// jsdom lays nothing out and draws nothing: the chart gets no size and no 2D context, and
// says what it drew in `data-levels` all the same.
globalThis.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
HTMLCanvasElement.prototype.getContext = () => null;

afterEach(resetRenderer);

const TOKENS = [YES, NO];

function Chart() {
  const feed = useMarketFeed(TOKENS);
  return createElement(DepthChart, { feed, tokenId: YES, tickSize: 0.01 });
}

function renderChart() {
  const fake = createFakeTransport({
    'marketdata.book': ({ token_id }) => (token_id === NO ? noBook() : yesBook()),
  });
  renderWithProviders(createElement(Chart), fake);
  const chart = screen.getByTestId(boardTestIds.depthChart);
  return { fake, chart, canvas: chart.querySelector('canvas')! };
}

describe('the depth chart', () => {
  it('is drawn from the live book, again on each update', async () => {
    const { fake, canvas } = renderChart();
    // The Yes book: two bid and two ask levels.
    await waitFor(() => expect(canvas.dataset.levels).toBe('2:2'));
    act(() => fake.push('market', levelChange(YES, 'BUY', '0.42', '30')));
    await waitFor(() => expect(canvas.dataset.levels).toBe('3:2'));
    act(() => fake.push('market', levelChange(YES, 'SELL', '0.46', '0')));
    await waitFor(() => expect(canvas.dataset.levels).toBe('3:1'));
  });

  it('is dimmed and says since when while the connection is down', async () => {
    const { fake, chart, canvas } = renderChart();
    await waitFor(() => expect(canvas.dataset.levels).toBe('2:2'));
    expect(chart.dataset.stale).toBeUndefined();
    act(() => fake.setState('reconnecting'));
    expect(chart.dataset.stale).toBe('true');
    expect(chart.className).toContain('feed-stale');
    expect(
      within(chart).getByText(/^Disconnected now: shown as of .+, reconnecting…$/),
    ).toBeTruthy();
    act(() => fake.setState('open'));
    expect(chart.dataset.stale).toBeUndefined();
  });

  it('is marked stale while the venue’s feed of the book is resyncing', async () => {
    const { fake, chart } = renderChart();
    act(() =>
      fake.push('market', {
        event_type: 'feed_health',
        asset_id: YES,
        state: 'gap',
        timestamp: '1000',
      }),
    );
    await waitFor(() => expect(chart.dataset.stale).toBe('true'));
    expect(chart.textContent).toMatch(/feed skipped updates at .*resyncing this book/);
  });
});
