import { formatDate, formatPrice, formatShares, formatUsd } from '../../../lib/format.js';
import { testIds } from '../../../lib/test-ids.js';
import type { RowMarket } from '../api/row-markets.js';
import type { OwnFill } from '../own-fill.js';
import { grantColumn, marketColumn, outcomeColumn, sideColumn } from './common-columns.js';
import { DataTable, type Column } from './data-table.js';

export function TradesTable({
  rows,
  markets,
  onOpen,
  tags = {},
}: {
  rows: OwnFill[];
  markets: Map<string, RowMarket>;
  onOpen: (conditionId: string) => void;
  /** Order id → the name of the script grant that placed it. */
  tags?: Readonly<Record<string, string>>;
}) {
  const columns: Column<OwnFill>[] = [
    { key: 'time', header: 'Time', render: (row) => formatDate(row.matchTime, true), width: 140 },
    marketColumn((row) => markets.get(row.market)?.question ?? row.market),
    ...grantColumn(rows, (row) => row.orderIds.map((id) => tags[id]).find(Boolean)),
    outcomeColumn(),
    sideColumn(),
    { key: 'role', header: 'Role', render: (row) => row.role.toLowerCase(), width: 60 },
    {
      key: 'price',
      header: 'Price',
      numeric: true,
      render: (row) => formatPrice(row.price, markets.get(row.market)?.tickSize),
    },
    { key: 'size', header: 'Shares', numeric: true, render: (row) => formatShares(row.size, true) },
    {
      key: 'value',
      header: 'Value',
      numeric: true,
      render: (row) => formatUsd(Number(row.price) * Number(row.size)),
    },
    { key: 'fee', header: 'Fee bps', numeric: true, render: (row) => row.feeRateBps },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.id}:${row.role}`}
      rowTestId={testIds.tradeRow}
      onRowClick={(row) => onOpen(row.market)}
    />
  );
}
