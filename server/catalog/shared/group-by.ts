/** Groups items by a numeric key, keeping their order within each group. */
export function groupBy<Row, Item>(
  rows: readonly Row[],
  key: (row: Row) => number,
  item: (row: Row) => Item,
): Map<number, Item[]> {
  const groups = new Map<number, Item[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(item(row));
    else groups.set(key(row), [item(row)]);
  }
  return groups;
}
