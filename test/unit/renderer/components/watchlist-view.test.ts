// @vitest-environment jsdom
import { Fragment, createElement } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Market, Watchlist } from '../../../../server/contract/index.js';
import { WatchlistView } from '../../../../renderer/features/markets/watchlists/components/watchlist-view.js';
import { WATCHLIST_REFRESH_MS } from '../../../../renderer/features/markets/watchlists/use-watchlist-markets.js';
import { useStarRequests } from '../../../../renderer/features/markets/watchlists/watchlist-commands.js';
import {
  getWatchlistUi,
  requestStarSelected,
  showMarketsView,
  showWatchlist,
} from '../../../../renderer/features/markets/watchlists/watchlist-store.js';
import { getSelection } from '../../../../renderer/stores/selection-store.js';
import { watchlistTestIds as ids } from '../../../../renderer/lib/watchlist-test-ids.js';
import { callError, createFakeTransport } from './support/fake-transport.js';
import { serveWatchlists } from './support/fake-watchlists.js';
import { market } from './support/fixtures.js';
import { renderWithProviders, resetRenderer } from './support/render.js';

afterEach(() => {
  resetRenderer();
  showMarketsView('markets');
  showWatchlist(null);
  showMarketsView('markets');
});

const FED = market();
const HIKE = market({
  id: '502',
  conditionId: '0xc0ffee02',
  question: 'Will the Fed hike rates in June?',
  bestBid: 0.031,
  bestAsk: 0.034,
  lastTradePrice: 0.032,
  oneDayPriceChange: -0.005,
  volume24hr: 1_250,
  orderPriceMinTickSize: 0.001,
});
const HOLD = market({ id: '503', conditionId: '0xc0ffee03', question: 'Will the Fed hold?' });
const catalog = [FED, HIKE, HOLD];

/** `catalog.markets` as the service answers it: the markets of the condition ids asked for. */
const byConditionIds =
  (markets: () => Market[]) =>
  ({ condition_ids }: { condition_ids?: string[] }) =>
    markets().filter((m) => condition_ids?.includes(m.conditionId));

/** The markets panel acts on the star key: its hook, mounted beside the view. */
function StarKey() {
  useStarRequests();
  return null;
}

function renderView(lists: Watchlist[], markets: () => Market[] = () => catalog) {
  const fake = createFakeTransport({ 'catalog.markets': byConditionIds(markets) });
  const service = serveWatchlists(fake, lists);
  renderWithProviders(
    createElement(Fragment, null, createElement(WatchlistView), createElement(StarKey)),
    fake,
  );
  return { fake, service, user: userEvent.setup() };
}

const rows = () => screen.queryAllByTestId(ids.row);
const order = () => rows().map((row) => row.getAttribute('data-condition-id'));
const figures = (row: HTMLElement) =>
  [ids.rowPrice, ids.rowSpread, ids.rowChange, ids.rowVolume].map(
    (id) => within(row).getByTestId(id).textContent,
  );
const tabs = () => screen.queryAllByTestId(ids.listTab);
const tabNames = () => tabs().map((tab) => tab.textContent);
const shownTab = () => tabs().find((tab) => tab.getAttribute('aria-selected') === 'true');
const table = () => screen.getByRole('listbox');

const main = (): Watchlist => ({
  id: 1,
  name: 'Watchlist',
  markets: [FED.conditionId, HIKE.conditionId, HOLD.conditionId],
});

