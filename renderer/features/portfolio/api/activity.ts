import type { RpcOutput } from '../../../lib/queries.js';
import { useAccountQuery, usePayingAddress } from '../../accounts/index.js';

export type ActivityRow = RpcOutput<'publicdata.activity'>[number];

/** Trades and redemptions of the paying wallet (the funder, else the signer). */
export function useActivity() {
  const user = usePayingAddress();
  return useAccountQuery(
    'publicdata.activity',
    { user: user ?? '', limit: 200, sortBy: 'TIMESTAMP', sortDirection: 'DESC' },
    { enabled: Boolean(user) },
  );
}
