import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** Figures are right-aligned with tabular digits. */
  numeric?: boolean;
  width?: number | string;
}

interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowTestId?: string;
  onRowClick?: (row: Row) => void;
}

/** A dense table with a sticky header; a row click opens its market. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowTestId,
  onRowClick,
}: DataTableProps<Row>) {
  return (
    <table className="data-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.key}
              className={column.numeric ? 'num' : undefined}
              style={{ width: column.width }}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            data-testid={rowTestId}
            className={onRowClick ? 'is-clickable' : undefined}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
          >
            {columns.map((column) => (
              <td key={column.key} className={column.numeric ? 'num' : undefined}>
                {column.render(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
