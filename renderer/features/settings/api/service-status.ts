import { useRpcQuery } from '../../../lib/queries.js';

/** Version, mode, chain id and the scripts' API URL: fixed for the service's lifetime. */
export function useServiceStatus() {
  return useRpcQuery('service.status', {}, { staleTime: Infinity });
}
