// @vitest-environment jsdom
import { createElement, Fragment } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConditionalOrder } from '../../../../server/contract/index.js';
import { Toasts } from '../../../../renderer/components/toasts.js';
import { AlertsHost } from '../../../../renderer/features/alerts/components/alerts-host.js';
import { ConditionalStrip } from '../../../../renderer/features/alerts/components/conditional-strip.js';
import { ConditionalTab } from '../../../../renderer/features/alerts/components/conditional-tab.js';
import { PositionsTable } from '../../../../renderer/features/portfolio/components/positions-table.js';
import { alertTestIds } from '../../../../renderer/lib/alert-test-ids.js';
import { testIds } from '../../../../renderer/lib/test-ids.js';
import { createFakeTransport, type Answers } from './support/fake-transport.js';
import { FED, conditional, stubNotifications } from './support/fake-alerts.js';
import { position } from './support/fixtures.js';
import { renderWithProviders, resetRenderer } from './support/render.js';

afterEach(() => {
  resetRenderer();
  vi.unstubAllGlobals();
});

const trailing = conditional({
  id: 5,
  kind: 'trailing-stop',
  triggerPrice: null,
  trailTicks: 3,
  peak: '0.48',
  stopPrice: '0.45',
  worstPrice: '0.4',
  ocoWith: null,
});
const filled = conditional({
  id: 2,
  state: 'filled',
  ocoWith: 1,
  events: [
    { at: 1_770_000_000_000, state: 'armed', detail: 'armed' },
    { at: 1_770_000_060_000, state: 'triggered', detail: 'bid 0.39' },
    { at: 1_770_000_060_010, state: 'sent', detail: 'FAK SELL 20 ≥ 0.37' },
    { at: 1_770_000_060_020, state: 'filled', detail: 'sold 20' },
  ],
});

const answers = (orders: ConditionalOrder[], extra: Answers = {}): Answers => ({
  'conditional.list': orders,
  'alerts.list': [],
  'catalog.market': FED,
  ...extra,
});

const cells = (row: HTMLElement) =>
  [...row.querySelectorAll('td')].slice(1, -1).map((cell) => cell.textContent);

describe('the Conditional tab', () => {
  it('lists each order with its trigger, stop, worst price, pair and state, and the limits', async () => {
    renderWithProviders(
      createElement(ConditionalTab),
      createFakeTransport(answers([conditional({ ocoWith: 4 }), trailing, filled])),
    );
    const rows = await screen.findAllByTestId(alertTestIds.conditionalRow);
    expect(rows.map(cells)).toEqual([
      [
        'Stop-loss',
        'Yes · Will the Fed cut rates in June?',
        '20',
        'bid ≤ 40¢',
        '–',
        '37¢',
        'with #4',
        'armed',
      ],
      [
        'Trailing stop',
        'Yes · Will the Fed cut rates in June?',
        '20',
        'bid, 3 ticks below its peak',
        '45¢ (peak 48¢)',
        '40¢',
        '–',
        'armed',
      ],
      [
        'Stop-loss',
        'Yes · Will the Fed cut rates in June?',
        '20',
        'bid ≤ 40¢',
        '–',
        '37¢',
        'with #1',
        'filled',
      ],
    ]);
    expect(screen.getByRole('note').textContent).toBe(
      'They act only while Marketdesk runs; a gap fills at the book, not at the trigger; a locked vault signs nothing: the order stays armed and you are told.',
    );
    // Only armed orders can be edited or cancelled.
    expect(within(rows[2]!).queryByTestId(alertTestIds.conditionalCancel)).toBeNull();

    const user = userEvent.setup();
    await user.click(within(rows[2]!).getByTestId(alertTestIds.conditionalExpand));
    const events = screen.getByTestId(alertTestIds.conditionalEvents);
    expect([...events.querySelectorAll('li')].map((li) => li.lastChild?.textContent)).toEqual([
      'armed',
      'bid 0.39',
      'FAK SELL 20 ≥ 0.37',
      'sold 20',
    ]);
  });

  it('says when a locked vault left a triggered order armed', async () => {
    const blocked = conditional({
      events: [
        { at: 1, state: 'armed', detail: 'armed' },
        {
          at: 2,
          state: 'armed',
          detail: 'trigger at 0.39 not signed: the vault is locked; stays armed',
        },
      ],
    });
    renderWithProviders(createElement(ConditionalTab), createFakeTransport(answers([blocked])));
    const state = await screen.findByTestId(alertTestIds.conditionalState);
    expect(state.textContent).toBe('armed · vault locked');
  });

  it('edits what changed and cancels an armed order', async () => {
    const fake = createFakeTransport(
      answers([conditional(), trailing], {
        'conditional.update': (params) => conditional({ ...params, triggerPrice: '0.38' }),
        'conditional.cancel': ({ id }) => conditional({ id, state: 'canceled' }),
      }),
    );
    renderWithProviders(createElement(ConditionalTab), fake);
    const user = userEvent.setup();
    const [stop, trail] = await screen.findAllByTestId(alertTestIds.conditionalRow);

    await user.click(within(stop!).getByTestId(alertTestIds.conditionalEdit));
    const trigger = screen.getByTestId(`${alertTestIds.conditionalField}-triggerPrice`);
    await user.clear(trigger);
    await user.type(trigger, '38');
    await user.click(screen.getByTestId(alertTestIds.conditionalSave));
    await waitFor(() => expect(fake.callsOf('conditional.update')).toHaveLength(1));
    expect(fake.callsOf('conditional.update')[0]).toEqual({ id: 3, triggerPrice: '0.38' });
    await waitFor(() => expect(screen.queryByTestId(alertTestIds.conditionalSave)).toBeNull());

    await user.click(within(trail!).getByTestId(alertTestIds.conditionalEdit));
    expect(screen.getByTestId(`${alertTestIds.conditionalField}-trailTicks`)).toBeTruthy();
    expect(screen.queryByTestId(`${alertTestIds.conditionalField}-triggerPrice`)).toBeNull();

    await user.click(within(trail!).getByTestId(alertTestIds.conditionalCancel));
    expect(fake.callsOf('conditional.cancel')).toEqual([{ id: 5 }]);
  });
});

