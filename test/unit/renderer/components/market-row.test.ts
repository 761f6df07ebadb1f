// @vitest-environment jsdom
import { createElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Market } from '../../../../server/contract/index.js';
import { getSelection } from '../../../../renderer/stores/selection-store.js';
import { MarketRow } from '../../../../renderer/features/markets/components/market-row.js';
import { MarketsPanel } from '../../../../renderer/features/markets/components/markets-panel.js';
import { formatDate } from '../../../../renderer/lib/format.js';
import { testIds } from '../../../../renderer/lib/test-ids.js';
import { callError, createFakeTransport } from './support/fake-transport.js';
import { market } from './support/fixtures.js';
import { renderWithProviders, resetRenderer } from './support/render.js';

afterEach(resetRenderer);

type RowProps = Parameters<typeof MarketRow>[0];

const REMOTE_ICON = 'data:image/png;base64,iVBORw0KGgo=';

/** One row in a listbox, as the market list places it; the service fetches remote icons. */
function renderRow(props: Partial<RowProps> = {}) {
  const fake = createFakeTransport({ 'assets.remoteIcon': { dataUrl: REMOTE_ICON } });
  const onOpen = vi.fn<RowProps['onOpen']>();
  const all: RowProps = {
    market: market(),
    index: 3,
    top: 132,
    selected: false,
    highlighted: false,
    iconsAllowed: true,
    onOpen,
    ...props,
  };
  const view = renderWithProviders(
    createElement(
      'div',
      { role: 'listbox', 'aria-label': 'Markets' },
      createElement(MarketRow, all),
    ),
    fake,
  );
  const rerender = (next: Partial<RowProps>) =>
    view.rerender(
      createElement(
        'div',
        { role: 'listbox', 'aria-label': 'Markets' },
        createElement(MarketRow, { ...all, ...next }),
      ),
    );
  return {
    row: screen.getByTestId(testIds.marketRow),
    onOpen,
    rerender,
    fake,
    client: view.client,
  };
}

/** The figures of a row as a trader reads them. */
function figures(row: HTMLElement) {
  const text = (selector: string) => row.querySelector(selector)?.textContent ?? null;
  return {
    question: text('.market-row-question'),
    subtitle: text('.market-row-subtitle'),
    price: text('.market-row-price .market-row-main'),
    bidAsk: text('.market-row-price .market-row-small'),
    change: text('.market-row-change .market-row-main'),
    volume: text('.market-row-change .market-row-small'),
  };
}

const changeTone = (row: HTMLElement) =>
  row.querySelector('.market-row-change .market-row-main')!.classList;

