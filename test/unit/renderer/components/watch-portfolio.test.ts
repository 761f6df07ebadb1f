// @vitest-environment jsdom
import { createElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { RpcOutput } from '../../../../renderer/lib/queries.js';
import { PortfolioPanel } from '../../../../renderer/features/portfolio/index.js';
import { watchWallet } from '../../../../renderer/features/portfolio/watch-store.js';
import { testIds } from '../../../../renderer/lib/test-ids.js';
import { callError, createFakeTransport } from './support/fake-transport.js';
import { position, vaultStatus } from './support/fixtures.js';
import { renderWithProviders, resetRenderer } from './support/render.js';

afterEach(() => {
  watchWallet(null);
  resetRenderer();
});

const WATCHED = '0x1111111111111111111111111111111111111111';
const ACCOUNT = vaultStatus().accounts[0]!.address;

const publicPosition = (): RpcOutput<'publicdata.positions'>[number] => ({
  ...position({ title: 'Will the watched wallet win?', initialValue: 10, currentValue: 12.5 }),
  proxyWallet: WATCHED,
  totalBought: 20,
  percentRealizedPnl: 0,
  redeemable: false,
  mergeable: false,
  eventSlug: 'watched',
  eventId: '7',
  oppositeOutcome: 'No',
  oppositeAsset: '2222',
  negativeRisk: false,
});

describe("a wallet's public portfolio, watch-only", () => {
  it('shows any address its positions and PnL without an account, and stops on request', async () => {
    const fake = createFakeTransport({
      'vault.status': { ...vaultStatus(), accounts: [], currentId: null },
      'publicdata.positions': [publicPosition()],
      'publicdata.activity': [],
      'publicdata.closedPositions': [],
    });
    renderWithProviders(createElement(PortfolioPanel), fake);
    const user = userEvent.setup();
    const field = await screen.findByTestId(testIds.watchInput);
    await user.type(field, '0x1234');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Watch' }).disabled).toBe(true);
    await user.clear(field);
    await user.type(field, WATCHED);
    await user.click(screen.getByRole('button', { name: 'Watch' }));

    const panel = await screen.findByTestId(testIds.watchPortfolio);
    expect(panel.textContent).toMatch(/Watching 0x1111…1111/);
    expect(await screen.findByText('Will the watched wallet win?')).toBeTruthy();
    expect(panel.textContent).toMatch(/Unrealized\s*\+\$2\.50/);
    expect(fake.calls.find((call) => call.method === 'publicdata.positions')?.params).toMatchObject(
      { user: WATCHED },
    );

    await user.click(screen.getByTestId(testIds.stopWatching));
    expect(await screen.findByText('No account')).toBeTruthy();
  });

  it("reads the account's activity by its address even when its keys cannot be derived", async () => {
    const fake = createFakeTransport({
      'vault.status': vaultStatus(),
      'terminal.balance': () => {
        throw callError('unauthenticated', 'Could not derive API keys');
      },
      'terminal.positions': [],
      'publicdata.activity': [],
    });
    renderWithProviders(createElement(PortfolioPanel), fake);
    await waitFor(() =>
      expect(
        fake.calls.find((call) => call.method === 'publicdata.activity')?.params,
      ).toMatchObject({ user: ACCOUNT }),
    );
    expect(await screen.findByText(/Could not derive API keys/)).toBeTruthy();
  });
});
