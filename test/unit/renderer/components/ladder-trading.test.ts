// @vitest-environment jsdom
import { createElement, Fragment, useMemo } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getSelection,
  marketOutcomes,
  selectMarket,
  selectOutcome,
  useSelection,
} from '../../../../renderer/stores/selection-store.js';
import { Toasts } from '../../../../renderer/components/toasts.js';
import { Ladder } from '../../../../renderer/features/market/components/ladder.js';
import { useSelectedMarketFeed } from '../../../../renderer/features/market/use-market-feed.js';
import {
  LadderTradingControls,
  useLadderDesk,
} from '../../../../renderer/features/ladder-trading/index.js';
import {
  defaultLadderSettings,
  setArmed,
  updateLadderSettings,
} from '../../../../renderer/features/ladder-trading/trading-settings.js';
import { useGlobalShortcuts } from '../../../../renderer/features/palette/use-global-shortcuts.js';
import type { RpcOutput } from '../../../../renderer/lib/queries.js';
import { testIds } from '../../../../renderer/lib/test-ids.js';
import { createFakeTransport, type Answers } from './support/fake-transport.js';
import {
  NO,
  YES,
  balance,
  market,
  noBook,
  orderAnswer,
  position,
  vaultStatus,
  yesBook,
} from './support/fixtures.js';
import { renderWithProviders, resetRenderer } from './support/render.js';

// jsdom has no pointer capture; a marker asks for it on every press.
HTMLElement.prototype.setPointerCapture = () => undefined;

afterEach(() => {
  resetRenderer();
  setArmed(false);
  updateLadderSettings(defaultLadderSettings);
});

type OpenOrder = RpcOutput<'terminal.openOrders'>[number];

const openOrder = (id: string, side: string, price: string, size: string): OpenOrder => ({
  id,
  status: 'LIVE',
  market: '0xc0ffee01',
  assetId: YES,
  asset_id: YES,
  side,
  type: 'GTC',
  order_type: 'GTC',
  originalSize: size,
  original_size: size,
  sizeMatched: '0',
  size_matched: '0',
  price,
  outcome: 'Yes',
  makerAddress: '0xabc',
  maker_address: '0xabc',
  owner: 'key',
  associateTrades: [],
  associate_trades: [],
  expiration: '0',
  createdAt: '2026-03-01T00:00:00Z',
  created_at: 1_772_323_200,
});

/** The ladder of the selected market as the market page mounts it, with its trading. */
function TradingScreen() {
  useGlobalShortcuts();
  const feed = useSelectedMarketFeed();
  const { market: selected, outcomeIndex } = useSelection();
  const outcomes = useMemo(() => marketOutcomes(selected!), [selected]);
  const trading = useLadderDesk(selected!, outcomes, outcomeIndex, feed, selectOutcome);
  const tokenId = outcomes[outcomeIndex]!.tokenId;
  return createElement(
    Fragment,
    null,
    createElement(LadderTradingControls),
    createElement(Ladder, { key: tokenId, feed, tokenId, tickSize: 0.01, trading, outcomeIndex }),
    createElement(Toasts),
  );
}

async function renderTrading(answers: Answers = {}) {
  const fake = createFakeTransport({
    'vault.status': vaultStatus(),
    'terminal.balance': balance('100'),
    'terminal.positions': [],
    'terminal.openOrders': [],
    'publicdata.activity': [],
    'publicdata.closedPositions': [],
    'terminal.trades': [],
    'catalog.market': market(),
    'marketdata.book': ({ token_id }) => (token_id === NO ? noBook() : yesBook()),
    'terminal.placeOrder': orderAnswer('live', '0', '0'),
    'terminal.cancelOrder': ({ orderId }) => ({ canceled: [orderId], not_canceled: {} }),
    'terminal.cancelAll': { canceled: ['0xo1', '0xo2'], not_canceled: {} },
    ...answers,
  });
  selectMarket(market());
  const { client } = renderWithProviders(createElement(TradingScreen), fake);
  await screen.findByTestId(testIds.ladder);
  // The positions are loaded before a click may sell.
  await waitFor(() => expect(fake.callsOf('terminal.positions').length).toBeGreaterThan(0));
  return { fake, client, user: userEvent.setup() };
}

const row = (price: string) =>
  screen
    .getAllByTestId(testIds.ladderRow)
    .find((element) => element.getAttribute('data-price') === price)!;
const level = (price: string) => row(price).querySelector<HTMLElement>('.ladder-level')!;
const hint = () => screen.getByTestId(testIds.ladderHint);
const toastText = () => screen.getAllByTestId(testIds.toast).map((toast) => toast.textContent);

