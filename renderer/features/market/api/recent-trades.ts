import { useRpcQuery } from '../../../lib/queries.js';

export const RECENT_TRADES_LIMIT = 50;

/** The market's latest public fills; the market page refetches on each `last_trade_price`. */
export function useRecentTrades(conditionId: string) {
  return useRpcQuery(
    'publicdata.trades',
    { market: [conditionId], limit: RECENT_TRADES_LIMIT, takerOnly: true },
    { staleTime: 10_000 },
  );
}
