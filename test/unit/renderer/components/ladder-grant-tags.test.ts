// @vitest-environment jsdom
import { createElement, useMemo } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  marketOutcomes,
  selectMarket,
  selectOutcome,
  useSelection,
} from '../../../../renderer/stores/selection-store.js';
import { Ladder } from '../../../../renderer/features/market/components/ladder.js';
import { useSelectedMarketFeed } from '../../../../renderer/features/market/use-market-feed.js';
import { useLadderDesk } from '../../../../renderer/features/ladder-trading/index.js';
import type { RpcOutput } from '../../../../renderer/lib/queries.js';
import { boardTestIds } from '../../../../renderer/lib/board-test-ids.js';
import { testIds } from '../../../../renderer/lib/test-ids.js';
import { createFakeTransport } from './support/fake-transport.js';
import { NO, YES, balance, market, noBook, vaultStatus, yesBook } from './support/fixtures.js';
import { renderWithProviders, resetRenderer } from './support/render.js';

afterEach(resetRenderer);

type OpenOrder = RpcOutput<'terminal.openOrders'>[number];

const openOrder = (id: string, price: string, size: string): OpenOrder => ({
  id,
  status: 'LIVE',
  market: '0xc0ffee01',
  assetId: YES,
  asset_id: YES,
  side: 'BUY',
  type: 'GTC',
  order_type: 'GTC',
  originalSize: size,
  original_size: size,
  sizeMatched: '0',
  size_matched: '0',
  price,
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

function TradingLadder() {
  const feed = useSelectedMarketFeed();
  const { market: selected, outcomeIndex } = useSelection();
  const outcomes = useMemo(() => marketOutcomes(selected!), [selected]);
  const trading = useLadderDesk(selected!, outcomes, outcomeIndex, feed, selectOutcome);
  const tokenId = outcomes[outcomeIndex]!.tokenId;
  return createElement(Ladder, { feed, tokenId, tickSize: 0.01, trading, outcomeIndex });
}

const row = (price: string) =>
  screen
    .getAllByTestId(testIds.ladderRow)
    .find((element) => element.getAttribute('data-price') === price)!;

describe('script grant tags at the ladder’s own-order markers', () => {
  it('name the grant that placed the orders, from the portfolio’s tag cache', async () => {
    const fake = createFakeTransport({
      'vault.status': vaultStatus(),
      'terminal.balance': balance('100'),
      'terminal.positions': [],
      'terminal.openOrders': [
        openOrder('0xo2', '0.44', '15'),
        openOrder('0xo1', '0.44', '5'),
        openOrder('0xo3', '0.43', '5'),
      ],
      'grants.orderTags': ({ orderIds }) =>
        Object.fromEntries(orderIds.filter((id) => id === '0xo1').map((id) => [id, 'momentum'])),
      'catalog.market': market(),
      'marketdata.book': ({ token_id }) => (token_id === NO ? noBook() : yesBook()),
    });
    selectMarket(market());
    renderWithProviders(createElement(TradingLadder), fake);
    await screen.findByTestId(testIds.ladder);

    const tag = await within(row('0.44')).findByTestId(boardTestIds.markerGrant);
    expect(tag.textContent).toBe('momentum');
    const tooltip =
      'Your 2 orders here: click cancels, drag to another level moves. ' +
      '1 of 2 placed by the script grant “momentum”';
    expect(tag.title).toBe(tooltip);
    expect(within(row('0.44')).getByTestId(testIds.ownOrders).title).toBe(tooltip);
    // The hand-placed order's marker has no tag.
    expect(within(row('0.43')).getByTestId(testIds.ownOrders).title).toBe(
      'Your order here: click cancels, drag to another level moves',
    );
    expect(within(row('0.43')).queryByTestId(boardTestIds.markerGrant)).toBeNull();
    // Each id asked once, in one batch.
    await waitFor(() =>
      expect(fake.callsOf('grants.orderTags')).toEqual([{ orderIds: ['0xo1', '0xo2', '0xo3'] }]),
    );
  });
});