describe('one-click trading from the ladder', () => {
  it('is off until armed: a click fills the ticket, and the hint says so', async () => {
    const { fake, user } = await renderTrading();
    expect(screen.getByTestId(testIds.ladderArm).getAttribute('data-armed')).toBe('false');
    await user.hover(level('0.43'));
    expect(hint().textContent).toBe(
      'Click fills the ticket: SELL at 43¢ · A arms one-click trading',
    );
    await user.click(level('0.43'));
    expect(getSelection().intent).toMatchObject({ price: '0.43', side: 'SELL' });
    expect(fake.callsOf('terminal.placeOrder')).toEqual([]);
  });

  it('armed, a bid click sends the limit BUY, and the notice says what came back', async () => {
    const { fake, user } = await renderTrading();
    await user.click(screen.getByTestId(testIds.ladderArm));
    expect(screen.getByTestId(testIds.ladder).dataset.armed).toBe('true');
    await user.hover(level('0.43'));
    expect(hint().textContent).toBe('Click sends BUY 10 Yes @ 43¢ GTC');
    expect(hint().dataset.tone).toBe('buy');

    await user.click(level('0.43'));
    await waitFor(() =>
      expect(fake.callsOf('terminal.placeOrder')).toEqual([
        { tokenId: YES, side: 'BUY', orderType: 'GTC', price: '0.43', size: '10' },
      ]),
    );
    await waitFor(() =>
      expect(toastText()).toContainEqual(
        expect.stringMatching(
          /^Sent BUY 10 Yes @ 43¢ GTClive: filled 0 of 10 · 10 resting · \d+ ms · June×/,
        ),
      ),
    );
  });

  it('armed, an ask click without shares buys the other outcome; hover tells so', async () => {
    const { fake, user } = await renderTrading();
    await user.keyboard('a');
    await user.hover(level('0.47'));
    expect(hint().textContent).toBe('Click sends BUY 10 No @ 53¢ GTC');
    expect(hint().dataset.tone).toBe('other');
    await user.click(level('0.47'));
    await waitFor(() => expect(fake.callsOf('terminal.placeOrder')).toHaveLength(1));
    expect(fake.callsOf('terminal.placeOrder')[0]).toMatchObject({ tokenId: NO, price: '0.53' });
  });

  it('armed, an ask click with shares sells them, capped at what is free', async () => {
    const { fake, user } = await renderTrading({
      'terminal.positions': [position({ size: 8, reserved: 2 })],
    });
    await user.keyboard('a');
    await waitFor(() => {
      fireEvent.pointerEnter(level('0.46'));
      expect(hint().textContent).toBe('Click sends SELL 6 Yes @ 46¢ GTC');
    });
    expect(hint().dataset.tone).toBe('sell');
    await user.click(level('0.46'));
    await waitFor(() =>
      expect(fake.callsOf('terminal.placeOrder')).toEqual([
        { tokenId: YES, side: 'SELL', orderType: 'GTC', price: '0.46', size: '6' },
      ]),
    );
  });

  it('keeps the hint true while the pointer rests: a size preset, then a fill', async () => {
    const { fake, client, user } = await renderTrading();
    await user.keyboard('a');
    await user.hover(level('0.47'));
    expect(hint().textContent).toBe('Click sends BUY 10 No @ 53¢ GTC');
    await user.keyboard('4');
    expect(hint().textContent).toBe('Click sends BUY 50 No @ 53¢ GTC');
    // Shares bought meanwhile (another key, a script): the same ask now sells them.
    fake.answer('terminal.positions', [position({ size: 8 })]);
    await act(() => client.invalidateQueries({ queryKey: ['terminal.positions'] }));
    await waitFor(() => expect(hint().textContent).toBe('Click sends SELL 8 Yes @ 47¢ GTC'));
    expect(hint().dataset.tone).toBe('sell');
    await user.click(level('0.47'));
    await waitFor(() =>
      expect(fake.callsOf('terminal.placeOrder')).toEqual([
        { tokenId: YES, side: 'SELL', orderType: 'GTC', price: '0.47', size: '8' },
      ]),
    );
  });

  it('disarms when the vault locks', async () => {
    const { fake, client, user } = await renderTrading();
    await user.keyboard('a');
    expect(screen.getByTestId(testIds.ladder).dataset.armed).toBe('true');
    fake.answer('vault.status', vaultStatus(false));
    await act(() => client.invalidateQueries({ queryKey: ['vault.status'] }));
    await waitFor(() => expect(screen.getByTestId(testIds.ladder).dataset.armed).toBeUndefined());
  });

  it('refuses what the guards forbid, naming the guard, and sends nothing', async () => {
    const { fake, user } = await renderTrading();
    await user.click(screen.getByTestId(testIds.ladderGuardsToggle));
    const form = screen.getByTestId(testIds.ladderGuardsForm);
    const maxSize = within(form).getByTestId(`${testIds.ladderGuard}-maxSize`);
    await user.clear(maxSize);
    await user.type(maxSize, '8');
    await user.click(screen.getByTestId(testIds.ladderGuardsSave));
    await user.keyboard('a');
    await user.click(level('0.44'));
    await waitFor(() =>
      expect(toastText()).toContain('Order not sent10 shares is over your maximum of 8 per order×'),
    );
    // Preset 1 (5 shares) fits.
    await user.keyboard('1');
    expect(screen.getByTestId(`${testIds.ladderPreset}-1`).getAttribute('aria-checked')).toBe(
      'true',
    );
    await user.click(level('0.44'));
    await waitFor(() => expect(fake.callsOf('terminal.placeOrder')).toHaveLength(1));
    expect(fake.callsOf('terminal.placeOrder')[0]!.size).toBe('5');
  });
});

