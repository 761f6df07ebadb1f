// @vitest-environment jsdom
import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenOrder } from '../../../../renderer/features/portfolio/api/open-orders.js';
import { OrdersTable } from '../../../../renderer/features/portfolio/components/orders-table.js';
import { DISCONNECTED_REASON } from '../../../../renderer/lib/transport-context.js';
import { testIds } from '../../../../renderer/lib/test-ids.js';
import { resetRenderer } from './support/render.js';

afterEach(resetRenderer);

const order = {
  id: '0xorder1',
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
} satisfies OpenOrder;

const table = (blocked: string | null) =>
  createElement(OrdersTable, {
    rows: [order],
    markets: new Map(),
    cancelling: null,
    onCancel: vi.fn(),
    onOpen: vi.fn(),
    blocked,
  });

describe('the open orders while the service is not connected', () => {
  it('turn each Cancel off, saying why, and back on with the connection', () => {
    const view = render(table(DISCONNECTED_REASON));
    const cancel = () => screen.getByTestId<HTMLButtonElement>(testIds.cancelOrder);
    expect(cancel().disabled).toBe(true);
    expect(cancel().title).toBe(DISCONNECTED_REASON);
    view.rerender(table(null));
    expect(cancel().disabled).toBe(false);
  });
});
