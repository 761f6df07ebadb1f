import type { OwnLevel } from './own-levels.js';

/** The ids of every order resting at these levels, sorted: what the tag cache is asked about. */
export function levelOrderIds(levels: ReadonlyMap<string, OwnLevel>): string[] {
  return [...levels.values()].flatMap((level) => level.orders.map((order) => order.id)).sort();
}

/**
 * The levels with the names of the script grants that placed their orders (`grants`, each
 * once, in order of first appearance) and how many of its orders they placed. A level none of whose orders a grant placed is the
 * same object, so its ladder row is not rendered again.
 */
export function withGrantTags(
  levels: ReadonlyMap<string, OwnLevel>,
  tags: Readonly<Record<string, string>>,
): ReadonlyMap<string, OwnLevel> {
  let changed = false;
  const tagged = new Map<string, OwnLevel>();
  for (const [key, level] of levels) {
    const names = level.orders.flatMap((order) => (tags[order.id] ? [tags[order.id]!] : []));
    if (names.length === 0) {
      tagged.set(key, level);
      continue;
    }
    changed = true;
    tagged.set(key, { ...level, grants: [...new Set(names)], grantOrders: names.length });
  }
  return changed ? tagged : levels;
}

/** A marker's tooltip: what a click and a drag do, and which grants placed its orders. */
export function markerTitle(level: OwnLevel): string {
  const count = level.orders.length;
  const what = `Your ${count === 1 ? 'order' : `${count} orders`} here: click cancels, drag to another level moves`;
  const grants = level.grants ?? [];
  if (grants.length === 0) return what;
  const names = grants.map((name) => `“${name}”`).join(', ');
  const by = grants.length === 1 ? 'the script grant' : 'the script grants';
  const placed = level.grantOrders ?? count;
  const share = placed < count ? `${placed} of ${count} placed` : 'Placed';
  return `${what}. ${share} by ${by} ${names}`;
}
