import { useRpcQuery } from '../../../lib/queries.js';
import { pollInterval } from '../mirror-view.js';

/**
 * The service's mode, upstream reachability and catalog sync: asked often while a sync runs
 * (its progress bar moves), seldom otherwise.
 */
export function useMirrorStatus() {
  return useRpcQuery(
    'mirror.status',
    {},
    {
      refetchInterval: (query) => pollInterval(query.state.data),
      refetchIntervalInBackground: true,
      retry: false,
    },
  );
}
