import { useRpcQuery, type RpcOutput } from '../../../lib/queries.js';
import { useBalance } from './balance.js';

export type ActivityRow = RpcOutput<'publicdata.activity'>[number];

/** Trades and redemptions of the paying wallet (the funder, else the signer). */
export function useActivity() {
  const user = useBalance().data?.address;
  return useRpcQuery(
    'publicdata.activity',
    { user: user ?? '', limit: 200, sortBy: 'TIMESTAMP', sortDirection: 'DESC' },
    { enabled: Boolean(user) },
  );
}