describe('the watchlist view', () => {
  it('says how to star a first market while there is none', async () => {
    renderView([]);
    expect(screen.getByRole('status').textContent).toContain('Loading watchlists');
    expect(await screen.findByText('No markets yet')).toBeTruthy();
    expect(screen.getByText(/on a market to star it/).textContent).toBe(
      'Press * on a market to star it, or click its ☆.',
    );
    expect(rows()).toEqual([]);
  });

  it('a failed read of the lists shows the error with a retry', async () => {
    const fake = createFakeTransport();
    let fail = true;
    fake.answer('watchlists.list', () => {
      if (fail) throw callError('unavailable', 'The service is restarting');
      return [];
    });
    renderWithProviders(createElement(WatchlistView), fake);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the watchlists');
    expect(alert.textContent).toContain('The service is restarting');

    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No markets yet')).toBeTruthy();
  });

  it("shows the list's markets in order with price, spread, 24 h change and volume", async () => {
    renderView([main()]);
    await waitFor(() => expect(figures(rows()[0]!)[0]).toBe('45¢'));
    expect(order()).toEqual([FED.conditionId, HIKE.conditionId, HOLD.conditionId]);
    expect(rows().map(figures)).toEqual([
      ['45¢', 'spr 2¢', '+3.1¢', '$42.0K'],
      ['3.25¢', 'spr 0.3¢', '−0.5¢', '$1.3K'],
      ['45¢', 'spr 2¢', '+3.1¢', '$42.0K'],
    ]);
    expect(within(rows()[1]!).getByTestId(ids.rowSpread).title).toBe('3 ticks of 0.1¢');
  });

  it('follows the catalog: figures read again every few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let current = catalog;
      renderView([main()], () => current);
      await waitFor(() => expect(figures(rows()[0]!)[0]).toBe('45¢'));

      current = [market({ bestBid: 0.5, bestAsk: 0.51, oneDayPriceChange: 0.09 }), HIKE, HOLD];
      await act(() => vi.advanceTimersByTimeAsync(WATCHLIST_REFRESH_MS));
      await waitFor(() =>
        expect(figures(rows()[0]!)).toEqual(['50.5¢', 'spr 1¢', '+9.0¢', '$42.0K']),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('a market the catalog does not know stays in the list, removable', async () => {
    const gone = `0x${'d'.repeat(64)}`;
    const { user, service } = renderView([{ id: 1, name: 'W', markets: [gone, FED.conditionId] }]);
    await waitFor(() => expect(figures(rows()[1]!)[0]).toBe('45¢'));
    expect(rows()[0]!.textContent).toContain('Not in the catalog');

    await user.click(within(rows()[0]!).getByTestId(ids.removeMarket));
    await waitFor(() => expect(order()).toEqual([FED.conditionId]));
    expect(service.lists()[0]?.markets).toEqual([FED.conditionId]);
  });

  it('opens the market of a row on a click, or with Enter', async () => {
    const { user } = renderView([main()]);
    await waitFor(() => expect(figures(rows()[1]!)[0]).toBe('3.25¢'));
    await user.click(rows()[1]!);
    expect(getSelection().market?.id).toBe('502');
    expect(rows()[1]!.getAttribute('aria-selected')).toBe('true');

    table().focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(getSelection().market?.id).toBe('503');
  });

  it('Alt+↑/↓ move the highlighted market, shown at once and sent in order', async () => {
    const { user, fake, service } = renderView([main()]);
    await waitFor(() => expect(rows()).toHaveLength(3));
    table().focus();

    await user.keyboard('{ArrowDown}{ArrowDown}{Alt>}{ArrowUp}{ArrowUp}{/Alt}');
    expect(order()).toEqual([HOLD.conditionId, FED.conditionId, HIKE.conditionId]);
    expect(table().getAttribute('aria-activedescendant')).toBe('watchlist-row-0');
    expect(fake.callsOf('watchlists.update').at(-1)).toEqual({
      id: 1,
      markets: [HOLD.conditionId, FED.conditionId, HIKE.conditionId],
    });
    await waitFor(() =>
      expect(service.lists()[0]?.markets).toEqual([
        HOLD.conditionId,
        FED.conditionId,
        HIKE.conditionId,
      ]),
    );
    // Past the top, nothing moves or is sent.
    const sent = fake.callsOf('watchlists.update').length;
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(fake.callsOf('watchlists.update')).toHaveLength(sent);
  });

  it('a row dragged onto another lands before it', async () => {
    const { fake } = renderView([main()]);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const dataTransfer = { setData: vi.fn(), effectAllowed: '' };
    // jsdom lays nothing out: every row's box is empty, so a drop lands above the row.
    fireEvent.dragStart(rows()[0]!, { dataTransfer });
    fireEvent.dragOver(rows()[2]!, { dataTransfer, clientY: 0 });
    expect(rows()[2]!.classList.contains('watchlist-row-drop-above')).toBe(true);
    fireEvent.drop(rows()[2]!, { dataTransfer });

    await waitFor(() =>
      expect(order()).toEqual([HIKE.conditionId, FED.conditionId, HOLD.conditionId]),
    );
    expect(fake.callsOf('watchlists.update').at(-1)?.markets).toEqual([
      HIKE.conditionId,
      FED.conditionId,
      HOLD.conditionId,
    ]);
  });

  it('Delete removes the highlighted market, the star key unstars it from every list', async () => {
    const { user, fake, service } = renderView([
      main(),
      { id: 2, name: 'Macro', markets: [HIKE.conditionId] },
    ]);
    await waitFor(() => expect(rows()).toHaveLength(3));
    table().focus();

    await user.keyboard('{Delete}');
    expect(order()).toEqual([HIKE.conditionId, HOLD.conditionId]);
    act(() => requestStarSelected());
    await waitFor(() => expect(order()).toEqual([HOLD.conditionId]));
    expect(fake.callsOf('watchlists.star')).toEqual([
      { conditionId: HIKE.conditionId, starred: false },
    ]);
    await waitFor(() =>
      expect(service.lists().map((list) => list.markets)).toEqual([[HOLD.conditionId], []]),
    );
  });
});

describe('the lists', () => {
  const three = (): Watchlist[] => [
    main(),
    { id: 2, name: 'Macro', markets: [HIKE.conditionId] },
    { id: 3, name: 'Sports', markets: [] },
  ];

  it('shows one list at a time, the one picked', async () => {
    const { user } = renderView(three());
    await waitFor(() => expect(tabNames()).toEqual(['Watchlist3', 'Macro1', 'Sports0']));
    expect(shownTab()?.textContent).toBe('Watchlist3');

    await user.click(tabs()[1]!);
    expect(getWatchlistUi().listId).toBe(2);
    await waitFor(() => expect(order()).toEqual([HIKE.conditionId]));
    await user.keyboard('{ArrowRight}');
    expect(shownTab()?.textContent).toBe('Sports0');
    expect(await screen.findByText('No markets yet')).toBeTruthy();
  });

  it('creates a list and shows it', async () => {
    const { user, fake } = renderView(three());
    await waitFor(() => expect(tabs()).toHaveLength(3));
    await user.click(screen.getByTestId(ids.newList));
    const name = screen.getByTestId(ids.listName) as HTMLInputElement;
    expect(name.value).toBe('Watchlist 2');
    await user.clear(name);
    await user.type(name, 'Elections{Enter}');

    expect(fake.callsOf('watchlists.create')).toEqual([{ name: 'Elections' }]);
    await waitFor(() => expect(shownTab()?.textContent).toBe('Elections0'));
    expect(tabNames()).toHaveLength(4);
  });

  it('renames a list on a double-click; Esc keeps the old name', async () => {
    const { user, fake } = renderView(three());
    await waitFor(() => expect(tabs()).toHaveLength(3));
    await user.dblClick(tabs()[0]!);
    await user.keyboard('{Escape}');
    expect(fake.callsOf('watchlists.update')).toEqual([]);

    await user.click(screen.getByTestId(ids.renameList));
    const name = screen.getByTestId(ids.listName);
    await user.clear(name);
    await user.type(name, 'Fed{Enter}');
    expect(fake.callsOf('watchlists.update')).toEqual([{ id: 1, name: 'Fed' }]);
    await waitFor(() => expect(tabNames()[0]).toBe('Fed3'));
  });

  it('deletes a list once confirmed, then shows the first', async () => {
    const { user, fake } = renderView(three());
    await waitFor(() => expect(tabs()).toHaveLength(3));
    await user.click(tabs()[1]!);
    await user.click(screen.getByTestId(ids.deleteList));
    expect(screen.getByRole('alert').textContent).toContain('Delete “Macro” and its 1 market?');
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(fake.callsOf('watchlists.delete')).toEqual([]);

    await user.click(screen.getByTestId(ids.deleteList));
    await user.click(screen.getByTestId(ids.confirmDelete));
    expect(fake.callsOf('watchlists.delete')).toEqual([{ id: 2 }]);
    await waitFor(() => expect(tabNames()).toEqual(['Watchlist3', 'Sports0']));
    expect(shownTab()?.textContent).toBe('Watchlist3');
  });

  it('Alt+←/→ move the focused list among the others', async () => {
    const { user, fake, service } = renderView(three());
    await waitFor(() => expect(tabs()).toHaveLength(3));
    tabs()[0]!.focus();
    await user.keyboard('{Alt>}{ArrowRight}{ArrowRight}{/Alt}');
    expect(tabNames()).toEqual(['Macro1', 'Sports0', 'Watchlist3']);
    expect(fake.callsOf('watchlists.order').at(-1)).toEqual({ ids: [2, 3, 1] });
    await waitFor(() => expect(service.lists().map((list) => list.id)).toEqual([2, 3, 1]));
  });
});