describe('Protect… on a position', () => {
  it('arms a bracket: the take-profit paired with the stop-loss once that is armed', async () => {
    stubNotifications();
    let next = 10;
    const fake = createFakeTransport(
      answers([], {
        'conditional.create': (params) =>
          conditional({ ...params, id: next++, ocoWith: params.ocoWith ?? null }),
      }),
    );
    const held = position({ size: 20, curPrice: 0.45, conditionId: FED.conditionId });
    renderWithProviders(
      createElement(
        Fragment,
        null,
        createElement(PositionsTable, { rows: [held], onOpen: vi.fn(), protect: true }),
        createElement(AlertsHost),
        createElement(Toasts),
      ),
      fake,
    );
    const user = userEvent.setup();
    await user.click(screen.getByTestId(alertTestIds.protect));
    const form = await screen.findByTestId(alertTestIds.protectForm);
    await user.click(await within(form).findByTestId(`${alertTestIds.protectField}-kind-bracket`));
    const stop = within(form).getByTestId(`${alertTestIds.protectField}-stopPrice`);
    await user.clear(stop);
    await user.type(stop, '41');
    expect(
      (within(form).getByTestId(`${alertTestIds.protectField}-stopWorst`) as HTMLInputElement)
        .value,
    ).toBe('38');
    await user.click(within(form).getByTestId(alertTestIds.protectSubmit));

    await waitFor(() => expect(fake.callsOf('conditional.create')).toHaveLength(2));
    const base = { tokenId: held.asset, size: '20', trigger: 'bid' };
    expect(fake.callsOf('conditional.create')).toEqual([
      { ...base, kind: 'stop-loss', triggerPrice: '0.41', worstPrice: '0.38' },
      { ...base, kind: 'take-profit', triggerPrice: '0.5', worstPrice: '0.47', ocoWith: 10 },
    ]);
    await waitFor(() => expect(screen.queryByTestId(alertTestIds.protectForm)).toBeNull());
    expect(screen.getByTestId(testIds.toast).textContent).toContain('Armed');
  });

  it('keeps the form open with the service’s reason when nothing was armed', async () => {
    const fake = createFakeTransport(
      answers([], {
        'conditional.create': () => {
          throw {
            code: 'locked',
            message: 'unlock the vault: its account’s position is protected',
          };
        },
      }),
    );
    renderWithProviders(
      createElement(
        Fragment,
        null,
        createElement(PositionsTable, {
          rows: [position({ conditionId: FED.conditionId })],
          onOpen: vi.fn(),
          protect: true,
        }),
        createElement(AlertsHost),
      ),
      fake,
    );
    const user = userEvent.setup();
    await user.click(screen.getByTestId(alertTestIds.protect));
    const form = await screen.findByTestId(alertTestIds.protectForm);
    await user.click(await within(form).findByTestId(alertTestIds.protectSubmit));
    expect(await within(form).findByText(/unlock the vault/)).toBeTruthy();
  });
});

describe('the ladder', () => {
  it('shows the armed conditional orders of its token only', async () => {
    renderWithProviders(
      createElement(ConditionalStrip, { tokenId: '1111' }),
      createFakeTransport(
        answers([conditional(), trailing, filled, conditional({ id: 8, tokenId: '2222' })]),
      ),
    );
    const strip = await screen.findByTestId(alertTestIds.ladderConditional);
    expect([...strip.children].map((order) => order.textContent)).toEqual([
      'Stop-loss 20 · bid ≤ 40¢ · worst 37¢',
      'Trailing stop 20 · bid, 3 ticks below its peak (now 45¢) · worst 40¢',
    ]);
  });
});
