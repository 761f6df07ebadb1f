export {
  createRpcSession,
  type RpcDispatch,
  type RpcSession,
  type RpcSessionDeps,
  type SubscribeMarket,
} from './rpc-session.js';
export {
  createAccountEvents,
  type AccountAddresses,
  type AccountEventDeps,
  type SubscribeAccount,
} from './account-events.js';
export {
  createPolledAccountEvents,
  CLOSED_ORDER_STATUS,
  type AccountSnapshot,
  type PolledAccountEventDeps,
  type PolledAccountEvents,
} from './polled-account-events.js';
