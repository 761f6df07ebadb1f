// @vitest-environment jsdom
import { createElement } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Market } from '../../../../server/contract/index.js';
import { MarketRow } from '../../../../renderer/features/markets/components/market-row.js';
import { MarketsPanel } from '../../../../renderer/features/markets/components/markets-panel.js';
import { MarketHeader } from '../../../../renderer/features/market/components/market-header.js';
import { useWatchlistsFollowFocus } from '../../../../renderer/features/markets/watchlists/watchlist-api.js';
import {
  useStarRequests,
  useWatchlistCommands,
} from '../../../../renderer/features/markets/watchlists/watchlist-commands.js';
import {
  requestStarSelected,
  showMarketsView,
  useWatchlistUi,
} from '../../../../renderer/features/markets/watchlists/watchlist-store.js';
import { shortcutFor, shortcuts } from '../../../../renderer/features/palette/shortcuts.js';
import { getSelection, selectMarket } from '../../../../renderer/stores/selection-store.js';
import { getUi } from '../../../../renderer/stores/ui-store.js';
import { testIds } from '../../../../renderer/lib/test-ids.js';
import { watchlistTestIds } from '../../../../renderer/lib/watchlist-test-ids.js';
import { createFakeTransport, type FakeTransport } from './support/fake-transport.js';
import { serveWatchlists } from './support/fake-watchlists.js';
import { market } from './support/fixtures.js';
import { renderWithProviders, resetRenderer } from './support/render.js';

afterEach(() => {
  resetRenderer();
  showMarketsView('markets');
});

const FED = market();
const star = () => screen.getByTestId(watchlistTestIds.star);

/** The markets panel follows the window's focus: a row with that hook mounted beside it. */
function FollowFocus() {
  useWatchlistsFollowFocus();
  return null;
}

function renderRow(fake: FakeTransport, onOpen = vi.fn()) {
  renderWithProviders(
    createElement(
      'div',
      { role: 'listbox', 'aria-label': 'Markets' },
      createElement(MarketRow, {
        market: FED,
        index: 0,
        top: 0,
        selected: false,
        highlighted: false,
        iconsAllowed: false,
        onOpen,
      }),
      createElement(FollowFocus),
    ),
    fake,
  );
  return onOpen;
}

describe('the star of a market row', () => {
  it('stars the market into the first list and unstars it from every list', async () => {
    const fake = createFakeTransport();
    const service = serveWatchlists(fake);
    const onOpen = renderRow(fake);
    const user = userEvent.setup();
    await waitFor(() => expect(fake.callsOf('watchlists.list')).toHaveLength(1));
    expect(star().getAttribute('aria-pressed')).toBe('false');

    await user.click(star());
    expect(fake.callsOf('watchlists.star')).toEqual([
      { conditionId: FED.conditionId, starred: true },
    ]);
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));
    expect(star().textContent).toBe('★');
    expect(service.lists()).toEqual([{ id: 1, name: 'Watchlist', markets: [FED.conditionId] }]);

    await user.click(star());
    expect(fake.callsOf('watchlists.star')[1]).toEqual({
      conditionId: FED.conditionId,
      starred: false,
    });
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('false'));
    // The row around the star opens its market on a click; the star's clicks are its own.
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('shows filled when any list holds the market, and reads the lists again on focus', async () => {
    const fake = createFakeTransport();
    const service = serveWatchlists(fake, [{ id: 4, name: 'Macro', markets: [] }]);
    renderRow(fake);
    await waitFor(() => expect(fake.callsOf('watchlists.list')).toHaveLength(1));
    expect(star().getAttribute('aria-pressed')).toBe('false');

    // Another window stars it; this one sees it once it has the focus again.
    service.set([{ id: 4, name: 'Macro', markets: [FED.conditionId] }]);
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));
  });

  it('a refused star is undone and told', async () => {
    const fake = createFakeTransport({ 'watchlists.list': [{ id: 1, name: 'W', markets: [] }] });
    fake.answer('watchlists.star', () => {
      throw { code: 'invalid_input', message: 'a watchlist holds at most 500 markets' };
    });
    renderRow(fake);
    const user = userEvent.setup();
    await waitFor(() => expect(fake.callsOf('watchlists.list')).toHaveLength(1));

    await user.click(star());
    await waitFor(() =>
      expect(getUi().toasts.map((toast) => toast.title)).toContain('Could not star the market'),
    );
    expect(getUi().toasts[0]?.detail).toBe('a watchlist holds at most 500 markets');
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('false'));
  });
});

