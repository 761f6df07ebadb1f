import {
  formatPct,
  formatAveragePrice,
  formatShares,
  formatSignedUsd,
  formatUsd,
} from '../../../lib/format.js';
import { testIds } from '../../../lib/test-ids.js';
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

export function PositionsTable({
  rows,
  onOpen,
}: {
  rows: PositionRow[];
  onOpen: (id: string) => void;
}) {
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.asset}
      rowTestId={testIds.positionRow}
      onRowClick={(row) => onOpen(row.marketId ?? row.conditionId)}
    />
  );
}
