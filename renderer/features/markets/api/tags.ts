import type { Tag } from '../../../../server/contract/index.js';
import { useRpcQuery } from '../../../lib/queries.js';

const MAX_CHIPS = 40;

/** Tags offered as filter chips: the venue's featured ones first. */
const chipOrder = (tags: Tag[]): Tag[] =>
  [...tags].sort((a, b) => Number(b.forceShow) - Number(a.forceShow)).slice(0, MAX_CHIPS);

export function useTagChips() {
  return useRpcQuery('catalog.tags', { limit: 200 }, { staleTime: 5 * 60_000, select: chipOrder });
}