describe('market row', () => {
  it('shows the question, event, end date, midpoint, bid / ask, 24h change and volume', () => {
    const { row } = renderRow();

    expect(figures(row)).toEqual({
      question: 'Will the Fed cut rates in June?',
      subtitle: `June · Fed decisions 2026 · Ends ${formatDate('2026-06-17T18:00:00Z')}`,
      price: '45¢',
      bidAsk: '44¢ / 46¢',
      change: '+3.1¢',
      volume: '$1.5M',
    });
    expect(changeTone(row).contains('up')).toBe(true);
    expect(row.getAttribute('data-market-id')).toBe('501');
    expect(row.getAttribute('data-condition-id')).toBe('0xc0ffee01');
    expect(row.id).toBe('market-row-3');
    expect(row.style.transform).toBe('translateY(132px)');
  });

  it('keeps a finer tick’s decimals, and falls back to the last trade when the spread is wide', () => {
    const fine = renderRow({
      market: market({ orderPriceMinTickSize: 0.001, bestBid: 0.445, bestAsk: 0.455 }),
    });
    expect(figures(fine.row)).toMatchObject({ price: '45.0¢', bidAsk: '44.5¢ / 45.5¢' });

    fine.rerender({ market: market({ bestBid: 0.2, bestAsk: 0.6, lastTradePrice: 0.35 }) });
    expect(figures(fine.row)).toMatchObject({ price: '35¢', bidAsk: '20¢ / 60¢' });

    // No book at all: the catalog's outcome price, and no bid / ask.
    fine.rerender({
      market: market({ bestBid: undefined, bestAsk: undefined, lastTradePrice: undefined }),
    });
    expect(figures(fine.row)).toMatchObject({ price: '41¢', bidAsk: '' });
  });

  for (const { change, shown, tone } of [
    { change: -0.021, shown: '−2.1¢', tone: 'down' },
    { change: 0.0004, shown: '0.0¢', tone: 'flat' },
    { change: undefined, shown: '0.0¢', tone: 'flat' },
  ]) {
    it(`shows a 24h change of ${change} as ${shown}, ${tone}`, () => {
      const { row } = renderRow({ market: market({ oneDayPriceChange: change }) });
      expect(figures(row).change).toBe(shown);
      expect(changeTone(row).contains(tone)).toBe(true);
      for (const other of ['up', 'down', 'flat'].filter((name) => name !== tone)) {
        expect(changeTone(row).contains(other)).toBe(false);
      }
    });
  }

  it('a closed market says Closed, first, instead of its end date', () => {
    const { row } = renderRow({ market: market({ closed: true, groupItemTitle: '' }) });
    expect(figures(row).subtitle).toBe('Closed · Fed decisions 2026');
  });

  it('a press opens the row’s market; selected and highlighted rows are marked', async () => {
    const user = userEvent.setup();
    const shown = market();
    const { row, onOpen, rerender } = renderRow({ market: shown });
    expect(row.getAttribute('aria-selected')).toBe('false');
    expect(row.classList.contains('market-row-highlighted')).toBe(false);

    await user.click(within(row).getByText('45¢'));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith(shown, 3);

    // It opens on the press: the list may move another row under the pointer before the
    // release (a search clearing), which would lose a click. Other buttons do nothing.
    await user.pointer({ keys: '[MouseLeft>]', target: row });
    expect(onOpen).toHaveBeenCalledTimes(2);
    rerender({ top: 600 });
    await user.pointer({ keys: '[/MouseLeft]', target: document.body });
    await user.pointer({ keys: '[MouseRight]', target: row });
    expect(onOpen).toHaveBeenCalledTimes(2);

    // Selected: the market open in the terminal; highlighted: where the keyboard is.
    rerender({ selected: true, highlighted: false });
    expect(screen.getByRole('option', { selected: true })).toBe(row);
    expect(row.classList.contains('market-row-highlighted')).toBe(false);
    rerender({ selected: false, highlighted: true });
    expect(row.getAttribute('aria-selected')).toBe('false');
    expect(row.classList.contains('market-row-highlighted')).toBe(true);
  });

  it('shows the icon once icons are allowed, and keeps it; a remote one through the service', async () => {
    const local = `${window.location.origin}/icons/fed.png`;
    const { row, rerender, client } = renderRow({
      market: market({ icon: local }),
      iconsAllowed: false,
    });
    const iconQueries = () => client.getQueryCache().findAll({ queryKey: ['assets.remoteIcon'] });
    // While the list scrolls: the initials of the question's subject, no image yet.
    expect(row.querySelector('img')).toBeNull();
    expect(row.querySelector('.market-icon-empty')?.textContent).toBe('FC');

    rerender({ market: market({ icon: local }), iconsAllowed: true });
    expect(row.querySelector('img')?.getAttribute('src')).toBe(local);
    rerender({ market: market({ icon: local }), iconsAllowed: false });
    expect(row.querySelector('img')?.getAttribute('src')).toBe(local);
    // An icon of the page's own origin costs no query: a list mounts one per row it shows.
    expect(iconQueries()).toEqual([]);

    // The page loads images from its own origin only: the service fetches a remote one, and
    // the row shows the initials until it has it.
    rerender({ market: market({ icon: 'https://cdn.example.com/fed.png' }), iconsAllowed: true });
    expect(row.querySelector('.market-icon-empty')?.textContent).toBe('FC');
    await waitFor(() => expect(row.querySelector('img')?.getAttribute('src')).toBe(REMOTE_ICON));
    expect(iconQueries()).toHaveLength(1);
  });

  it("draws the service's own drawn icons itself, with no image to load, even while scrolling", () => {
    const drawn = `${window.location.origin}/assets/icons/fed-decision-in-june.svg`;
    const { row } = renderRow({ market: market({ icon: drawn }), iconsAllowed: false });
    expect(row.querySelector('img')).toBeNull();
    const icon = row.querySelector<HTMLElement>('.market-icon-drawn');
    expect(icon?.textContent).toBe('FD');
    expect(icon?.style.background).toContain('linear-gradient');
  });
});

