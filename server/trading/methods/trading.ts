import { InvalidHeartbeatId } from '../heartbeats.js';
import type { TradingService } from '../trading-service.js';
import { ServiceErrorWithFields, type HandlerGroup, apiKeyOf } from '../../contract/index.js';

type TradingMethod =
  | 'trading.postOrder'
  | 'trading.postOrders'
  | 'trading.cancelOrder'
  | 'trading.cancelOrders'
  | 'trading.cancelAll'
  | 'trading.cancelMarketOrders'
  | 'trading.heartbeat'
  | 'trading.touchHeartbeat';

/** A stale or unknown heartbeat id: 400 carrying the id to send next, on both routes. */
function withHeartbeatId<T>(beat: () => T): T {
  try {
    return beat();
  } catch (error) {
    if (!(error instanceof InvalidHeartbeatId)) throw error;
    throw new ServiceErrorWithFields('invalid_input', error.message, {
      heartbeat_id: error.currentId,
    });
  }
}

/**
 * Signed orders, cancels and heartbeats of an API key. An order is prepared first (its
 * signature recovered off the event loop), then taken by the intake.
 */
export function createTradingHandlers(trading: TradingService): HandlerGroup<TradingMethod> {
  return {
    'trading.postOrder': async (order, context) => {
      const caller = apiKeyOf(context);
      await trading.prepareOrders([order]);
      return trading.postOrder(caller, order);
    },
    'trading.postOrders': async (orders, context) => {
      const caller = apiKeyOf(context);
      await trading.prepareOrders(orders);
      return trading.postOrders(caller, orders);
    },
    'trading.cancelOrder': ({ orderID }, context) =>
      trading.cancels.byHashes(apiKeyOf(context), [orderID]),
    'trading.cancelOrders': (hashes, context) =>
      trading.cancels.byHashes(apiKeyOf(context), hashes),
    'trading.cancelAll': (_input, context) => trading.cancels.all(apiKeyOf(context)),
    'trading.cancelMarketOrders': (filter, context) =>
      trading.cancels.market(apiKeyOf(context), filter),
    'trading.heartbeat': ({ heartbeat_id }, context) =>
      withHeartbeatId(() => ({
        heartbeat_id: trading.heartbeats.beat(apiKeyOf(context), heartbeat_id ?? '', Date.now()),
      })),
    'trading.touchHeartbeat': ({ heartbeat_id }, context) =>
      withHeartbeatId(() => {
        trading.heartbeats.touch(apiKeyOf(context), Date.now(), heartbeat_id ?? '');
        return { status: 'ok' };
      }),
  };
}