describe('the account’s orders on the ladder', () => {
  const resting = [openOrder('0xo1', 'BUY', '0.44', '15'), openOrder('0xo2', 'BUY', '0.44', '5')];

  it('show at their level with size and count; a click on the marker cancels them', async () => {
    const { fake, user } = await renderTrading({ 'terminal.openOrders': resting });
    const marker = await within(row('0.44')).findByTestId(testIds.ownOrders);
    expect(marker.textContent).toBe('2×20');
    expect(marker.dataset.count).toBe('2');
    await user.click(marker);
    await waitFor(() =>
      expect(fake.callsOf('terminal.cancelOrder')).toEqual([
        { orderId: '0xo1' },
        { orderId: '0xo2' },
      ]),
    );
    await waitFor(() =>
      expect(toastText()).toContainEqual(
        expect.stringMatching(/^Cancelled BUY 20 Yes @ 44¢ \(2 orders\)2 of 2 orders/),
      ),
    );
  });

  it('dragged to another level move: cancel, then place; a failed place is told, not hidden', async () => {
    const { fake } = await renderTrading({
      'terminal.openOrders': [openOrder('0xo1', 'BUY', '0.44', '15')],
      'terminal.placeOrder': {
        ...orderAnswer('', '0', '0'),
        success: false,
        errorMsg: 'not enough balance',
      },
    });
    act(() => setArmed(true));
    const marker = await within(row('0.44')).findByTestId(testIds.ownOrders);
    const target = row('0.43');
    // jsdom lays nothing out: the point under the pointer is the target row.
    document.elementFromPoint = () => target;
    fireEvent.pointerDown(marker, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(marker, { clientX: 10, clientY: 40 });
    await waitFor(() => expect(target.className).toContain('ladder-drop-target'));
    fireEvent.pointerUp(marker, { clientX: 10, clientY: 40 });
    fireEvent.click(marker);

    await waitFor(() =>
      expect(toastText()).toContain(
        'Order cancelled, not replaced: BUY 15 Yes @ 44¢BUY 15 Yes @ 43¢ GTC failed: refused: not enough balance×',
      ),
    );
    expect(fake.callsOf('terminal.cancelOrder')).toEqual([{ orderId: '0xo1' }]);
    expect(fake.callsOf('terminal.placeOrder')).toEqual([
      { tokenId: YES, side: 'BUY', orderType: 'GTC', price: '0.43', size: '15' },
    ]);
  });
});

describe('the trading keys', () => {
  it('send nothing unarmed, then each key sends its order on the shown market', async () => {
    const { fake, user } = await renderTrading();
    await user.keyboard('{Shift>}B{/Shift}');
    await waitFor(() => expect(toastText().join()).toMatch(/One-click trading is not armed/));
    expect(fake.callsOf('terminal.placeOrder')).toEqual([]);

    await user.keyboard('a');
    await user.keyboard('{Shift>}B{/Shift}');
    await user.keyboard('j');
    await user.keyboard('k');
    await user.keyboard('x');
    await waitFor(() => expect(fake.callsOf('terminal.placeOrder')).toHaveLength(3));
    expect(fake.callsOf('terminal.placeOrder')).toEqual([
      { tokenId: YES, side: 'BUY', orderType: 'FAK', price: '0.46', size: '10' },
      { tokenId: YES, side: 'BUY', orderType: 'GTC', price: '0.44', size: '10' },
      { tokenId: NO, side: 'BUY', orderType: 'GTC', price: '0.54', size: '10' },
    ]);
    await waitFor(() =>
      expect(fake.callsOf('terminal.cancelAll')).toEqual([{ market: '0xc0ffee01' }]),
    );

    await user.keyboard('o');
    expect(getSelection().outcomeIndex).toBe(1);
    await user.keyboard('{Escape}');
    expect(screen.getByTestId(testIds.ladderArm).getAttribute('data-armed')).toBe('false');
  });
});
