// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountEvent } from '../../../../../server/contract/index.js';
import { queriesChangedBy } from '../../../../../renderer/features/accounts/index.js';
import { useAccountEvents } from '../../../../../renderer/features/portfolio/api/account-events.js';
import {
  useBalance,
  useOpenOrders,
  usePositions,
} from '../../../../../renderer/features/portfolio/index.js';
import { createFakeTransport } from '../../components/support/fake-transport.js';
import { balance, vaultStatus } from '../../components/support/fixtures.js';
import { renderHookWithProviders, resetRenderer } from '../../components/support/render.js';

afterEach(resetRenderer);

const order: AccountEvent = { type: 'order', orderId: '0xabc', status: 'LIVE' };
const trade: AccountEvent = { type: 'trade', tradeId: 't-1' };
const balanceMoved: AccountEvent = { type: 'balance' };

describe('the queries a burst of account events makes stale', () => {
  it('are the open orders and the balance for orders placed, moved or cancelled', () => {
    expect(queriesChangedBy([order, balanceMoved])).toEqual(
      new Set(['terminal.openOrders', 'terminal.balance']),
    );
  });

  it('add the holdings and the history for a fill', () => {
    expect(queriesChangedBy([order, trade, balanceMoved])).toEqual(
      new Set([
        'terminal.openOrders',
        'terminal.balance',
        'terminal.positions',
        'terminal.trades',
        'publicdata.activity',
        'publicdata.closedPositions',
      ]),
    );
  });

  it('are the holdings for a balance change alone (a resolution, a redemption, a deposit)', () => {
    expect(queriesChangedBy([balanceMoved])).toEqual(
      new Set([
        'terminal.balance',
        'terminal.positions',
        'publicdata.activity',
        'publicdata.closedPositions',
      ]),
    );
  });

  it('are every one after a vault event, whatever came with it', () => {
    expect(queriesChangedBy([order, { type: 'vault' }])).toBe('all');
  });
});

function accountScreen() {
  const fake = createFakeTransport({
    'vault.status': vaultStatus(),
    'terminal.balance': balance('900'),
    'terminal.positions': [],
    'terminal.openOrders': [],
  });
  const screen = renderHookWithProviders(() => {
    useAccountEvents();
    return { balance: useBalance(), positions: usePositions(), orders: useOpenOrders() };
  }, fake);
  return { fake, screen };
}

async function loaded({ fake, screen }: ReturnType<typeof accountScreen>) {
  await waitFor(() => {
    expect(screen.result.current.balance.isSuccess).toBe(true);
    expect(screen.result.current.positions.isSuccess).toBe(true);
    expect(screen.result.current.orders.isSuccess).toBe(true);
  });
  expect(fake.open('account')).toHaveLength(1);
}

describe('the account channel', () => {
  it('refetches the open orders and the balance, once, for a burst of order events', async () => {
    const view = accountScreen();
    const { fake } = view;
    await loaded(view);
    const status = fake.callsOf('vault.status').length;
    fake.push('account', [order, balanceMoved]);
    fake.push('account', { type: 'order', orderId: '0xdef', status: 'CANCELED' });
    await waitFor(() => expect(fake.callsOf('terminal.openOrders')).toHaveLength(2));
    expect(fake.callsOf('terminal.balance')).toHaveLength(2);
    expect(fake.callsOf('terminal.positions')).toHaveLength(1);
    expect(fake.callsOf('vault.status')).toHaveLength(status);
  });

  it('refetches the positions after a fill', async () => {
    const view = accountScreen();
    const { fake } = view;
    await loaded(view);
    fake.push('account', [order, trade, balanceMoved]);
    await waitFor(() => expect(fake.callsOf('terminal.positions')).toHaveLength(2));
    expect(fake.callsOf('terminal.openOrders')).toHaveLength(2);
  });

  it("reads the vault's status again first after a vault event", async () => {
    const view = accountScreen();
    const { fake } = view;
    await loaded(view);
    const status = fake.callsOf('vault.status').length;
    fake.push('account', { type: 'vault' });
    await waitFor(() => expect(fake.callsOf('terminal.positions')).toHaveLength(2));
    expect(fake.callsOf('vault.status')).toHaveLength(status + 1);
  });

  it('refetches everything after a reconnect', async () => {
    const view = accountScreen();
    const { fake } = view;
    await loaded(view);
    fake.setState('reconnecting');
    fake.setState('open');
    await waitFor(() => expect(fake.callsOf('terminal.positions')).toHaveLength(2));
    expect(fake.callsOf('terminal.openOrders')).toHaveLength(2);
  });
});
