import { ServiceError, type HandlerGroup } from '../../../contract/index.js';
import { signedOrderBody } from '../../../terminal/index.js';
import type { MirrorTerminalDeps } from './deps.js';

type TradingMethod =
  'terminal.placeOrder' | 'terminal.cancelOrder' | 'terminal.cancelAll' | 'terminal.faucet';

/**
 * The vault account's orders and cancels in mirror mode: the order is built from the synced
 * catalog as in the local venue, signed by the vault, and posted to the upstream under the
 * account's upstream API key. There is no paper money upstream, so no faucet.
 */
export function createMirrorTradingHandlers(deps: MirrorTerminalDeps): HandlerGroup<TradingMethod> {
  const now = deps.now ?? Date.now;
  const caller = () => {
    const signer = deps.signer();
    return { address: signer.address, signer: () => signer };
  };

  return {
    'terminal.placeOrder': async (ticket) => {
      const account = caller();
      const body = await signedOrderBody(ticket, deps.catalog, account.signer(), now());
      return deps.upstream.postOrder(account, body);
    },

    'terminal.cancelOrder': ({ orderId }) => deps.upstream.cancelOrder(caller(), orderId),

    'terminal.cancelAll': ({ market }) => deps.upstream.cancelAll(caller(), market),

    'terminal.faucet': () => {
      throw new ServiceError(
        'unavailable',
        'the faucet is a local-venue tool: in mirror mode collateral comes from the upstream',
      );
    },
  };
}
