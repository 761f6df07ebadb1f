import type { HandlerGroup } from '../contract/index.js';
import type { TerminalDeps } from './terminal-deps.js';

const DEFAULT_SEARCH_LIMIT = 20;

/** The service's status and market type-ahead. */
export function createStatusSearchHandlers(
  deps: Pick<TerminalDeps, 'status' | 'searchMarkets' | 'now'>,
): HandlerGroup<'service.status' | 'catalog.searchMarkets'> {
  const now = deps.now ?? Date.now;
  return {
    'service.status': () => ({
      version: deps.status.version,
      mode: deps.status.mode,
      time: now(),
      apiUrl: deps.status.apiUrl(),
      chainId: deps.status.chainId,
      mirror: deps.status.mirror?.() ?? null,
    }),

    'catalog.searchMarkets': ({ q, limit, offset, active, closed }) =>
      deps.searchMarkets({
        q,
        limit: limit ?? DEFAULT_SEARCH_LIMIT,
        offset,
        active,
        closed,
      }),
  };
}
