// @vitest-environment jsdom
import { createElement, Fragment } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { selectMarket } from '../../../../renderer/stores/selection-store.js';
import { Toasts } from '../../../../renderer/components/toasts.js';
import { useGlobalShortcuts } from '../../../../renderer/features/palette/use-global-shortcuts.js';
import { TicketPanel } from '../../../../renderer/features/ticket/components/ticket-panel.js';
import { testIds } from '../../../../renderer/lib/test-ids.js';
import { setUpstreamOnline } from '../../../../renderer/lib/upstream-state.js';
import { callError, createFakeTransport, type Answers } from './support/fake-transport.js';
import {
  NO,
  YES,
  balance,
  levelChange,
  market,
  noBook,
  orderAnswer,
  position,
  vaultStatus,
  yesBook,
} from './support/fixtures.js';
import { renderWithProviders, resetRenderer } from './support/render.js';

afterEach(resetRenderer);

/** The ticket as the app mounts it: with the window's shortcuts and the notices. */
function TicketScreen() {
  useGlobalShortcuts();
  return createElement(Fragment, null, createElement(TicketPanel), createElement(Toasts));
}

/**
 * The ticket of `market()` (selected as a market-list click does) over a service whose account
 * is unlocked with $100 available and 20 Yes shares, and whose books are `yesBook`/`noBook`.
 */
function renderTicket(answers: Answers = {}, selected = market()) {
  const fake = createFakeTransport({
    'vault.status': vaultStatus(),
    'terminal.balance': balance('100'),
    'terminal.positions': [position()],
    'catalog.market': selected,
    'marketdata.book': ({ token_id }) => (token_id === NO ? noBook() : yesBook()),
    'terminal.placeOrder': orderAnswer('live', '0', '0'),
    ...answers,
  });
  selectMarket(selected);
  renderWithProviders(createElement(TicketScreen), fake);
  return { fake, user: userEvent.setup() };
}

const submit = () => screen.getByTestId<HTMLButtonElement>(testIds.ticketSubmit);
const priceField = () => screen.getByTestId<HTMLInputElement>(testIds.ticketPrice);
const sizeField = () => screen.getByTestId<HTMLInputElement>(testIds.ticketSize);
const ticketError = () => screen.getByTestId(testIds.ticketError);
const radio = (group: string, name: RegExp | string) =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });
const checked = (element: HTMLElement) => element.getAttribute('aria-checked') === 'true';

/** A figure of the preview under the ticket, by its label. */
function preview(label: string): string {
  const row = within(screen.getByTestId(testIds.ticketPreview)).getByText(label).parentElement!;
  return row.lastElementChild!.textContent ?? '';
}

/** Waits for the live book and the account's balance, as a trader waits for the figures. */
async function ready(available = '$100.00') {
  await waitFor(() => expect(screen.queryByText('Waiting for the live book…')).toBeNull());
  await waitFor(() => expect(preview('Available')).toBe(available));
}

async function toast() {
  const shown = await screen.findByTestId(testIds.toast);
  return {
    kind: shown.getAttribute('data-kind'),
    role: shown.getAttribute('role'),
    title: shown.querySelector('.toast-title')?.textContent,
    detail: shown.querySelector('.toast-detail')?.textContent,
  };
}

