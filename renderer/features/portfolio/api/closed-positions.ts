import type { RpcOutput } from '../../../lib/queries.js';
import { useAccountQuery, usePayingAddress } from '../../accounts/index.js';

export type ClosedPositionRow = RpcOutput<'publicdata.closedPositions'>[number];

/** Positions of the paying wallet that were resolved or sold down to nothing. */
export function useClosedPositions() {
  const user = usePayingAddress();
  return useAccountQuery(
    'publicdata.closedPositions',
    { user: user ?? '', limit: 50, sortBy: 'TIMESTAMP', sortDirection: 'DESC' },
    { enabled: Boolean(user) },
  );
}
