// @vitest-environment jsdom
import { createElement, Fragment } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getSelection, selectMarket } from '../../../../renderer/stores/selection-store.js';
import { Ladder } from '../../../../renderer/features/market/components/ladder.js';
import { useSelectedMarketFeed } from '../../../../renderer/features/market/use-market-feed.js';
import { TicketPanel } from '../../../../renderer/features/ticket/components/ticket-panel.js';
import { testIds } from '../../../../renderer/lib/test-ids.js';
import { callError, createFakeTransport, type Answers } from './support/fake-transport.js';
import {
  NO,
  YES,
  balance,
  bookAnswer,
  levelChange,
  market,
  noBook,
  vaultStatus,
  yesBook,
} from './support/fixtures.js';
import { renderWithProviders, resetRenderer } from './support/render.js';

afterEach(resetRenderer);

/** The Yes ladder as the market page mounts it: on the selected market's shared feed. */
function LadderScreen({ tickSize, withTicket }: { tickSize: number; withTicket: boolean }) {
  const feed = useSelectedMarketFeed();
  return createElement(
    Fragment,
    null,
    createElement(Ladder, { feed, tokenId: YES, tickSize }),
    withTicket ? createElement(TicketPanel) : null,
  );
}

function renderLadder(answers: Answers = {}, options = { tickSize: 0.01, withTicket: false }) {
  const fake = createFakeTransport({
    'vault.status': vaultStatus(),
    'terminal.balance': balance('100'),
    'terminal.positions': [],
    'catalog.market': market(),
    'marketdata.book': ({ token_id }) => (token_id === NO ? noBook() : yesBook()),
    ...answers,
  });
  selectMarket(market());
  renderWithProviders(createElement(LadderScreen, options), fake);
  return { fake, user: userEvent.setup() };
}

interface RowView {
  price: string | null;
  text: string[];
  flashing: boolean;
}

/** One side's rows as a trader reads them: price, shares, total; best first (DOM order). */
function side(name: 'asks' | 'bids'): RowView[] {
  const column = screen.getByTestId(testIds.ladder).querySelector(`.ladder-${name}`)!;
  return within(column as HTMLElement)
    .queryAllByTestId(testIds.ladderRow)
    .map((row) => ({
      price: row.getAttribute('data-price'),
      text: [...row.querySelectorAll('.num')].map((cell) => cell.textContent ?? ''),
      flashing: row.classList.contains('ladder-flashing'),
    }));
}

const prices = (name: 'asks' | 'bids') => side(name).map((row) => row.text[0]);

function spreadAndMid(): string {
  return screen.getByTestId(testIds.ladder).querySelector('.ladder-spread')!.textContent ?? '';
}

const row = (price: string) =>
  screen
    .getAllByTestId(testIds.ladderRow)
    .find((element) => element.getAttribute('data-price') === price)!;

/** A level's clickable part (the row also holds the account's order marker). */
const level = (price: string) => row(price).querySelector<HTMLElement>('.ladder-level')!;