describe('market row in the market list', () => {
  // jsdom lays nothing out: the list's viewport gets the height the app's CSS gives it, so the
  // virtual list has rows to show.
  beforeAll(() => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
      return this.classList.contains('market-list') ? 440 : 0;
    });
  });
  afterAll(() => vi.restoreAllMocks());

  const markets: Market[] = [
    market(),
    market({
      id: '502',
      conditionId: '0xc0ffee02',
      question: 'Will the Fed hike rates in June?',
      groupItemTitle: '',
      bestBid: 0.03,
      bestAsk: 0.04,
      oneDayPriceChange: -0.005,
    }),
    market({
      id: '503',
      conditionId: '0xc0ffee03',
      question: 'Will the Fed hold rates in June?',
      groupItemTitle: '',
      bestBid: 0.51,
      bestAsk: 0.52,
    }),
  ];

  function renderList(answer = (): Market[] => markets) {
    const fake = createFakeTransport({ 'catalog.markets': answer, 'catalog.tags': [] });
    renderWithProviders(createElement(MarketsPanel), fake);
    return { fake, user: userEvent.setup() };
  }

  const rows = () => screen.getAllByTestId(testIds.marketRow);
  const selectedIds = () =>
    rows()
      .filter((row) => row.getAttribute('aria-selected') === 'true')
      .map((row) => row.getAttribute('data-market-id'));

  it('lists the markets, opens the first, and a click on a row selects its market', async () => {
    const { user } = renderList();
    await screen.findAllByTestId(testIds.marketRow);

    expect(rows().map((row) => figures(row).question)).toEqual(markets.map((m) => m.question));
    expect(rows().map((row) => figures(row).price)).toEqual(['45¢', '3.5¢', '51.5¢']);
    expect(getSelection().market?.id).toBe('501');
    expect(selectedIds()).toEqual(['501']);

    await user.click(rows()[2]!);
    expect(getSelection().market?.id).toBe('503');
    expect(selectedIds()).toEqual(['503']);
    expect(rows()[2]!.classList.contains('market-row-highlighted')).toBe(true);
  });

  it('arrow keys move the highlight in the list and Enter opens it', async () => {
    const { user } = renderList();
    await screen.findAllByTestId(testIds.marketRow);
    const list = screen.getByRole('listbox', { name: 'Markets' });

    list.focus();
    await user.keyboard('{ArrowDown}');
    expect(list.getAttribute('aria-activedescendant')).toBe('market-row-1');
    expect(rows()[1]!.classList.contains('market-row-highlighted')).toBe(true);
    // Moving the highlight opens nothing yet.
    expect(getSelection().market?.id).toBe('501');
    expect(selectedIds()).toEqual(['501']);

    await user.keyboard('{End}{Enter}');
    expect(getSelection().market?.id).toBe('503');
    await user.keyboard('{Home}{Enter}');
    expect(getSelection().market?.id).toBe('501');
  });

  it('a failed load shows the error with a retry', async () => {
    let fail = true;
    const { user } = renderList(() => {
      if (fail) throw callError('rate_limited', 'Too many requests, retry in 2 s');
      return markets;
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load markets');
    expect(alert.textContent).toContain('Too many requests, retry in 2 s');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId(testIds.marketRow)).toHaveLength(3);
  });

  it('no markets: says so, and selects nothing', async () => {
    renderList(() => []);
    expect(await screen.findByText('No markets')).toBeTruthy();
    expect(screen.queryAllByTestId(testIds.marketRow)).toEqual([]);
    expect(getSelection().market).toBeNull();
  });
});
