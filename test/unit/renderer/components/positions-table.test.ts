// @vitest-environment jsdom
import { createElement, Fragment } from 'react';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSelection } from '../../../../renderer/stores/selection-store.js';
import { Toasts } from '../../../../renderer/components/toasts.js';
import { PortfolioPanel } from '../../../../renderer/features/portfolio/components/portfolio-panel.js';
import { PositionsTable } from '../../../../renderer/features/portfolio/components/positions-table.js';
import { testIds } from '../../../../renderer/lib/test-ids.js';
import { callError, createFakeTransport, type Answers } from './support/fake-transport.js';
import { NO, balance, market, position, vaultStatus, type Position } from './support/fixtures.js';
import { renderWithProviders, resetRenderer } from './support/render.js';

afterEach(resetRenderer);

/** A winner, a loser and one at cost: Yes up $1, No down $10.50, another flat. */
const rows: Position[] = [
  position(),
  position({
    asset: NO,
    outcome: 'No',
    outcomeIndex: 1,
    size: 150,
    avgPrice: 0.62,
    curPrice: 0.55,
    initialValue: 93,
    currentValue: 82.5,
    cashPnl: -10.5,
    percentPnl: (-10.5 / 93) * 100,
    realizedPnl: -2,
  }),
  position({
    asset: '3333',
    conditionId: '0xc0ffee03',
    marketId: '503',
    title: 'Will the Fed hold rates in June?',
    outcome: 'Yes',
    size: 1234.5,
    avgPrice: 0.52,
    curPrice: 0.52,
    initialValue: 641.94,
    currentValue: 641.94,
    cashPnl: 0,
    percentPnl: 0,
    realizedPnl: 3.25,
  }),
];

/** Each row's cells as the trader reads them. */
const cells = () =>
  screen
    .getAllByTestId(testIds.positionRow)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

const pnl = () => screen.getAllByTestId(testIds.positionPnl);

describe('positions table', () => {
  it('shows every position with its figures, and PnL with its sign', () => {
    render(createElement(PositionsTable, { rows, onOpen: () => undefined }));

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Market',
      'Outcome',
      'Shares',
      'Avg',
      'Mark',
      'Cost',
      'Value',
      'PnL',
      'Realized',
    ]);
    expect(cells()).toEqual([
      [
        'Will the Fed cut rates in June?',
        'Yes',
        '20.00',
        '40.00¢',
        '45.00¢',
        '$8.00',
        '$9.00',
        '+$1.00 (12.5%)',
        '$0.00',
      ],
      [
        'Will the Fed cut rates in June?',
        'No',
        '150.00',
        '62.00¢',
        '55.00¢',
        '$93.00',
        '$82.50',
        '−$10.50 (−11.3%)',
        '−$2.00',
      ],
      [
        'Will the Fed hold rates in June?',
        'Yes',
        '1,234.50',
        '52.00¢',
        '52.00¢',
        '$641.94',
        '$641.94',
        '$0.00 (0.0%)',
        '$3.25',
      ],
    ]);
  });

  it('colours PnL by its sign: up, down, flat', () => {
    render(createElement(PositionsTable, { rows, onOpen: () => undefined }));
    expect(pnl().map((cell) => cell.className)).toEqual(['up', 'down', 'flat']);
  });

  it('a click on a row opens its market', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn<(id: string) => void>();
    render(createElement(PositionsTable, { rows, onOpen }));

    await user.click(screen.getAllByTestId(testIds.positionRow)[2]!);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith('503');
    await user.click(within(screen.getAllByTestId(testIds.positionRow)[1]!).getByText('No'));
    expect(onOpen).toHaveBeenLastCalledWith('501');
  });
});

describe('positions in the portfolio panel', () => {
  function renderPortfolio(answers: Answers = {}) {
    const fake = createFakeTransport({
      'vault.status': vaultStatus(),
      'terminal.balance': balance('250', '40'),
      'terminal.positions': rows,
      'terminal.openOrders': [],
      'terminal.trades': [],
      'publicdata.activity': [],
      'publicdata.closedPositions': [],
      'catalog.market': ({ id }) =>
        id === '503'
          ? market({ id: '503', conditionId: '0xc0ffee03', question: rows[2]!.title })
          : market(),
      ...answers,
    });
    renderWithProviders(
      createElement(Fragment, null, createElement(PortfolioPanel), createElement(Toasts)),
      fake,
    );
    return { fake, user: userEvent.setup() };
  }

  const balanceFigure = (label: string) =>
    within(screen.getByTestId(testIds.balance)).getByText(label).nextElementSibling!;

  it('reads the positions from the service: rows, tab count and unrealised total', async () => {
    const { fake } = renderPortfolio();

    expect(await screen.findAllByTestId(testIds.positionRow)).toHaveLength(3);
    expect(pnl().map((cell) => cell.textContent)).toEqual([
      '+$1.00 (12.5%)',
      '−$10.50 (−11.3%)',
      '$0.00 (0.0%)',
    ]);
    expect(screen.getByTestId(`${testIds.portfolioTab}-positions`).textContent).toBe('Positions 3');
    expect(fake.callsOf('terminal.positions')[0]).toEqual({});
    // 1 − 10.50 + 0: the unrealised PnL of the whole book, with its sign and tone.
    expect(balanceFigure('Unrealized').textContent).toBe('−$9.50');
    expect(balanceFigure('Unrealized').className).toContain('down');
    expect(balanceFigure('Available').textContent).toBe('$250.00');
    expect(balanceFigure('In orders').textContent).toBe('$40.00');
  });

  it('a click on a position selects its market for the ticket and the market page', async () => {
    const { fake, user } = renderPortfolio();
    const row = (await screen.findAllByTestId(testIds.positionRow))[2]!;

    await user.click(row);
    await vi.waitFor(() => expect(getSelection().market?.id).toBe('503'));
    expect(fake.callsOf('catalog.market')).toContainEqual({ id: '503' });
  });

  it('a market that cannot be opened says so', async () => {
    const { user } = renderPortfolio({
      'catalog.market': () => {
        throw callError('not_found', 'market 501 not found');
      },
    });
    await user.click((await screen.findAllByTestId(testIds.positionRow))[0]!);

    const notice = await screen.findByTestId(testIds.toast);
    expect(notice.textContent).toContain('Could not open the market');
    expect(notice.textContent).toContain('market 501 not found');
    expect(getSelection().market).toBeNull();
  });

  it('no positions: an empty state, and nothing to export', async () => {
    renderPortfolio({ 'terminal.positions': [] });
    expect(await screen.findByText('No open positions')).toBeTruthy();
    expect(screen.queryAllByTestId(testIds.positionRow)).toEqual([]);
    expect(screen.getByTestId(`${testIds.portfolioTab}-positions`).textContent).toBe('Positions');
    expect(screen.getByTestId<HTMLButtonElement>(testIds.exportCsv).disabled).toBe(true);
  });

  it('a failed read shows the error, and Retry reads again', async () => {
    let fail = true;
    const { user } = renderPortfolio({
      'terminal.positions': () => {
        if (fail) throw callError('upstream_unreachable', 'The venue did not answer');
        return rows;
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load');
    expect(alert.textContent).toContain('The venue did not answer');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId(testIds.positionRow)).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without an account, offers to create one instead of a table', async () => {
    const { fake } = renderPortfolio({
      'vault.status': { ...vaultStatus(false), accounts: [], currentId: null },
    });
    expect(await screen.findByText('No account')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create or import an account' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(fake.callsOf('terminal.positions')).toEqual([]);
  });
});
