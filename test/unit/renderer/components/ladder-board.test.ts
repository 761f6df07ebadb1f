// @vitest-environment jsdom
import { createElement, Fragment } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Event, Market } from '../../../../server/contract/index.js';
import { Toasts } from '../../../../renderer/components/toasts.js';
import { LadderBoard } from '../../../../renderer/features/market/components/ladder-board.js';
import {
  closeBoard,
  focusBoardMarket,
  getBoard,
  openBoard,
  togglePin,
} from '../../../../renderer/features/market/board/board-store.js';
import { setArmed } from '../../../../renderer/features/ladder-trading/trading-settings.js';
import { useGlobalShortcuts } from '../../../../renderer/features/palette/use-global-shortcuts.js';
import { boardTestIds } from '../../../../renderer/lib/board-test-ids.js';
import { testIds } from '../../../../renderer/lib/test-ids.js';
import {
  clearMarketSelection,
  getSelection,
  selectMarket,
} from '../../../../renderer/stores/selection-store.js';
import { createFakeTransport } from './support/fake-transport.js';
import { balance, bookAnswer, market, orderAnswer, vaultStatus } from './support/fixtures.js';
import { renderWithProviders, resetRenderer } from './support/render.js';

// jsdom lays nothing out and draws nothing: the depth chart gets no size and no context.
globalThis.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
HTMLCanvasElement.prototype.getContext = () => null;

afterEach(() => {
  closeBoard();
  for (const id of getBoard().pinned) togglePin(id);
  setArmed(false);
  resetRenderer();
});

/** Three open markets of one event; the board shows them in the event's order. */
const candidate = (id: string, name: string, mid: number): Market =>
  market({
    id,
    conditionId: `0xc${id}`,
    groupItemTitle: name,
    question: `Will ${name} win the mayoral race?`,
    clobTokenIds: JSON.stringify([`${id}y`, `${id}n`]),
    bestBid: mid - 0.01,
    bestAsk: mid + 0.01,
  });
const ada = candidate('1', 'Ada', 0.52);
const bo = candidate('2', 'Bo', 0.3);
const cy = candidate('3', 'Cy', 0.12);
const closed = { ...candidate('4', 'Di', 0.5), closed: true };
const election = {
  id: '88',
  title: 'Who wins the mayoral race?',
  description: '',
  negRisk: true,
  volume: 1,
  liquidity: 1,
  openInterest: 1,
  markets: [ada, bo, closed, cy],
} as unknown as Event;

/** Each Yes book 1¢ either side of its market's mid; each No book its complement. */
function book(tokenId: string) {
  const all = [ada, bo, cy];
  const owner = all.find((m) => tokenId.startsWith(m.id))!;
  const mid = Math.round(((owner.bestBid ?? 0) + 0.01) * 100);
  const yes = tokenId.endsWith('y');
  const centre = yes ? mid : 100 - mid;
  const at = (cents: number) => (cents / 100).toFixed(2);
  return bookAnswer(tokenId, [[at(centre - 1), '100']], [[at(centre + 1), '100']]);
}

function Screen() {
  useGlobalShortcuts();
  return createElement(Fragment, null, createElement(LadderBoard), createElement(Toasts));
}

/** The board of the election; `opened`: the market open on the page as the board opens. */
async function renderBoard(opened?: Market) {
  const fake = createFakeTransport({
    'vault.status': vaultStatus(),
    'terminal.balance': balance('100'),
    'terminal.positions': [],
    'terminal.openOrders': [],
    'catalog.event': election,
    'catalog.market': ({ id }) => [ada, bo, cy].find((m) => m.id === id)!,
    'marketdata.book': ({ token_id }) => book(token_id),
    'terminal.placeOrder': orderAnswer('live', '0', '0'),
  });
  if (opened) selectMarket(opened);
  openBoard({ kind: 'event', eventId: 88 });
  if (!opened) focusBoardMarket('1', false);
  renderWithProviders(createElement(Screen), fake);
  await waitFor(() => expect(cells()).toHaveLength(3));
  // Every ladder has its book, and the account's positions are read before a key may trade.
  await waitFor(() => expect(screen.getAllByTestId(testIds.ladder)).toHaveLength(3));
  await waitFor(() => expect(fake.callsOf('terminal.positions').length).toBeGreaterThan(0));
  return { fake, user: userEvent.setup() };
}

const cells = () => screen.queryAllByTestId(boardTestIds.boardCell);
const focused = () =>
  cells()
    .filter((cell) => cell.dataset.focused === 'true')
    .map((cell) => cell.dataset.marketId);

