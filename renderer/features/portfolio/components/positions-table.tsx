import {
  formatPct,
  formatAveragePrice,
  formatShares,
  formatSignedUsd,
  formatUsd,
} from '../../../lib/format.js';
import { testIds } from '../../../lib/test-ids.js';
import { ProtectButton } from '../../alerts/index.js';
import type { PortfolioPosition } from '../api/positions.js';
import { pnlTone } from '../pnl.js';
import { marketColumn, outcomeColumn } from './common-columns.js';
import { DataTable, type Column } from './data-table.js';

/** A position as the table shows it: the account's (marked by the service) or any wallet's. */
export type PositionRow = Pick<
  PortfolioPosition,
  | 'asset'
  | 'conditionId'
  | 'title'
  | 'outcome'
  | 'size'
  | 'avgPrice'
  | 'curPrice'
  | 'initialValue'
  | 'currentValue'
  | 'cashPnl'
  | 'percentPnl'
  | 'realizedPnl'
> & { marketId?: string };

const columns: Column<PositionRow>[] = [
  marketColumn((row) => row.title),
  outcomeColumn(),
  { key: 'size', header: 'Shares', numeric: true, render: (row) => formatShares(row.size, true) },
  { key: 'avg', header: 'Avg', numeric: true, render: (row) => formatAveragePrice(row.avgPrice) },
  { key: 'mark', header: 'Mark', numeric: true, render: (row) => formatAveragePrice(row.curPrice) },
  { key: 'cost', header: 'Cost', numeric: true, render: (row) => formatUsd(row.initialValue) },
  { key: 'value', header: 'Value', numeric: true, render: (row) => formatUsd(row.currentValue) },
  {
    key: 'pnl',
    header: 'PnL',
    numeric: true,
    render: (row) => (
      <span className={pnlTone(row.cashPnl)} data-testid={testIds.positionPnl}>
        {formatSignedUsd(row.cashPnl)} ({formatPct(row.percentPnl / 100)})
      </span>
    ),
  },
  {
    key: 'realized',
    header: 'Realized',
    numeric: true,
    render: (row) => formatUsd(row.realizedPnl),
  },
];

/** The account's own rows offer "Protect…": a conditional order sells them. */
const protectColumn: Column<PositionRow> = {
  key: 'protect',
  header: '',
  render: (row) => (
    <ProtectButton
      position={{
        tokenId: row.asset,
        conditionId: row.conditionId,
        title: row.title,
        outcome: row.outcome,
        size: row.size,
        mark: row.curPrice,
      }}
    />
  ),
};

export function PositionsTable({
  rows,
  onOpen,
  protect = false,
}: {
  rows: PositionRow[];
  onOpen: (id: string) => void;
  protect?: boolean;
}) {
  return (
    <DataTable
      columns={protect ? [...columns, protectColumn] : columns}
      rows={rows}
      rowKey={(row) => row.asset}
      rowTestId={testIds.positionRow}
      onRowClick={(row) => onOpen(row.marketId ?? row.conditionId)}
    />
  );
}
