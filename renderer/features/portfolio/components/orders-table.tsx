import { Button } from '../../../components/button.js';
import { formatDate, formatPrice, formatShares } from '../../../lib/format.js';
import { testIds } from '../../../lib/test-ids.js';
import type { OpenOrder } from '../api/open-orders.js';
import type { RowMarket } from '../api/row-markets.js';
import { grantColumn, marketColumn, outcomeColumn, sideColumn } from './common-columns.js';
import { DataTable, type Column } from './data-table.js';

interface OrdersTableProps {
  rows: OpenOrder[];
  markets: Map<string, RowMarket>;
  cancelling: string | null;
  onCancel: (orderId: string) => void;
  /** Why cancels are off now (no connection to the service); null when they are on. */
  blocked?: string | null;
  onOpen: (conditionId: string) => void;
  /** Order id → the name of the script grant that placed it. */
  tags?: Readonly<Record<string, string>>;
}

export function OrdersTable({
  rows,
  markets,
  cancelling,
  onCancel,
  onOpen,
  blocked = null,
  tags = {},
}: OrdersTableProps) {
  const columns: Column<OpenOrder>[] = [
    marketColumn((row) => markets.get(row.market)?.question ?? row.market),
    ...grantColumn(rows, (row) => tags[row.id]),
    outcomeColumn(),
    sideColumn(),
    { key: 'type', header: 'Type', render: (row) => row.type, width: 50 },
    {
      key: 'price',
      header: 'Price',
      numeric: true,
      render: (row) => formatPrice(row.price, markets.get(row.market)?.tickSize),
    },
    {
      key: 'size',
      header: 'Size',
      numeric: true,
      render: (row) => formatShares(row.originalSize, true),
    },
    {
      key: 'filled',
      header: 'Filled',
      numeric: true,
      render: (row) => formatShares(row.sizeMatched, true),
    },
    {
      key: 'expires',
      header: 'Expires',
      render: (row) =>
        row.expiration === '0' ? (
          <span className="dim">GTC</span>
        ) : (
          formatDate(Number(row.expiration), true)
        ),
    },
    { key: 'created', header: 'Placed', render: (row) => formatDate(row.created_at, true) },
    {
      key: 'cancel',
      header: '',
      width: 70,
      render: (row) => (
        <Button
          size="sm"
          variant="ghost"
          data-testid={testIds.cancelOrder}
          busy={cancelling === row.id}
          disabled={blocked !== null}
          title={blocked ?? undefined}
          onClick={(event) => {
            event.stopPropagation();
            onCancel(row.id);
          }}
        >
          Cancel
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowTestId={testIds.openOrderRow}
      onRowClick={(row) => onOpen(row.market)}
    />
  );
}