describe('the menu of lists', () => {
  const twoLists = () => [
    { id: 1, name: 'Watchlist', markets: [FED.conditionId] },
    { id: 2, name: 'Macro', markets: [] },
  ];
  const menu = () => screen.getByTestId(watchlistTestIds.starMenu);
  const entry = (name: string) =>
    within(menu()).getByRole('menuitemcheckbox', { name: new RegExp(`^${name},`) });

  it('opens on a right-click and stars into the list chosen, or out of it', async () => {
    const fake = createFakeTransport();
    const service = serveWatchlists(fake, twoLists());
    const onOpen = renderRow(fake);
    const user = userEvent.setup();
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));

    fireEvent.contextMenu(star(), { clientX: 40, clientY: 60 });
    expect(entry('Watchlist').getAttribute('aria-checked')).toBe('true');
    expect(entry('Macro').getAttribute('aria-checked')).toBe('false');

    await user.click(entry('Macro'));
    expect(fake.callsOf('watchlists.star').at(-1)).toEqual({
      conditionId: FED.conditionId,
      starred: true,
      listId: 2,
    });
    await waitFor(() => expect(entry('Macro').getAttribute('aria-checked')).toBe('true'));

    await user.click(entry('Watchlist'));
    expect(fake.callsOf('watchlists.star').at(-1)).toEqual({
      conditionId: FED.conditionId,
      starred: false,
      listId: 1,
    });
    await waitFor(() =>
      expect(service.lists().map((list) => list.markets)).toEqual([[], [FED.conditionId]]),
    );
    // Still starred: Macro holds it.
    expect(star().getAttribute('aria-pressed')).toBe('true');
    expect(onOpen).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(screen.queryByTestId(watchlistTestIds.starMenu)).toBeNull();
  });

  it('opens on a long press, without toggling the star', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fake = createFakeTransport();
      serveWatchlists(fake, twoLists());
      renderRow(fake);
      await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));

      fireEvent.pointerDown(star(), { button: 0, clientX: 10, clientY: 10 });
      act(() => void vi.advanceTimersByTime(600));
      fireEvent.pointerUp(star());
      fireEvent.click(star());
      expect(menu()).toBeTruthy();
      expect(fake.callsOf('watchlists.star')).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('makes a new list and stars the market into it', async () => {
    const fake = createFakeTransport();
    const service = serveWatchlists(fake, twoLists());
    renderRow(fake);
    const user = userEvent.setup();
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));

    fireEvent.contextMenu(star(), { clientX: 40, clientY: 60 });
    await user.click(within(menu()).getByRole('menuitem', { name: /New list/ }));
    const name = within(menu()).getByRole('textbox', { name: 'New list name' });
    expect((name as HTMLInputElement).value).toBe('Watchlist 2');
    await user.clear(name);
    await user.type(name, 'Elections{Enter}');

    await waitFor(() =>
      expect(service.lists().at(-1)).toEqual({
        id: 3,
        name: 'Elections',
        markets: [FED.conditionId],
      }),
    );
    expect(fake.callsOf('watchlists.create')).toEqual([{ name: 'Elections' }]);
  });

  it('takes the market out of every list at once', async () => {
    const fake = createFakeTransport();
    const service = serveWatchlists(fake, twoLists());
    renderRow(fake);
    const user = userEvent.setup();
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));

    fireEvent.contextMenu(star());
    await user.click(within(menu()).getByRole('menuitem', { name: /Remove from every list/ }));
    expect(fake.callsOf('watchlists.star')).toEqual([
      { conditionId: FED.conditionId, starred: false },
    ]);
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('false'));
    expect(service.lists().every((list) => list.markets.length === 0)).toBe(true);
    expect(screen.queryByTestId(watchlistTestIds.starMenu)).toBeNull();
  });
});

