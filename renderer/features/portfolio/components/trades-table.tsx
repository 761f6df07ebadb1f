import { formatDate, formatPrice, formatShares, formatUsd } from '../../../lib/format.js';
import { testIds } from '../../../lib/test-ids.js';
import type { AccountTrade } from '../api/trades.js';
import { DataTable, type Column } from './data-table.js';

export function TradesTable({
  rows,
  titles,
  onOpen,
}: {
  rows: AccountTrade[];
  titles: Map<string, string>;
  onOpen: (conditionId: string) => void;
}) {
  const columns: Column<AccountTrade>[] = [
    { key: 'time', header: 'Time', render: (row) => formatDate(row.match_time, true), width: 140 },
    {
      key: 'market',
      header: 'Market',
      render: (row) => (
        <span className="truncate cell-title">{titles.get(row.market) ?? row.market}</span>
      ),
    },
    { key: 'outcome', header: 'Outcome', render: (row) => row.outcome, width: 70 },
    {
      key: 'side',
      header: 'Side',
      width: 50,
      render: (row) => <span className={row.side === 'BUY' ? 'up' : 'down'}>{row.side}</span>,
    },
    { key: 'role', header: 'Role', render: (row) => row.type.toLowerCase(), width: 60 },
    { key: 'price', header: 'Price', numeric: true, render: (row) => formatPrice(row.price) },
    { key: 'size', header: 'Shares', numeric: true, render: (row) => formatShares(row.size, true) },
    {
      key: 'value',
      header: 'Value',
      numeric: true,
      render: (row) => formatUsd(Number(row.price) * Number(row.size)),
    },
    { key: 'fee', header: 'Fee bps', numeric: true, render: (row) => row.fee_rate_bps },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.id}:${row.type}`}
      rowTestId={testIds.tradeRow}
      onRowClick={(row) => onOpen(row.market)}
    />
  );
}
