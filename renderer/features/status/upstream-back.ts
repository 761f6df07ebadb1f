import type { QueryClient } from '@tanstack/react-query';

/**
 * Feeds on the mirror's `online` flag as polled; answers true once each time the upstream
 * answers again after being offline (not on the first reading, nor in local-venue mode).
 */
export function createUpstreamBackWatch(): (online: boolean | null | undefined) => boolean {
  let offline = false;
  return (online) => {
    if (online === false) offline = true;
    if (online !== true || !offline) return false;
    offline = false;
    return true;
  };
}

/**
 * Fetches again what failed while the upstream was unreachable (the chart, recent trades, the
 * balance...): their error states would otherwise stay up until a click on Retry.
 */
export function refetchFailed(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
}
