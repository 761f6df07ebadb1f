import {
  formatDate,
  formatPct,
  formatAveragePrice,
  formatShares,
  formatSignedUsd,
  formatUsd,
} from '../../../lib/format.js';
import type { ActivityRow } from '../api/activity.js';
import type { ClosedPositionRow } from '../api/closed-positions.js';
import { exitAverage, pnlTone } from '../pnl.js';
import { marketColumn, outcomeColumn, sideColumn } from './common-columns.js';
import { DataTable, type Column } from './data-table.js';
import { QueryView } from './query-view.js';

const activityColumns: Column<ActivityRow>[] = [
  { key: 'time', header: 'Time', render: (row) => formatDate(row.timestamp, true), width: 140 },
  { key: 'type', header: 'Type', render: (row) => row.type, width: 70 },
  marketColumn((row) => row.title),
  outcomeColumn(),
  sideColumn(),
  {
    key: 'price',
    header: 'Price',
    numeric: true,
    render: (row) => (row.type === 'TRADE' ? formatAveragePrice(row.price) : '–'),
  },
  { key: 'size', header: 'Shares', numeric: true, render: (row) => formatShares(row.size, true) },
  { key: 'usd', header: 'USD', numeric: true, render: (row) => formatUsd(row.usdcSize) },
];

export function ActivityTable({
  rows,
  onOpen,
}: {
  rows: ActivityRow[];
  onOpen: (id: string) => void;
}) {
  return (
    <DataTable
      columns={activityColumns}
      rows={rows}
      rowKey={(row) => `${row.transactionHash}:${row.asset}:${row.type}:${row.side}`}
      onRowClick={(row) => onOpen(row.conditionId)}
    />
  );
}

const closedColumns: Column<ClosedPositionRow>[] = [
  { key: 'time', header: 'Closed', render: (row) => formatDate(row.timestamp, true), width: 140 },
  marketColumn((row) => row.title),
  outcomeColumn(),
  {
    key: 'bought',
    header: 'Bought',
    numeric: true,
    render: (row) => formatShares(row.totalBought, true),
  },
  { key: 'avg', header: 'Avg', numeric: true, render: (row) => formatAveragePrice(row.avgPrice) },
  {
    key: 'exit',
    header: 'Exit avg',
    numeric: true,
    render: (row) => formatAveragePrice(exitAverage(row)),
  },
  { key: 'cost', header: 'Cost', numeric: true, render: (row) => formatUsd(row.initialValue) },
  {
    key: 'pnl',
    header: 'Realized PnL',
    numeric: true,
    render: (row) => (
      <span className={pnlTone(row.realizedPnl)}>
        {formatSignedUsd(row.realizedPnl)} ({formatPct(row.percentRealizedPnl / 100)})
      </span>
    ),
  },
];

export function ClosedTable({
  rows,
  onOpen,
}: {
  rows: ClosedPositionRow[];
  onOpen: (id: string) => void;
}) {
  return (
    <DataTable
      columns={closedColumns}
      rows={rows}
      rowKey={(row) => `${row.asset}:${row.timestamp}`}
      onRowClick={(row) => onOpen(row.conditionId)}
    />
  );
}

type HistoryQuery<T> = Parameters<typeof QueryView<T>>[0]['query'];

/** The Activity tab's body: loading, error, empty or the rows (the account's or a watched one's). */
export const ActivityTab = ({
  query,
  onOpen,
}: {
  query: HistoryQuery<ActivityRow>;
  onOpen: (id: string) => void;
}) => (
  <QueryView query={query} empty="No activity yet">
    {(rows) => <ActivityTable rows={rows} onOpen={onOpen} />}
  </QueryView>
);

/** The Closed tab's body. */
export const ClosedTab = ({
  query,
  onOpen,
}: {
  query: HistoryQuery<ClosedPositionRow>;
  onOpen: (id: string) => void;
}) => (
  <QueryView query={query} empty="No closed positions">
    {(rows) => <ClosedTable rows={rows} onOpen={onOpen} />}
  </QueryView>
);