describe('the star key and the palette', () => {
  it('is `*` in the shortcut registry, so `?` lists it, and not while typing', () => {
    const press = { key: '*', ctrlKey: false, metaKey: false, altKey: false, shiftKey: true };
    const body = { tagName: 'BODY', isContentEditable: false };
    const field = { tagName: 'INPUT', isContentEditable: false, type: 'search' };
    expect(shortcutFor(press, body)).toBe('star');
    expect(shortcutFor(press, field)).toBeNull();
    expect(shortcuts.find((item) => item.id === 'star')?.binding).toEqual({ key: '*' });
  });

  function Harness() {
    useStarRequests();
    const commands = useWatchlistCommands();
    const { view, listId } = useWatchlistUi();
    return createElement(
      'ul',
      { 'data-view': view, 'data-list': String(listId) },
      commands.map((command) =>
        createElement(
          'li',
          { key: command.label },
          createElement('button', { onClick: command.run }, command.label),
        ),
      ),
    );
  }

  it('stars and unstars the market open, and says so', async () => {
    const fake = createFakeTransport();
    serveWatchlists(fake);
    renderWithProviders(createElement(Harness), fake);
    act(() => requestStarSelected());
    expect(getUi().toasts.at(-1)?.title).toBe('Open a market to star it');
    expect(fake.callsOf('watchlists.star')).toEqual([]);

    act(() => selectMarket(FED));
    await screen.findByRole('button', { name: 'Star market' });
    act(() => requestStarSelected());
    await waitFor(() => expect(getUi().toasts.at(-1)?.title).toBe('Starred in Watchlist'));
    expect(getUi().toasts.at(-1)?.detail).toBe(FED.question);

    const unstar = await screen.findByRole('button', { name: 'Unstar market' });
    await userEvent.setup().click(unstar);
    await waitFor(() => expect(getUi().toasts.at(-1)?.title).toBe('Unstarred'));
    expect(fake.callsOf('watchlists.star')).toEqual([
      { conditionId: FED.conditionId, starred: true },
      { conditionId: FED.conditionId, starred: false },
    ]);
  });

  it('opens each watchlist in the markets panel', async () => {
    const fake = createFakeTransport();
    serveWatchlists(fake, [
      { id: 1, name: 'Watchlist', markets: [] },
      { id: 2, name: 'Macro', markets: [] },
    ]);
    const { container } = renderWithProviders(createElement(Harness), fake);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Open watchlist: Macro' }));
    const list = container.querySelector('ul')!;
    expect([list.dataset.view, list.dataset.list]).toEqual(['watchlist', '2']);
  });
});

describe('stars elsewhere', () => {
  beforeAll(() => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
      return this.classList.contains('market-list') ? 440 : 0;
    });
  });
  afterAll(() => vi.restoreAllMocks());

  it('the market page header stars the market it shows', async () => {
    const fake = createFakeTransport();
    serveWatchlists(fake);
    renderWithProviders(
      createElement(MarketHeader, { market: FED, outcomeIndex: 0, prices: [0.45, 0.55] }),
      fake,
    );
    await userEvent.setup().click(star());
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));
    expect(star().classList.contains('star-button-lg')).toBe(true);
  });

  it('the star key stars the highlighted row of the market list while it has the focus', async () => {
    const second: Market = market({ id: '502', conditionId: '0xc0ffee02', question: 'Hike?' });
    const fake = createFakeTransport({ 'catalog.markets': [FED, second], 'catalog.tags': [] });
    serveWatchlists(fake);
    renderWithProviders(createElement(MarketsPanel), fake);
    const user = userEvent.setup();
    await screen.findAllByTestId(testIds.marketRow);
    await waitFor(() => expect(getSelection().market?.id).toBe(FED.id));

    const list = screen.getByRole('listbox', { name: 'Markets' });
    list.focus();
    await user.keyboard('{ArrowDown}');
    act(() => requestStarSelected());
    // The toasts outlive a test: wait for this star's own.
    await waitFor(() =>
      expect(getUi().toasts.at(-1)).toMatchObject({
        title: 'Starred in Watchlist',
        detail: 'Hike?',
      }),
    );

    // Off the list, the key is for the market open.
    act(() => list.blur());
    act(() => requestStarSelected());
    await waitFor(() => expect(fake.callsOf('watchlists.star')).toHaveLength(2));
    expect(fake.callsOf('watchlists.star')).toEqual([
      { conditionId: '0xc0ffee02', starred: true },
      { conditionId: FED.conditionId, starred: true },
    ]);
  });
});
