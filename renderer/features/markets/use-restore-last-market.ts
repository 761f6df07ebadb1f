import { useEffect, useState } from 'react';
import { useTransport } from '../../lib/transport-context.js';
import {
  getSelection,
  lastMarket,
  selectMarket,
  selectOutcome,
} from '../../stores/selection-store.js';

/**
 * Opens again the market (and outcome) that was open before the page was reloaded. True while
 * it is being fetched, so the list does not open its first market meanwhile; a market that is
 * gone (another mode, a new data dir) is forgotten and the list's first opens instead.
 */
export function useRestoreLastMarket(): boolean {
  const transport = useTransport();
  const [restoring, setRestoring] = useState(() => lastMarket() !== null);
  useEffect(() => {
    const last = lastMarket();
    if (!last) return;
    let current = true;
    transport
      .call('catalog.market', { id: last.id })
      .then((market) => {
        if (!current || getSelection().market) return;
        selectMarket(market);
        selectOutcome(last.outcomeIndex);
      })
      .catch(() => undefined)
      .finally(() => {
        if (current) setRestoring(false);
      });
    return () => {
      current = false;
    };
  }, [transport]);
  return restoring;
}
