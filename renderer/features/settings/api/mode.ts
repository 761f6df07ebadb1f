import { useQueryClient } from '@tanstack/react-query';
import { clearMarketSelection } from '../../../stores/selection-store.js';
import { notify } from '../../../stores/ui-store.js';
import { rpcQueryKey, useRpcMutation, useRpcQuery } from '../../../lib/queries.js';
import { useTransport } from '../../../lib/transport-context.js';
import { whenServiceBack } from '../after-restart.js';

/** The saved mode and URLs, and what the service runs now. */
export function useModeSettings() {
  return useRpcQuery('settings.getMode', {}, { staleTime: Infinity });
}

/**
 * Validates or applies the Venue section. An applied change restarts the service: once the
 * channel is back, the market selection is dropped and every query fetched again (another
 * catalog, another mode).
 */
export function useSetMode() {
  const client = useQueryClient();
  const transport = useTransport();
  return useRpcMutation('settings.setMode', {
    onSuccess: (answer) => {
      if (!answer.saved) return;
      void client.invalidateQueries({ queryKey: rpcQueryKey('settings.getMode', {}) });
      if (!answer.restarting) return;
      notify({ kind: 'info', title: 'Restarting the service on the new settings…' });
      whenServiceBack(transport, () => {
        clearMarketSelection();
        void client.resetQueries();
        notify({ kind: 'success', title: 'Service restarted on the new settings' });
      });
    },
  });
}
