import { badParameter } from '../../contract/index.js';

/**
 * ORDER BY from the `order` parameter: comma-separated wire column names, each looked up in
 * `columns` (wire name -> SQL expression); one direction for all, from `ascending`. The id
 * expression closes every ordering in the same direction, so pages are deterministic and an
 * index ending in the rowid can serve the whole ordering.
 */
export function orderByClause(
  order: string | undefined,
  ascending: boolean,
  columns: Readonly<Record<string, string>>,
  idExpression: string,
): string {
  const names = (order ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
  // Without `order` the venue lists by id, oldest first, whatever `ascending` says.
  if (names.length === 0) return `ORDER BY ${idExpression} ASC`;
  const direction = ascending ? 'ASC' : 'DESC';
  const expressions = new Set<string>();
  for (const name of names) {
    const expression = Object.hasOwn(columns, name) ? columns[name] : undefined;
    if (expression === undefined) throw badParameter('order', `column "${name}" is not supported`);
    expressions.add(expression);
  }
  expressions.add(idExpression);
  return `ORDER BY ${[...expressions].map((expression) => `${expression} ${direction}`).join(', ')}`;
}
