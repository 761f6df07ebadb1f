// @vitest-environment jsdom
import { createElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Grant } from '../../../../server/contract/index.js';
import { ScriptsSection } from '../../../../renderer/features/scripts/lazy.js';
import { testIds } from '../../../../renderer/lib/test-ids.js';
import { callError, createFakeTransport, type Answers } from './support/fake-transport.js';
import { ACCOUNT_ID, serviceStatus, vaultStatus } from './support/fixtures.js';
import { renderWithProviders, resetRenderer } from './support/render.js';

afterEach(resetRenderer);

const API_URL = 'http://127.0.0.1:4100';
const TOKEN = 'mdg_secret-token-shown-once';

const grant = (change: Partial<Grant> = {}): Grant => ({
  id: 'g1',
  name: 'mm-bot',
  accountId: ACCOUNT_ID,
  address: vaultStatus().accounts[0]!.address,
  status: 'active',
  createdAt: Date.now() - 60_000,
  expiresAt: Date.now() + 3_600_000,
  revokedAt: null,
  lastUsedAt: Date.now() - 2_000,
  limits: {
    scope: 'all',
    marketIds: [],
    eventSlug: null,
    sides: ['BUY', 'SELL'],
    orderTypes: ['GTC'],
    maxOrderSize: null,
    maxOrderNotional: null,
    maxOpenNotional: '100',
    maxDailyNotional: '500',
    bandTicks: null,
    ordersPerMinute: 120,
    mode: 'trade',
  },
  usage: {
    openOrders: 2,
    openNotional: '9',
    dailyNotional: '9',
    ordersLastMinute: 2,
    ordersSent: 2,
    refused: 0,
  },
  ...change,
});

const render = (answers: Answers) => {
  const fake = createFakeTransport({
    'vault.status': vaultStatus(),
    'service.status': serviceStatus(API_URL),
    'grants.audit': [],
    ...answers,
  });
  renderWithProviders(createElement(ScriptsSection), fake);
  return { fake, user: userEvent.setup() };
};

