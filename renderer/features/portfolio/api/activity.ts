import type { RpcOutput } from '../../../lib/queries.js';
import { useAccountQuery } from '../../accounts/index.js';
import { useBalance } from './balance.js';

export type ActivityRow = RpcOutput<'publicdata.activity'>[number];

/** Trades and redemptions of the paying wallet (the funder, else the signer). */
export function useActivity() {
  const user = useBalance().data?.address;
  return useAccountQuery(
    'publicdata.activity',
    { user: user ?? '', limit: 200, sortBy: 'TIMESTAMP', sortDirection: 'DESC' },
    { enabled: Boolean(user) },
  );
}