describe('order ticket', () => {
  it('opens as a limit buy of the first outcome at live prices, with nothing to send yet', async () => {
    renderTicket();
    await ready();

    expect(checked(radio('Side', 'Buy'))).toBe(true);
    expect(checked(radio('Side', 'Sell'))).toBe(false);
    // The live midpoints, not the catalog's stale 41¢ / 59¢.
    expect(radio('Outcome', /^Yes/).textContent).toBe('Yes45¢');
    expect(radio('Outcome', /^No/).textContent).toBe('No55¢');
    expect(checked(radio('Outcome', /^Yes/))).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Type' }).value).toBe('GTC');
    expect(screen.getByRole('textbox', { name: 'Limit price' })).toBe(priceField());
    expect(sizeField().placeholder).toBe('min 5');

    expect(submit().textContent).toBe('Buy Yes');
    expect(submit().className).toContain('button-buy');
    expect(submit().disabled).toBe(true);
    expect(ticketError().textContent).toBe('');
    expect(preview('Avg fill price')).toBe('–');
    expect(preview('Cost')).toBe('–');
  });

  it('says "No market selected" until a market is picked', () => {
    const fake = createFakeTransport({ 'vault.status': vaultStatus() });
    renderWithProviders(createElement(TicketPanel), fake);
    expect(screen.getByText('No market selected')).toBeTruthy();
    expect(screen.queryByTestId(testIds.ticketSubmit)).toBeNull();
  });

  it('previews a resting limit buy, then sends exactly its terms to terminal.placeOrder', async () => {
    const { fake, user } = renderTicket();
    await ready();

    await user.type(priceField(), '45');
    await user.type(sizeField(), '10');
    expect(preview('Fills now / rests')).toBe('0 / 10');
    expect(preview('Avg fill price')).toBe('–');
    expect(preview('Fee')).toBe('$0.00');
    expect(preview('Cost')).toBe('$4.50');
    expect(preview('Max payout')).toBe('$10.00 (+$5.50)');
    expect(ticketError().textContent).toBe('');
    expect(submit().disabled).toBe(false);

    const positionReads = fake.callsOf('terminal.positions').length;
    const vaultReads = fake.callsOf('vault.status').length;
    await user.click(submit());

    expect(fake.callsOf('terminal.placeOrder')).toEqual([
      { tokenId: YES, side: 'BUY', orderType: 'GTC', price: '0.45', size: '10' },
    ]);
    expect(await toast()).toEqual({
      kind: 'success',
      role: 'status',
      title: 'Order placed: buy Yes',
      detail: '10 resting at 45¢',
    });
    // What the order can change is read again once it is in; the vault has not changed.
    await waitFor(() =>
      expect(fake.callsOf('terminal.positions').length).toBeGreaterThan(positionReads),
    );
    expect(fake.callsOf('vault.status')).toHaveLength(vaultReads);
  });

  it('walks a crossing buy through the asks and reports the fill', async () => {
    const { fake, user } = renderTicket({
      'terminal.placeOrder': orderAnswer('matched', '46.5', '100'),
    });
    await ready();

    await user.type(priceField(), '47');
    await user.type(sizeField(), '100');
    // 50 at 46¢ and 50 at 47¢.
    expect(preview('Fills now / rests')).toBe('100 / 0');
    expect(preview('Avg fill price')).toBe('46.50¢');
    expect(preview('Cost')).toBe('$46.50');
    expect(preview('Max payout')).toBe('$100.00 (+$53.50)');

    await user.click(submit());
    expect(fake.callsOf('terminal.placeOrder')).toEqual([
      { tokenId: YES, side: 'BUY', orderType: 'GTC', price: '0.47', size: '100' },
    ]);
    expect(await toast()).toMatchObject({
      kind: 'success',
      title: 'Bought Yes',
      detail: 'Bought 100 Yes at 46.50¢ avg ($46.50)',
    });
  });

  it('sends the order with Enter in the size field, and a post-only flag when ticked', async () => {
    const { fake, user } = renderTicket();
    await ready();

    await user.type(priceField(), '44');
    await user.click(screen.getByRole('checkbox', { name: /Post only/ }));
    await user.type(sizeField(), '12.5{Enter}');

    expect(fake.callsOf('terminal.placeOrder')).toEqual([
      { tokenId: YES, side: 'BUY', orderType: 'GTC', price: '0.44', size: '12.5', postOnly: true },
    ]);
  });

  it('prices a market order from the book: worst price "auto", no post-only, FOK all or nothing', async () => {
    const { fake, user } = renderTicket();
    await ready();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'FOK');
    expect(screen.getByRole('textbox', { name: 'Worst price' })).toBe(priceField());
    expect(screen.queryByRole('checkbox', { name: /Post only/ })).toBeNull();

    await user.type(sizeField(), '300');
    // The asks hold 250 shares up to 47¢: a fill-or-kill of 300 cannot fill.
    expect(priceField().placeholder).toBe('auto 47');
    expect(ticketError().textContent).toBe('FOK cannot fill: only 250 shares within the price');
    expect(preview('Fills now / rests')).toBe('0 / 0');
    expect(preview('Cancelled (not filled)')).toBe('300');
    expect(submit().disabled).toBe(true);

    await user.clear(sizeField());
    await user.type(sizeField(), '100');
    expect(priceField().placeholder).toBe('auto 47');
    expect(preview('Avg fill price')).toBe('46.50¢');
    await user.click(submit());
    expect(fake.callsOf('terminal.placeOrder')).toEqual([
      { tokenId: YES, side: 'BUY', orderType: 'FOK', price: '0.47', size: '100' },
    ]);
  });

  for (const { price, size, error } of [
    { price: '45', size: '3', error: 'Below the minimum size of 5 shares' },
    { price: '45.5', size: '10', error: 'Price must be a multiple of the tick, 1¢' },
    { price: '99.5', size: '10', error: 'Price must be between 1¢ and 99¢' },
    {
      price: '45',
      size: '1000',
      error: 'Not enough balance: needs $450.00 at the limit price, $100.00 available',
    },
    { price: '45', size: 'ten', error: 'Size is not a number with at most 6 decimals' },
  ]) {
    it(`refuses ${price}¢ × ${size}: "${error}"`, async () => {
      const { fake, user } = renderTicket();
      await ready();

      await user.type(priceField(), price);
      await user.type(sizeField(), size);
      const alert = screen.getByRole('alert');
      expect(alert).toBe(ticketError());
      expect(alert.textContent).toBe(error);
      expect(submit().disabled).toBe(true);
      await user.click(submit());
      expect(fake.callsOf('terminal.placeOrder')).toEqual([]);
    });
  }

  it('refuses a post-only order that would cross the book', async () => {
    const { user } = renderTicket();
    await ready();

    await user.click(screen.getByRole('checkbox', { name: /Post only/ }));
    await user.type(priceField(), '46');
    await user.type(sizeField(), '10');
    expect(ticketError().textContent).toBe('Post-only order would cross the book');
    expect(submit().disabled).toBe(true);

    await user.clear(priceField());
    await user.type(priceField(), '45');
    expect(ticketError().textContent).toBe('');
    expect(submit().disabled).toBe(false);
  });

  it('steps the price by the tick with the arrow keys and the − / + buttons', async () => {
    const { user } = renderTicket();
    await ready();

    // An empty field steps from the best price of the side it takes from: the 46¢ ask.
    await user.click(priceField());
    await user.keyboard('{ArrowUp}');
    expect(priceField().value).toBe('47');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(priceField().value).toBe('48');
    await user.click(screen.getByRole('button', { name: 'Price down one tick' }));
    await user.click(screen.getByRole('button', { name: 'Price down one tick' }));
    expect(priceField().value).toBe('46');
    await user.click(screen.getByRole('button', { name: 'Price up one tick' }));
    expect(priceField().value).toBe('47');

    // Never past 99¢; selling steps from the 44¢ bid.
    await user.clear(priceField());
    await user.type(priceField(), '99{ArrowUp}');
    expect(priceField().value).toBe('99');
    await user.click(radio('Side', 'Sell'));
    await user.clear(priceField());
    await user.type(priceField(), '{ArrowDown}');
    expect(priceField().value).toBe('43');
  });

  it('S and B set the side and put the cursor in the size; typed letters stay letters', async () => {
    const { user } = renderTicket();
    await ready();

    await user.keyboard('s');
    expect(checked(radio('Side', 'Sell'))).toBe(true);
    expect(submit().textContent).toBe('Sell Yes');
    expect(document.activeElement).toBe(sizeField());

    // In the size field "b" is a character, not the shortcut.
    await user.keyboard('b');
    expect(sizeField().value).toBe('b');
    expect(checked(radio('Side', 'Sell'))).toBe(true);

    sizeField().blur();
    await user.keyboard('b');
    expect(checked(radio('Side', 'Buy'))).toBe(true);
    expect(submit().textContent).toBe('Buy Yes');
    expect(document.activeElement).toBe(sizeField());
  });

  it('leaves the focus where it is when another market opens after a B long before', async () => {
    const { user } = renderTicket();
    await ready();
    await user.keyboard('b');
    expect(document.activeElement).toBe(sizeField());
    sizeField().blur();

    act(() => selectMarket(market({ id: '502', question: 'Will it snow?' })));
    await waitFor(() => expect(sizeField().value).toBe(''));
    expect(document.activeElement).not.toBe(sizeField());
  });

  it('sells what the account holds: shares available, too many refused, the sale reported', async () => {
    const { fake, user } = renderTicket({
      'terminal.placeOrder': orderAnswer('matched', '20', '8.8'),
    });
    await ready();

    await user.click(radio('Side', 'Sell'));
    expect(submit().textContent).toBe('Sell Yes');
    expect(submit().className).toContain('button-sell');
    expect(preview('Shares available')).toBe('20');
    expect(screen.queryByText('Max payout')).toBeNull();

    await user.type(priceField(), '44');
    await user.type(sizeField(), '30');
    expect(ticketError().textContent).toBe('Not enough shares: 20 available');
    expect(ticketError().getAttribute('role')).toBe('alert');
    expect(submit().disabled).toBe(true);

    await user.clear(sizeField());
    await user.type(sizeField(), '20');
    expect(preview('Proceeds')).toBe('$8.80');
    expect(preview('Avg fill price')).toBe('44.00¢');
    await user.click(submit());
    expect(fake.callsOf('terminal.placeOrder')).toEqual([
      { tokenId: YES, side: 'SELL', orderType: 'GTC', price: '0.44', size: '20' },
    ]);
    expect(await toast()).toMatchObject({
      title: 'Sold Yes',
      detail: 'Sold 20 Yes at 44.00¢ avg ($8.80)',
    });
    // The sell is done: the size is cleared, the price kept, and no red "not enough shares".
    expect(sizeField().value).toBe('');
    expect(priceField().value).toBe('44');
    expect(ticketError().textContent).toBe('');
  });

  it('switching the outcome turns the typed limit into the other token’s price', async () => {
    const { fake, user } = renderTicket();
    await ready();

    await user.type(priceField(), '45');
    await user.type(sizeField(), '10');
    await user.click(radio('Outcome', /^No/));
    expect(checked(radio('Outcome', /^No/))).toBe(true);
    expect(priceField().value).toBe('55');
    expect(submit().textContent).toBe('Buy No');

    await user.click(submit());
    expect(fake.callsOf('terminal.placeOrder')).toEqual([
      { tokenId: NO, side: 'BUY', orderType: 'GTC', price: '0.55', size: '10' },
    ]);
  });

  for (const { failure, shown } of [
    {
      failure: callError('invalid_input', 'not enough balance / allowance'),
      shown: {
        kind: 'error',
        role: 'alert',
        title: 'Order refused',
        detail: 'not enough balance / allowance',
      },
    },
    {
      failure: callError('unavailable', 'the service did not answer in time'),
      shown: {
        kind: 'warning',
        role: 'alert',
        title: 'Order status unknown — check open orders',
        detail: 'the service did not answer in time',
      },
    },
  ]) {
    it(`a failed order (${failure.code}) says so`, async () => {
      const { user } = renderTicket({
        'terminal.placeOrder': () => {
          throw failure;
        },
      });
      await ready();

      await user.type(priceField(), '45');
      await user.type(sizeField(), '10');
      await user.click(submit());
      expect(await toast()).toEqual(shown);
      // The ticket keeps what was typed, to send it again.
      expect(priceField().value).toBe('45');
      expect(sizeField().value).toBe('10');
    });
  }

  it('an order the venue does not accept shows its reason', async () => {
    const { user } = renderTicket({
      'terminal.placeOrder': {
        ...orderAnswer('unmatched', '0', '0'),
        success: false,
        errorMsg: 'market is halted',
      },
    });
    await ready();

    await user.type(priceField(), '45');
    await user.type(sizeField(), '10');
    await user.click(submit());
    expect(await toast()).toMatchObject({
      kind: 'error',
      title: 'Order refused',
      detail: 'market is halted',
    });
  });

  it('with the vault locked, shows the unlock prompt and sends nothing', async () => {
    const { user } = renderTicket({ 'vault.status': vaultStatus(false) });
    await waitFor(() => expect(screen.queryByText('Waiting for the live book…')).toBeNull());

    expect(screen.getByTestId(testIds.vaultLocked).textContent).toContain('Vault locked');
    await user.type(priceField(), '45');
    await user.type(sizeField(), '10');
    expect(ticketError().textContent).toBe('Vault locked: unlock it to trade');
    // A state to act on, not a mistake: a note, not an alert.
    expect(ticketError().getAttribute('role')).toBe('status');
    expect(ticketError().className).toContain('ticket-error-state');
    expect(submit().disabled).toBe(true);
  });

  it('without an account, offers to create one and sends nothing', async () => {
    const { user } = renderTicket({
      'vault.status': { ...vaultStatus(false), accounts: [], currentId: null },
    });
    await screen.findByText('No account yet.');

    expect(screen.getByRole('button', { name: 'Create or import' })).toBeTruthy();
    await user.type(priceField(), '45');
    await user.type(sizeField(), '10');
    expect(ticketError().textContent).toBe('No account: create or import one first');
    expect(ticketError().getAttribute('role')).toBe('status');
    expect(submit().disabled).toBe(true);
  });

  it('a market that stopped accepting orders cannot be traded', async () => {
    const { user } = renderTicket({}, market({ acceptingOrders: false }));
    await ready();

    await user.type(priceField(), '45');
    await user.type(sizeField(), '10');
    expect(ticketError().textContent).toBe('Market is not accepting orders');
    expect(submit().disabled).toBe(true);
  });

  it('follows the live book: a level taken away changes the preview; a drop dims it', async () => {
    const { fake, user } = renderTicket();
    await ready();

    await user.type(priceField(), '46');
    await user.type(sizeField(), '10');
    expect(preview('Fills now / rests')).toBe('10 / 0');

    act(() => fake.push('market', levelChange(YES, 'SELL', '0.46', '0')));
    await waitFor(() => expect(preview('Fills now / rests')).toBe('0 / 10'));

    act(() => fake.setState('reconnecting'));
    expect(screen.getByTestId(testIds.ticketPreview).parentElement!.dataset.stale).toBe('true');
    expect(screen.getByText(/^Disconnected now: shown as of .+, reconnecting…$/)).toBeTruthy();
  });

  it('turns the submit off, saying why, while the service is not connected', async () => {
    const { fake, user } = renderTicket();
    await ready();
    await user.type(priceField(), '45');
    await user.type(sizeField(), '10');
    expect(submit().disabled).toBe(false);

    act(() => fake.setState('reconnecting'));
    expect(submit().disabled).toBe(true);
    const reason = 'Not connected to the service: orders and cancels are off until it is back.';
    expect(ticketError().textContent).toBe(reason);
    expect(submit().title).toBe(reason);

    act(() => fake.setState('open'));
    expect(submit().disabled).toBe(false);
    expect(ticketError().textContent).toBe('');
  });

  it("turns the submit off and marks the preview stale while a mirror's venue does not answer", async () => {
    const { user } = renderTicket();
    await ready();
    await user.type(priceField(), '45');
    await user.type(sizeField(), '10');
    expect(submit().disabled).toBe(false);

    act(() => setUpstreamOnline(false));
    expect(submit().disabled).toBe(true);
    const reason = 'The venue does not answer: orders and cancels are off until it does.';
    expect(submit().title).toBe(reason);
    expect(
      screen.getByText(/^The venue has not answered for now: shown as of .+, reconnecting…$/),
    ).toBeTruthy();

    act(() => setUpstreamOnline(true));
    expect(submit().disabled).toBe(false);
  });
});
