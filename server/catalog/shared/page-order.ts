/**
 * Pages are read in two steps: a narrow statement sorts and pages the ids (sorting wide rows
 * would build every candidate's JSON first), then the page's rows are read by id. This puts
 * those rows back in the order of the ids.
 */
export function inIdOrder<Item>(
  ids: readonly number[],
  items: readonly Item[],
  idOf: (item: Item) => number,
): Item[] {
  const byId = new Map(items.map((item) => [idOf(item), item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
