/** A [name, SQL expression] pair of a selected row. */
export type Column = readonly [name: string, expression: string];

/** A row selected as one `json_array(...)` value, with the names of its positions. */
export interface JsonRowShape {
  columns: readonly Column[];
  /** The SQL expression to select, e.g. `json_array(m.id, m.slug)`. */
  select: string;
  names: readonly string[];
}

/** Columns of a table alias as [name, expression] pairs. */
export const columnsOf = (alias: string, fields: readonly string[]): Column[] =>
  fields.map((field) => [field, `${alias}.${field}`] as const);

export const jsonRow = (columns: readonly Column[]): JsonRowShape => ({
  columns,
  select: `json_array(${columns.map(([, expression]) => expression).join(', ')})`,
  names: columns.map(([name]) => name),
});
