// @vitest-environment jsdom
import { createElement, Fragment } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlertNotice } from '../../../../server/contract/index.js';
import { Toasts } from '../../../../renderer/components/toasts.js';
import { AlertBell } from '../../../../renderer/features/alerts/components/alert-bell.js';
import { AlertsHost } from '../../../../renderer/features/alerts/components/alerts-host.js';
import { AlertsTab } from '../../../../renderer/features/alerts/components/alerts-tab.js';
import { alertTestIds } from '../../../../renderer/lib/alert-test-ids.js';
import { testIds } from '../../../../renderer/lib/test-ids.js';
import { getSelection } from '../../../../renderer/stores/selection-store.js';
import { createFakeTransport, type Answers } from './support/fake-transport.js';
import { FED, alert, firing, stubNotifications } from './support/fake-alerts.js';
import { renderWithProviders, resetRenderer } from './support/render.js';

afterEach(() => {
  resetRenderer();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answers = (extra: Answers = {}): Answers => ({
  'alerts.list': [],
  'alerts.firings': [],
  'conditional.list': [],
  'catalog.market': FED,
  ...extra,
});

function renderApp(fake = createFakeTransport(answers())) {
  renderWithProviders(
    createElement(Fragment, null, createElement(AlertsHost), createElement(Toasts)),
    fake,
  );
  return fake;
}

const notice = (fields: Partial<AlertNotice>): AlertNotice => ({
  firings: [],
  conditional: [],
  ...fields,
});

describe('alert notices', () => {
  it('subscribes once; a firing is a toast and a notification whose click opens the market', async () => {
    const notifications = stubNotifications();
    const fake = renderApp();
    await waitFor(() => expect(fake.open('alerts')).toHaveLength(1));
    const listed = fake.callsOf('conditional.list').length;

    fake.push('alerts', notice({ firings: [firing(1)] }));
    const toast = await screen.findByTestId(testIds.toast);
    expect(toast.textContent).toContain('Alert fired');
    expect(toast.textContent).toContain('Will the Fed cut rates in June?: mid 0.51');
    expect(notifications.shown.map(({ title, body }) => ({ title, body }))).toEqual([
      {
        title: 'Alert fired',
        body: 'mid above 0.5 · Yes · Will the Fed cut rates in June?: mid 0.51',
      },
    ]);
    // What the lists show is read again (here the armed orders the host counts).
    await waitFor(() => expect(fake.callsOf('conditional.list').length).toBeGreaterThan(listed));

    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    notifications.shown[0]!.click();
    expect(focus).toHaveBeenCalledOnce();
    await waitFor(() => expect(getSelection().market?.conditionId).toBe(FED.conditionId));
    expect(fake.callsOf('catalog.market')).toEqual([{ id: FED.conditionId }]);
    expect(notifications.shown[0]!.closed).toBe(true);
  });

  it('tells a flood as one notification and one toast, never dropping it', async () => {
    const notifications = stubNotifications();
    const fake = renderApp();
    await waitFor(() => expect(fake.open('alerts')).toHaveLength(1));
    fake.push('alerts', notice({ firings: [1, 2, 3, 4, 5, 6].map((id) => firing(id)) }));
    await screen.findByTestId(testIds.toast);
    expect(screen.getAllByTestId(testIds.toast)).toHaveLength(1);
    expect(notifications.shown).toHaveLength(1);
    expect(notifications.shown[0]!.title).toBe('6 alerts fired');
    expect(notifications.shown[0]!.body.split('\n').at(-1)).toBe('and 3 more in the Alerts tab');
  });

  it('still shows the toast where notifications are blocked', async () => {
    const notifications = stubNotifications('denied');
    const fake = renderApp();
    await waitFor(() => expect(fake.open('alerts')).toHaveLength(1));
    fake.push('alerts', notice({ firings: [firing(1)] }));
    await screen.findByTestId(testIds.toast);
    expect(notifications.shown).toEqual([]);
  });
});

describe('the alert form', () => {
  it('opens from the bell prefilled with the market and price, and creates the alert', async () => {
    const notifications = stubNotifications('default');
    const fake = createFakeTransport(
      answers({ 'alerts.create': (params) => alert({ condition: params.condition, id: 9 }) }),
    );
    renderWithProviders(
      createElement(
        Fragment,
        null,
        createElement(AlertBell, { market: FED, outcomeIndex: 0, price: 0.4567 }),
        createElement(AlertsHost),
        createElement(Toasts),
      ),
      fake,
    );
    const user = userEvent.setup();
    await user.click(screen.getByTestId(alertTestIds.bell));
    const form = await screen.findByTestId(alertTestIds.form);
    expect(form.textContent).toContain(FED.question);
    const price = within(form).getByTestId(`${alertTestIds.field}-price`) as HTMLInputElement;
    expect(price.value).toBe('46');

    await user.selectOptions(within(form).getByTestId(`${alertTestIds.field}-source`), 'bid');
    await user.clear(price);
    await user.type(price, '52.5');
    await user.click(within(form).getByTestId(alertTestIds.submit));
    expect(within(form).getByText("On the market's 1¢ tick")).toBeTruthy();
    expect(fake.callsOf('alerts.create')).toEqual([]);

    await user.clear(price);
    await user.type(price, '52');
    await user.selectOptions(within(form).getByTestId(`${alertTestIds.field}-rearm`), 'cooldown');
    await user.click(within(form).getByTestId(alertTestIds.submit));
    await waitFor(() => expect(screen.queryByTestId(alertTestIds.form)).toBeNull());
    expect(fake.callsOf('alerts.create')).toEqual([
      {
        condition: {
          kind: 'price',
          tokenId: '1111',
          source: 'bid',
          direction: 'above',
          price: '0.52',
        },
        rearm: { mode: 'cooldown', minutes: 30 },
      },
    ]);
    // The first alert is when the browser asks for notifications.
    expect(notifications.api.requestPermission).toHaveBeenCalledOnce();
  });

  it('shows the service’s refusal and stays open', async () => {
    stubNotifications();
    const fake = createFakeTransport(
      answers({
        'alerts.create': () => {
          throw { code: 'invalid_input', message: 'at most 200 alerts: delete one' };
        },
      }),
    );
    renderWithProviders(
      createElement(
        Fragment,
        null,
        createElement(AlertBell, { market: FED, outcomeIndex: 1, price: 0.55 }),
        createElement(AlertsHost),
      ),
      fake,
    );
    const user = userEvent.setup();
    await user.click(screen.getByTestId(alertTestIds.bell));
    const form = await screen.findByTestId(alertTestIds.form);
    await user.selectOptions(within(form).getByTestId(`${alertTestIds.field}-kind`), 'spread');
    await user.click(within(form).getByTestId(alertTestIds.submit));
    expect(await within(form).findByText('at most 200 alerts: delete one')).toBeTruthy();
    expect(fake.callsOf('alerts.create')).toEqual([
      { condition: { kind: 'spread', tokenId: '2222', ticks: 5 }, rearm: { mode: 'once' } },
    ]);
  });
});

describe('the Alerts tab', () => {
  it('lists alerts and the history newest first; deletes; a firing opens its market', async () => {
    stubNotifications('denied');
    const fake = createFakeTransport(
      answers({
        'alerts.list': [
          alert({ id: 2, state: 'waiting', firings: 3, lastFiredAt: Date.now() - 120_000 }),
          alert({ id: 1, title: 'closes or resolves · Will it rain?', state: 'done' }),
        ],
        'alerts.firings': [firing(2), firing(1, { conditionId: null, summary: 'order filled' })],
        'alerts.delete': ({ id }) => ({ deleted: id ?? 0 }),
      }),
    );
    renderWithProviders(createElement(AlertsTab), fake);
    const rows = await screen.findAllByTestId(alertTestIds.row);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      [
        'mid above 0.5 · Yes · Will the Fed cut rates in June?once',
        'fired, re-arms once false',
        '3',
        '2m ago',
        'Delete',
      ],
      ['closes or resolves · Will it rain?once', 'done', '0', '–', 'Delete'],
    ]);
    const access = screen.getByTestId(alertTestIds.notificationAccess);
    expect(access.dataset.access).toBe('denied');
    expect(access.textContent).toContain('blocked');

    const firings = await screen.findAllByTestId(alertTestIds.firing);
    expect(firings.map((item) => item.textContent)).toEqual([
      expect.stringContaining('mid 0.52'),
      expect.stringContaining('order filled'),
    ]);
    expect((firings[1] as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    await user.click(firings[0]!);
    await waitFor(() => expect(getSelection().market?.conditionId).toBe(FED.conditionId));

    await user.click(within(rows[1]!).getByTestId(alertTestIds.deleteAlert));
    expect(fake.callsOf('alerts.delete')).toEqual([{ id: 1 }]);
  });

  it('offers to allow notifications that were never asked for', async () => {
    const notifications = stubNotifications('default');
    renderWithProviders(createElement(AlertsTab), createFakeTransport(answers()));
    const user = userEvent.setup();
    await user.click(await screen.findByTestId(alertTestIds.allowNotifications));
    expect(notifications.api.requestPermission).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(screen.getByTestId(alertTestIds.notificationAccess).dataset.access).toBe('granted'),
    );
  });
});
