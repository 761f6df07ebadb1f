import { withMarketDefaults } from '../../../lib/market-defaults.js';
import { useRpcQuery } from '../../../lib/queries.js';

export function useEvent(eventId: number) {
  return useRpcQuery(
    'catalog.event',
    { id: eventId },
    {
      staleTime: 30_000,
      select: (event) => ({ ...event, markets: event.markets.map(withMarketDefaults) }),
    },
  );
}
