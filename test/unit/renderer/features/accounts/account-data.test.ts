// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { invalidateAccountData } from '../../../../../renderer/features/accounts/index.js';
import { useBalance, usePositions } from '../../../../../renderer/features/portfolio/index.js';
import { callError, createFakeTransport } from '../../components/support/fake-transport.js';
import { balance, vaultStatus } from '../../components/support/fixtures.js';
import { renderHookWithProviders, resetRenderer } from '../../components/support/render.js';

afterEach(resetRenderer);

function accountScreen() {
  let status = vaultStatus();
  const fake = createFakeTransport({
    'vault.status': () => status,
    'terminal.balance': () => {
      if (!status.unlocked) throw callError('locked', 'the vault is locked: unlock the account');
      return balance('900');
    },
    'terminal.positions': [],
  });
  const screen = renderHookWithProviders(
    () => ({ balance: useBalance(), positions: usePositions() }),
    fake,
  );
  return { fake, screen, lock: () => (status = vaultStatus(false)) };
}

describe("the account's data after the vault changes", () => {
  it('is not asked for again once the vault is locked: it shows as locked, not refused', async () => {
    const { fake, screen, lock } = accountScreen();
    await waitFor(() => expect(screen.result.current.balance.data?.available).toBe('900'));
    expect(fake.callsOf('terminal.balance')).toHaveLength(1);
    lock();
    await act(() => invalidateAccountData(screen.client));
    await waitFor(() => expect(screen.result.current.balance.data).toBeUndefined());
    expect(fake.callsOf('terminal.balance')).toHaveLength(1);
    expect(fake.callsOf('terminal.positions')).toHaveLength(1);
    // Nothing was refused: no query of the account holds an error.
    const errors = screen.client
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'error' });
    expect(errors).toEqual([]);
  });

  it('is asked for again while the vault stays unlocked', async () => {
    const { fake, screen } = accountScreen();
    await waitFor(() => expect(screen.result.current.balance.data?.available).toBe('900'));
    await act(() => invalidateAccountData(screen.client));
    expect(fake.callsOf('terminal.balance')).toHaveLength(2);
    expect(fake.callsOf('terminal.positions')).toHaveLength(2);
  });
});
