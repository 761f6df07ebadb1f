// @vitest-environment jsdom
import { createElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpenOrder } from '../../../../renderer/features/portfolio/api/open-orders.js';
import type { AccountTrade } from '../../../../renderer/features/portfolio/api/trades.js';
import { PortfolioPanel } from '../../../../renderer/features/portfolio/index.js';
import { testIds } from '../../../../renderer/lib/test-ids.js';
import { createFakeTransport } from './support/fake-transport.js';
import { balance, market, vaultStatus } from './support/fixtures.js';
import { renderWithProviders, resetRenderer } from './support/render.js';

afterEach(resetRenderer);

// Ids of this file only: the tag cache lives as long as the module.
const order = (id: string): OpenOrder => ({
  id,
  status: 'LIVE',
  market: '0xc0ffee01',
  assetId: '1111',
  asset_id: '1111',
  side: 'BUY',
  type: 'GTC',
  order_type: 'GTC',
  originalSize: '10',
  original_size: '10',
  sizeMatched: '0',
  size_matched: '0',
  price: '0.45',
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

const fill = (id: string, takerOrderId: string): AccountTrade => ({
  id,
  taker_order_id: takerOrderId,
  market: '0xc0ffee01',
  asset_id: '1111',
  side: 'BUY',
  size: '5',
  fee_rate_bps: '0',
  price: '0.5',
  status: 'CONFIRMED',
  match_time: '2026-03-01T00:00:00Z',
  last_update: '2026-03-01T00:00:00Z',
  outcome: 'Yes',
  bucket_index: 0,
  owner: 'key',
  maker_address: '0xabc',
  transaction_hash: '0xtx',
  maker_orders: [],
  type: 'TAKER',
  trader_side: 'TAKER',
});

describe("the portfolio's orders and fills placed by a script grant", () => {
  it('carry the grant name, each id asked once', async () => {
    const fake = createFakeTransport({
      'vault.status': vaultStatus(),
      'terminal.balance': balance('100'),
      'terminal.positions': [],
      'terminal.openOrders': [order('0xtag-o1'), order('0xtag-o2')],
      'terminal.trades': [fill('t1', '0xtag-o3')],
      'publicdata.activity': [],
      'publicdata.closedPositions': [],
      'catalog.market': market(),
      'grants.orderTags': ({ orderIds }) =>
        Object.fromEntries(orderIds.filter((id) => id !== '0xtag-o2').map((id) => [id, 'mm-bot'])),
    });
    renderWithProviders(createElement(PortfolioPanel), fake);
    const user = userEvent.setup();
    await user.click(screen.getByTestId(`${testIds.portfolioTab}-orders`));

    await waitFor(() => expect(screen.getAllByTestId(testIds.grantTag)).toHaveLength(1));
    const rows = screen.getAllByTestId(testIds.openOrderRow);
    expect(within(rows[0]!).getByTestId(testIds.grantTag).textContent).toBe('mm-bot');
    expect(within(rows[1]!).queryByTestId(testIds.grantTag)).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Script' })).toBeTruthy();
    const asked = () => fake.callsOf('grants.orderTags').flatMap((call) => call.orderIds);
    await waitFor(() => expect(asked().sort()).toEqual(['0xtag-o1', '0xtag-o2', '0xtag-o3']));

    await user.click(screen.getByTestId(`${testIds.portfolioTab}-trades`));
    const trade = await screen.findByTestId(testIds.tradeRow);
    expect(within(trade).getByTestId(testIds.grantTag).textContent).toBe('mm-bot');
    // Each id once: another render, or another tab, asks for nothing again.
    expect(asked()).toHaveLength(3);
  });

  it('add no column while no row is tagged', async () => {
    const fake = createFakeTransport({
      'vault.status': vaultStatus(),
      'terminal.balance': balance('100'),
      'terminal.positions': [],
      'terminal.openOrders': [order('0xuntagged-o1')],
      'terminal.trades': [],
      'publicdata.activity': [],
      'publicdata.closedPositions': [],
      'catalog.market': market(),
      'grants.orderTags': {},
    });
    renderWithProviders(createElement(PortfolioPanel), fake);
    const user = userEvent.setup();
    await user.click(screen.getByTestId(`${testIds.portfolioTab}-orders`));
    await screen.findByTestId(testIds.openOrderRow);
    await waitFor(() => expect(fake.callsOf('grants.orderTags')).toHaveLength(1));
    expect(screen.queryByRole('columnheader', { name: 'Script' })).toBeNull();
  });
});