describe('Settings › Scripts', () => {
  it('says there are no grants yet, and why one would want one', async () => {
    render({ 'grants.list': [] });
    expect(await screen.findByText('No grants yet')).toBeTruthy();
    expect(screen.queryByTestId(testIds.grantAudit)).toBeNull();
    expect(screen.getByTestId<HTMLButtonElement>(testIds.grantRevokeAll).disabled).toBe(true);
  });

  it('checks the form, creates the grant and shows its token once, with a curl line', async () => {
    let grants: Grant[] = [];
    const { fake, user } = render({
      'grants.list': () => grants,
      'grants.create': (params) => {
        grants = [grant({ name: params.name })];
        return { grant: grants[0]!, token: TOKEN };
      },
    });
    await user.click(await screen.findByTestId(testIds.grantNew));
    await user.click(screen.getByTestId(testIds.grantSubmit));
    expect(screen.getByText('Name the grant: its orders are tagged with it')).toBeTruthy();
    expect(fake.callsOf('grants.create')).toEqual([]);

    await user.type(screen.getByTestId(`${testIds.grantField}-name`), 'arb');
    await user.type(screen.getByTestId(`${testIds.grantField}-maxOpenNotional`), '250');
    await user.click(screen.getByTestId(testIds.grantSubmit));

    const token = await screen.findByTestId(testIds.grantToken);
    expect(token.textContent).toBe(TOKEN);
    expect(screen.getByText(/it will not be shown again/)).toBeTruthy();
    expect(screen.getByTestId(testIds.grantCurl).textContent).toBe(
      `curl -s -H "Authorization: Bearer ${TOKEN}" ${API_URL}/grant`,
    );
    const [sent] = fake.callsOf('grants.create');
    expect(sent).toMatchObject({
      accountId: ACCOUNT_ID,
      name: 'arb',
      limits: { scope: 'all', maxOpenNotional: '250', ordersPerMinute: 120, mode: 'trade' },
    });
    expect((sent?.expiresAt ?? 0) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect(screen.queryByTestId(testIds.grantForm)).toBeNull();

    await user.click(screen.getByTestId(testIds.grantTokenDone));
    expect(screen.queryByTestId(testIds.grantToken)).toBeNull();
    expect(document.body.textContent).not.toContain(TOKEN);
    const row = await screen.findByTestId(testIds.grantRow);
    expect(row.dataset.grantName).toBe('arb');
  });

  it("shows the service's refusal under the form", async () => {
    const { user } = render({
      'grants.list': [],
      'grants.create': () => {
        throw callError('invalid_input', 'expiresAt: at most a year ahead');
      },
    });
    await user.click(await screen.findByTestId(testIds.grantNew));
    await user.type(screen.getByTestId(`${testIds.grantField}-name`), 'arb');
    await user.click(screen.getByTestId(testIds.grantSubmit));
    expect((await screen.findByTestId(testIds.grantFormError)).textContent).toBe(
      'Not created: expiresAt: at most a year ahead',
    );
  });

  it("shows each grant's use of its limits", async () => {
    render({ 'grants.list': [grant()] });
    const row = await screen.findByTestId(testIds.grantRow);
    expect(row.dataset.status).toBe('active');
    const usage = (limit: string) =>
      within(row)
        .getAllByTestId(testIds.grantUsage)
        .find((meter) => meter.dataset.limit === limit)?.textContent;
    expect(usage('openNotional')).toBe('Open notional$9.00 / $100.002 orders');
    expect(usage('dailyNotional')).toBe('Today (UTC)$9.00 / $500.00');
    expect(usage('ordersLastMinute')).toBe('Orders / min2 / 120');
    expect(row.textContent).toMatch(/Expires in 59m \d\ds/);
    expect(row.textContent).toContain('Desk');
  });

  it('revokes one grant in two clicks and says what could not be cancelled', async () => {
    let grants = [grant(), grant({ id: 'g2', name: 'arb' })];
    const { fake, user } = render({
      'grants.list': () => grants,
      'grants.revoke': ({ id }) => {
        grants = grants.map((g) =>
          g.id === id ? { ...g, status: 'revoked', revokedAt: Date.now() } : g,
        );
        return {
          revoked: [id!],
          canceled: ['0xo1'],
          not_canceled: { '0xo2': 'the vault is locked' },
        };
      },
    });
    const [first] = await screen.findAllByTestId(testIds.grantRow);
    await user.click(within(first!).getByTestId(testIds.grantRevoke));
    expect(fake.callsOf('grants.revoke')).toEqual([]);
    expect(within(first!).getByRole('alertdialog').getAttribute('aria-label')).toBe(
      'Revoke “mm-bot” and cancel its 2 open orders?',
    );
    await user.click(within(first!).getByTestId(testIds.grantRevokeConfirm));
    expect(fake.callsOf('grants.revoke')).toEqual([{ id: 'g1' }]);
    const result = await screen.findByTestId(testIds.grantRevokeResult);
    expect(result.textContent).toContain(
      '“mm-bot”: Revoked 1 grant, cancelled 1 order; 1 could not be cancelled.',
    );
    expect(result.textContent).toContain('still open 0xo2: the vault is locked');
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId(testIds.grantRow)
          .map((row) => [row.dataset.grantName, row.dataset.status]),
      ).toEqual([
        ['arb', 'active'],
        ['mm-bot', 'revoked'],
      ]),
    );
  });

  it('revokes every grant with the kill switch, after its confirmation', async () => {
    const { fake, user } = render({
      'grants.list': [grant(), grant({ id: 'g2', name: 'arb' })],
      'grants.revoke': {
        revoked: ['g1', 'g2'],
        canceled: ['0xo1', '0xo2', '0xo3'],
        not_canceled: {},
      },
    });
    await screen.findAllByTestId(testIds.grantRow);
    await user.click(screen.getByTestId(testIds.grantRevokeAll));
    expect(screen.getByText('Revoke 2 grants and cancel 4 open orders?')).toBeTruthy();
    await user.click(screen.getByTestId(testIds.grantRevokeAllConfirm));
    expect(fake.callsOf('grants.revoke')).toEqual([{}]);
    expect((await screen.findByTestId(testIds.grantRevokeResult)).textContent).toBe(
      'All grants: Revoked 2 grants, cancelled 3 orders.',
    );
  });

  it('filters the audit log by grant', async () => {
    const entry = (id: number, grantId: string, grantName: string) => ({
      id,
      grantId,
      grantName,
      at: Date.now() - id * 1000,
      kind: 'placed' as const,
      summary: `BUY 10 @ 0.4${id}`,
      orderId: `0xo${id}`,
    });
    const all = [entry(1, 'g1', 'mm-bot'), entry(2, 'g2', 'arb')];
    const { fake, user } = render({
      'grants.list': [grant(), grant({ id: 'g2', name: 'arb' })],
      'grants.audit': ({ grantId }) => all.filter((e) => !grantId || e.grantId === grantId),
    });
    await waitFor(() => expect(screen.getAllByTestId(testIds.grantAuditRow)).toHaveLength(2));
    await user.selectOptions(screen.getByTestId(testIds.grantAuditFilter), 'g2');
    await waitFor(() => expect(screen.getAllByTestId(testIds.grantAuditRow)).toHaveLength(1));
    expect(screen.getByTestId(testIds.grantAuditRow).textContent).toContain('BUY 10 @ 0.42');
    expect(fake.callsOf('grants.audit')).toContainEqual({ grantId: 'g2', limit: 200 });
  });
});
