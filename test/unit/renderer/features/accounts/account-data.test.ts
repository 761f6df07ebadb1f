// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { invalidateAccountData } from '../../../../../renderer/features/accounts/index.js';
import { useBalance, usePositions } from '../../../../../renderer/features/portfolio/index.js';
import { TransportProvider } from '../../../../../renderer/lib/transport-context.js';
import { callError, createFakeTransport } from '../../components/support/fake-transport.js';
import { balance, vaultStatus } from '../../components/support/fixtures.js';

let client: QueryClient;
let unmount: () => void;
afterEach(() => {
  unmount();
  client.clear();
});

function accountScreen() {
  const fake = createFakeTransport({
    'vault.status': vaultStatus(),
    'terminal.balance': () => {
      if (!vault().unlocked) throw callError('locked', 'the vault is locked: unlock the account');
      return balance('900');
    },
    'terminal.positions': [],
  });
  let status = vaultStatus();
  const vault = () => status;
  fake.answer('vault.status', () => status);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(TransportProvider, {
      transport: fake.transport,
      children: createElement(QueryClientProvider, { client }, children),
    });
  const screen = renderHook(() => ({ balance: useBalance(), positions: usePositions() }), {
    wrapper,
  });
  unmount = screen.unmount;
  return { fake, screen, lock: () => (status = vaultStatus(false)) };
}

describe("the account's data after the vault changes", () => {
  it('is not asked for again once the vault is locked: it shows as locked, not refused', async () => {
    const { fake, screen, lock } = accountScreen();
    await waitFor(() => expect(screen.result.current.balance.data?.available).toBe('900'));
    expect(fake.callsOf('terminal.balance')).toHaveLength(1);
    lock();
    await act(() => invalidateAccountData(client));
    await waitFor(() => expect(screen.result.current.balance.data).toBeUndefined());
    expect(fake.callsOf('terminal.balance')).toHaveLength(1);
    expect(fake.callsOf('terminal.positions')).toHaveLength(1);
    expect(screen.result.current.balance.isError).toBe(false);
    expect(screen.result.current.positions.fetchStatus).toBe('idle');
  });

  it('is asked for again while the vault stays unlocked', async () => {
    const { fake, screen } = accountScreen();
    await waitFor(() => expect(screen.result.current.balance.data?.available).toBe('900'));
    await act(() => invalidateAccountData(client));
    expect(fake.callsOf('terminal.balance')).toHaveLength(2);
    expect(fake.callsOf('terminal.positions')).toHaveLength(2);
  });
});
