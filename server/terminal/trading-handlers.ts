import { ServiceError, type HandlerGroup } from '../contract/index.js';
import { decimalStringFromMicros } from '../shared/index.js';
import { collateralMicros } from '../trading/index.js';
import { placeOrder } from './place-order.js';
import type { TerminalDeps } from './terminal-deps.js';
import { payingAddress } from './terminal-signer.js';

type TradingMethod =
  'terminal.placeOrder' | 'terminal.cancelOrder' | 'terminal.cancelAll' | 'terminal.faucet';

/**
 * The vault account's orders, cancels and paper collateral. Orders take the same intake as
 * POST /order; the dispatcher answers once the writes are committed.
 */
export function createTradingHandlers(deps: TerminalDeps): HandlerGroup<TradingMethod> {
  const now = deps.now ?? Date.now;
  const { trading } = deps;

  const caller = async () => {
    const signer = deps.signer();
    return { signer, identity: await signer.apiIdentity() };
  };

  return {
    'terminal.placeOrder': async (ticket) => {
      const { signer, identity } = await caller();
      return placeOrder(ticket, { ...deps, now }, signer, identity);
    },

    'terminal.cancelOrder': async ({ orderId }) => {
      const { identity } = await caller();
      return trading.cancels.byHashes(identity, [orderId]);
    },

    'terminal.cancelAll': async ({ market }) => {
      const { identity } = await caller();
      return market === undefined
        ? trading.cancels.all(identity)
        : trading.cancels.market(identity, { market });
    },

    'terminal.faucet': ({ amount }) => {
      if (!deps.venue) throw new ServiceError('unavailable', 'the faucet is a local-venue tool');
      const credited = deps.venue.faucet(payingAddress(deps.signer()), collateralMicros(amount));
      return {
        address: credited.address,
        balance: decimalStringFromMicros(credited.balanceMicros),
      };
    },
  };
}
