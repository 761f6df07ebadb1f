import { GrantTag } from '../../scripts/index.js';
import type { Column } from './data-table.js';

/** The market's title, truncated to the column. */
export const marketColumn = <Row,>(title: (row: Row) => string): Column<Row> => ({
  key: 'market',
  header: 'Market',
  render: (row) => <span className="truncate cell-title">{title(row)}</span>,
});

export const outcomeColumn = <Row extends { outcome: string }>(): Column<Row> => ({
  key: 'outcome',
  header: 'Outcome',
  render: (row) => row.outcome,
  width: 70,
});

/** BUY up, SELL down; anything else (a redemption has no side) dimmed. */
export const sideColumn = <Row extends { side: string }>(): Column<Row> => ({
  key: 'side',
  header: 'Side',
  width: 50,
  render: (row) => (
    <span className={row.side === 'BUY' ? 'up' : row.side === 'SELL' ? 'down' : 'dim'}>
      {row.side || '–'}
    </span>
  ),
});

/** The script grant that placed the row's order, as a column only while some row has one. */
export const grantColumn = <Row,>(
  rows: readonly Row[],
  tagOf: (row: Row) => string | undefined,
): Column<Row>[] =>
  rows.some((row) => tagOf(row) !== undefined)
    ? [
        {
          key: 'grant',
          header: 'Script',
          render: (row) => {
            const name = tagOf(row);
            return name === undefined ? null : <GrantTag name={name} />;
          },
        },
      ]
    : [];
