/** One column of an export: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
/** A text cell a spreadsheet would run as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell of RFC 4180 CSV: quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: a header line, one line per row, CRLF line ends (RFC 4180). */
export function buildCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return lines.join('\r\n') + '\r\n';
}

/** A file name for an export: `marketdesk-positions-2026-03-05.csv`. */
export function csvFileName(tab: string, now: Date): string {
  return `marketdesk-${tab}-${now.toISOString().slice(0, 10)}.csv`;
}
