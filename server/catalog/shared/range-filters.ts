import { normalizeDateBound } from './date-bounds.js';
import type { SqlFilter } from './sql-filter.js';
import { boundToMicros } from './units.js';

type Bound = '>=' | '<=';

/** An amount bound in collateral units, compared with a micro-unit column. */
export function addAmountBound(
  filter: SqlFilter,
  column: string,
  bound: Bound,
  name: string,
  value: number | undefined,
): void {
  if (value !== undefined) filter.add(`${column} ${bound} ?`, boundToMicros(name, value));
}

export interface DateFilterQuery {
  start_date_min?: string;
  start_date_max?: string;
  end_date_min?: string;
  end_date_max?: string;
}

/** start_date_min/max and end_date_min/max on the given ISO text columns (bounds inclusive). */
export function addDateFilters(
  filter: SqlFilter,
  query: DateFilterQuery,
  startColumn: string,
  endColumn: string,
): void {
  const bounds: [keyof DateFilterQuery, string, Bound][] = [
    ['start_date_min', startColumn, '>='],
    ['start_date_max', startColumn, '<='],
    ['end_date_min', endColumn, '>='],
    ['end_date_max', endColumn, '<='],
  ];
  for (const [name, column, bound] of bounds) {
    const value = query[name];
    if (value !== undefined) filter.add(`${column} ${bound} ?`, normalizeDateBound(name, value));
  }
}

/** A list filter counts only when it names at least one value. */
export const hasValues = <T>(list: readonly T[] | undefined): list is readonly T[] =>
  list !== undefined && list.length > 0;

/** The distinct defined values of a parameter and its alias. */
export const aliasValues = (...values: (string | undefined)[]): string[] => [
  ...new Set(values.filter((value): value is string => value !== undefined)),
];
