import { useRpcQuery } from '../../../lib/queries.js';
import { usePayingAddress } from '../../accounts/index.js';

/** Fills of the market its tape and chart mark: the newest ones are enough. */
const MY_FILLS_LIMIT = 200;

/** The account's fills in one market (both sides of each: as taker and as maker). */
export function useMyFills(conditionId: string) {
  const user = usePayingAddress();
  return useRpcQuery(
    'publicdata.trades',
    { user: user ?? '', market: [conditionId], takerOnly: false, limit: MY_FILLS_LIMIT },
    { enabled: Boolean(user), staleTime: 10_000 },
  );
}