describe('the ladder board', () => {
  it('shows the event’s open markets side by side in its order, the first focused', async () => {
    await renderBoard();
    expect(
      cells().map((cell) => within(cell).getByTestId(boardTestIds.boardCellTitle).textContent),
    ).toEqual(['Ada', 'Bo', 'Cy']);
    expect(focused()).toEqual(['1']);
    expect(screen.getByTestId(boardTestIds.board).dataset.source).toBe('event');
  });

  it('opens focused on the market open on the page', async () => {
    await renderBoard(bo);
    expect(focused()).toEqual(['2']);
    expect(getSelection().market?.id).toBe('2');
  });

  it('opened without that market, makes its focused ladder the ticket’s market', async () => {
    focusBoardMarket('3', false);
    await renderBoard(market({ id: '99' }));
    expect(focused()).toEqual(['1']);
    await waitFor(() => expect(getSelection().market?.id).toBe('1'));
    expect(getBoard().open).toBe(true);
  });

  it('moves the focus with the arrow keys, stopping at the ends; the ticket follows', async () => {
    const { user } = await renderBoard();
    await user.keyboard('{ArrowRight}');
    expect(focused()).toEqual(['2']);
    expect(getSelection().market?.id).toBe('2');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(focused()).toEqual(['3']);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(focused()).toEqual(['1']);
    expect(getSelection().market?.id).toBe('1');
  });

  it('trading keys act on the focused ladder’s market', async () => {
    const { fake, user } = await renderBoard();
    await user.keyboard('a');
    expect(screen.getByTestId(boardTestIds.board).dataset.armed).toBe('true');
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Shift>}B{/Shift}');
    await waitFor(() => expect(fake.callsOf('terminal.placeOrder')).toHaveLength(1));
    // Bo's Yes book: 30¢ mid, ask 31¢.
    expect(fake.callsOf('terminal.placeOrder')[0]).toEqual({
      tokenId: '2y',
      side: 'BUY',
      orderType: 'FAK',
      price: '0.31',
      size: '10',
    });
    await user.keyboard('{ArrowRight}');
    await user.keyboard('j');
    await waitFor(() => expect(fake.callsOf('terminal.placeOrder')).toHaveLength(2));
    expect(fake.callsOf('terminal.placeOrder')[1]).toMatchObject({ tokenId: '3y', price: '0.11' });
  });

  it('a pointer on a ladder focuses it, and the keys follow it there', async () => {
    const { fake, user } = await renderBoard();
    await user.keyboard('a');
    fireEvent.pointerDown(cells()[2]!);
    expect(focused()).toEqual(['3']);
    await user.keyboard('k');
    await waitFor(() => expect(fake.callsOf('terminal.placeOrder')).toHaveLength(1));
    // Joining Cy's best ask (13¢) is a BUY of its No at 87¢.
    expect(fake.callsOf('terminal.placeOrder')[0]).toMatchObject({ tokenId: '3n', price: '0.87' });
  });

  it('switches a ladder’s outcome by its own button, and only that ladder’s', async () => {
    const { user } = await renderBoard();
    const second = cells()[1]!;
    await user.click(within(second).getByTestId(boardTestIds.boardOutcome));
    expect(second.dataset.outcome).toBe('1');
    expect(within(second).getByTestId(boardTestIds.boardOutcome).textContent).toBe('No');
    expect(cells().map((cell) => cell.dataset.outcome)).toEqual(['0', '1', '0']);
    await user.click(within(second).getByTestId(boardTestIds.boardOutcome));
    expect(second.dataset.outcome).toBe('0');
  });

  it('shows the pinned markets, and a pin from a ladder adds to them', async () => {
    const { user } = await renderBoard();
    await user.click(within(cells()[2]!).getByTestId(boardTestIds.pin));
    await user.click(within(cells()[0]!).getByTestId(boardTestIds.pin));
    const pinned = screen
      .getAllByTestId(boardTestIds.boardSource)
      .find((chip) => chip.dataset.source === 'pinned')!;
    expect(pinned.textContent).toBe('Pinned 2');
    await user.click(pinned);
    await waitFor(() => expect(cells().map((cell) => cell.dataset.marketId)).toEqual(['3', '1']));
  });

  it('gives the centre back when a market it does not show is opened elsewhere', async () => {
    const { user } = await renderBoard();
    await user.keyboard('{ArrowRight}');
    act(() => selectMarket(ada));
    expect(getBoard().open).toBe(true);
    act(() => selectMarket(market({ id: '99' })));
    expect(getBoard().open).toBe(false);
  });

  it('stays open when the market restored at start is not on it', async () => {
    await renderBoard();
    act(() => clearMarketSelection());
    act(() => selectMarket(market({ id: '99' })));
    expect(getBoard().open).toBe(true);
  });
});

describe('the board layout across a reload', () => {
  it('is kept in localStorage and read back by a fresh page', async () => {
    const { user } = await renderBoard();
    await user.keyboard('{ArrowRight}');
    await user.click(within(cells()[1]!).getByTestId(boardTestIds.pin));
    await user.click(within(cells()[1]!).getByTestId(boardTestIds.boardOutcome));
    await user.click(screen.getByTestId(boardTestIds.depthToggle));
    const stored = JSON.parse(localStorage.getItem('marketdesk.board')!) as unknown;
    expect(stored).toEqual({
      open: true,
      source: { kind: 'event', eventId: 88 },
      pinned: ['2'],
      focusId: '2',
      outcomes: { '2': 1 },
      depth: true,
    });

    // A reload: the modules start again from what the page stored.
    vi.resetModules();
    const fresh = await import('../../../../renderer/features/market/board/board-store.js');
    expect(fresh.getBoard()).toMatchObject(stored as object);
    await user.click(screen.getByTestId(boardTestIds.depthToggle));
  });
});
