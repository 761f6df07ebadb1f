import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRpcMutation, useRpcQuery } from '../../../lib/queries.js';

/** The firings the history shows, newest first. */
export const FIRINGS_SHOWN = 100;
/** How often the Conditional tab reads its orders again: a trailing stop's peak moves quietly. */
const CONDITIONAL_POLL_MS = 3_000;

/** Refetches what alerts and conditional orders show (after a notice, a reconnect, a change). */
export function invalidateAlertsData(client: QueryClient): Promise<unknown> {
  return Promise.all(
    ['alerts.list', 'alerts.firings', 'conditional.list'].map((method) =>
      client.invalidateQueries({ queryKey: [method] }),
    ),
  );
}

export const useAlerts = () => useRpcQuery('alerts.list', {});

export const useFirings = () => useRpcQuery('alerts.firings', { limit: FIRINGS_SHOWN });

/** The conditional orders, armed first; `live` polls them (the tab is shown). */
export const useConditionalOrders = (live = false) =>
  useRpcQuery('conditional.list', {}, live ? { refetchInterval: CONDITIONAL_POLL_MS } : {});

/** The armed conditional orders, for what shows them outside the tab. */
export function useArmedConditional() {
  const orders = useConditionalOrders();
  return (orders.data ?? []).filter((order) => order.state === 'armed');
}

/** A mutation whose success changes what alerts and conditional orders show. */
function useAlertsMutation<
  M extends
    | 'alerts.create'
    | 'alerts.delete'
    | 'conditional.create'
    | 'conditional.update'
    | 'conditional.cancel',
>(method: M) {
  const client = useQueryClient();
  return useRpcMutation(method, { onSettled: () => void invalidateAlertsData(client) });
}

export const useCreateAlert = () => useAlertsMutation('alerts.create');
export const useDeleteAlert = () => useAlertsMutation('alerts.delete');
export const useCreateConditional = () => useAlertsMutation('conditional.create');
export const useUpdateConditional = () => useAlertsMutation('conditional.update');
export const useCancelConditional = () => useAlertsMutation('conditional.cancel');
