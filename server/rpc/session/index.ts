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