describe('ladder', () => {
  it('loads the book, then shows asks and bids best first, in cents on the tick, with depth', async () => {
    renderLadder();
    expect(screen.getByRole('status').textContent).toContain('Loading order book…');

    await screen.findByTestId(testIds.ladder);
    expect(side('asks')).toEqual([
      { price: '0.46', text: ['46¢', '50.00', '50.00'], flashing: false },
      { price: '0.47', text: ['47¢', '200.00', '250.00'], flashing: false },
    ]);
    expect(side('bids')).toEqual([
      { price: '0.44', text: ['44¢', '120.00', '120.00'], flashing: false },
      { price: '0.43', text: ['43¢', '300.00', '420.00'], flashing: false },
    ]);
    expect(spreadAndMid()).toBe('Spread 2¢Mid 45¢');
    for (const element of screen.getAllByTestId(testIds.ladderRow)) {
      const bid = element.getAttribute('data-side') === 'bid';
      expect(element.className).toContain(bid ? 'ladder-bid' : 'ladder-ask');
    }
    // The bar shows a level's size against the largest one shown.
    const bar = (price: string) => (row(price).querySelector('.ladder-bar') as HTMLElement).style;
    expect(bar('0.43').width).toBe('100%');
    expect(bar('0.47').width).toBe(`${(200 / 300) * 100}%`);
    expect(level('0.46').title).toBe('Buy at 46¢');
    expect(level('0.44').title).toBe('Sell at 44¢');
  });

  it('keeps the decimals of a finer tick, and shows a midpoint between ticks finer still', async () => {
    renderLadder(
      {
        'marketdata.book': ({ token_id }) =>
          bookAnswer(token_id, [['0.455', '10']], [['0.46', '4']]),
      },
      { tickSize: 0.001, withTicket: false },
    );
    await screen.findByTestId(testIds.ladder);

    expect(prices('asks')).toEqual(['46.0¢']);
    expect(prices('bids')).toEqual(['45.5¢']);
    expect(side('asks')[0]!.text.slice(1)).toEqual(['4.00', '4.00']);
    expect(spreadAndMid()).toBe('Spread 0.5¢Mid 45.75¢');
  });

  it('clicking a level fills the ticket: an ask to buy at its price, a bid to sell', async () => {
    const { user } = renderLadder({}, { tickSize: 0.01, withTicket: true });
    await screen.findByTestId(testIds.ladder);
    const price = () => screen.getByTestId<HTMLInputElement>(testIds.ticketPrice);
    const submit = () => screen.getByTestId(testIds.ticketSubmit);

    await user.click(level('0.47'));
    expect(getSelection().intent).toEqual({ price: '0.47', side: 'BUY', seq: 1 });
    expect(price().value).toBe('47');
    expect(screen.getByTestId(testIds.ticketBuy).getAttribute('aria-checked')).toBe('true');
    expect(submit().textContent).toBe('Buy Yes');

    await user.click(level('0.43'));
    expect(price().value).toBe('43');
    expect(screen.getByTestId(testIds.ticketSell).getAttribute('aria-checked')).toBe('true');
    expect(submit().textContent).toBe('Sell Yes');

    // A market order becomes a limit at the clicked price; the keyboard works as a click.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'FAK');
    level('0.46').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Type' }).value).toBe('GTC');
    expect(price().value).toBe('46');
    expect(screen.getByTestId(testIds.ticketBuy).getAttribute('aria-checked')).toBe('true');
  });

  it('clicking the same level twice asks again', async () => {
    const { user } = renderLadder();
    await screen.findByTestId(testIds.ladder);

    await user.click(level('0.44'));
    await user.click(level('0.44'));
    expect(getSelection().intent).toEqual({ price: '0.44', side: 'SELL', seq: 2 });
  });

  it('applies stream updates: a changed level shows its new size, highlighted for a moment', async () => {
    const { fake } = renderLadder();
    await screen.findByTestId(testIds.ladder);

    act(() => fake.push('market', levelChange(YES, 'SELL', '0.46', '80')));
    await waitFor(() =>
      expect(side('asks')).toEqual([
        { price: '0.46', text: ['46¢', '80.00', '80.00'], flashing: true },
        { price: '0.47', text: ['47¢', '200.00', '280.00'], flashing: false },
      ]),
    );
    await waitFor(() => expect(side('asks')[0]!.flashing).toBe(false), { timeout: 2_000 });

    // A new level joins in price order; the other outcome's update is not this ladder's.
    act(() => {
      fake.push('market', levelChange(YES, 'BUY', '0.45', '15'));
      fake.push('market', levelChange(NO, 'BUY', '0.45', '99'));
    });
    await waitFor(() => expect(prices('bids')).toEqual(['45¢', '44¢', '43¢']));
    expect(side('bids')[0]!.text).toEqual(['45¢', '15.00', '15.00']);
    expect(spreadAndMid()).toBe('Spread 1¢Mid 45.5¢');

    // A level taken to zero goes.
    act(() => fake.push('market', levelChange(YES, 'SELL', '0.46', '0')));
    await waitFor(() => expect(prices('asks')).toEqual(['47¢']));
    expect(spreadAndMid()).toBe('Spread 2¢Mid 46¢');
  });

  it('marks the book stale while the service resyncs a feed that skipped updates', async () => {
    const { fake } = renderLadder();
    const ladder = await screen.findByTestId(testIds.ladder);
    const health = (state: 'gap' | 'ok') =>
      act(() =>
        fake.push('market', { event_type: 'feed_health', asset_id: YES, state, timestamp: '1000' }),
      );
    health('gap');
    await waitFor(() => expect(ladder.getAttribute('data-stale')).toBe('true'));
    expect(ladder.textContent).toMatch(/feed skipped updates at .*resyncing this book/);
    health('ok');
    await waitFor(() => expect(ladder.getAttribute('data-stale')).toBeNull());
    expect(ladder.textContent).not.toMatch(/skipped updates/);
  });

  it('an empty book says so', async () => {
    renderLadder({ 'marketdata.book': ({ token_id }) => bookAnswer(token_id, [], []) });
    expect(await screen.findByText('Empty book')).toBeTruthy();
    expect(screen.getByText('No resting orders on this outcome yet.')).toBeTruthy();
    expect(screen.queryByTestId(testIds.ladder)).toBeNull();
  });

  it('a book that cannot be read shows the error, and Retry reads it again', async () => {
    let fail = true;
    const { fake, user } = renderLadder({
      'marketdata.book': ({ token_id }) => {
        if (fail) throw callError('not_found', 'No orderbook exists for the requested token id');
        return token_id === NO ? noBook() : yesBook();
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the order book');
    expect(alert.textContent).toContain('No orderbook exists for the requested token id');
    expect(screen.queryByTestId(testIds.ladder)).toBeNull();

    fail = false;
    const reads = fake.callsOf('marketdata.book').length;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByTestId(testIds.ladder);
    expect(fake.callsOf('marketdata.book').length).toBeGreaterThan(reads);
    expect(prices('asks')).toEqual(['46¢', '47¢']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('dims the book and says since when it is not current while the connection is down', async () => {
    const { fake } = renderLadder();
    const ladder = await screen.findByTestId(testIds.ladder);
    expect(ladder.dataset.stale).toBeUndefined();

    act(() => fake.setState('reconnecting'));
    expect(ladder.dataset.stale).toBe('true');
    expect(ladder.className).toContain('feed-stale');
    expect(
      within(ladder).getByText(/^Disconnected now: shown as of .+, reconnecting…$/),
    ).toBeTruthy();

    act(() => fake.setState('open'));
    expect(ladder.dataset.stale).toBeUndefined();
    expect(within(ladder).queryByText(/^Disconnected/)).toBeNull();
  });
});
