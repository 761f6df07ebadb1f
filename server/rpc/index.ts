export {
  createDispatcher,
  type Answer,
  type CallRequest,
  type Dispatcher,
  type DispatcherDeps,
  type HttpCredentials,
  type TransportKind,
} from './dispatcher.js';
export type {
  CallContext,
  DispatchTable,
  EncodingHandler,
  EncodingHandlerGroup,
  Handler,
  HandlerGroup,
  HandlerTable,
} from './handler.js';
export { EncodedJson } from './encoded-json.js';
export { ServiceErrorWithFields, retrySeconds, throttledMessage } from './errors.js';
export { isLoopbackAddress } from './operator-token.js';
export { createServiceHandlers, type ServiceHandlerDeps } from './handlers/index.js';
