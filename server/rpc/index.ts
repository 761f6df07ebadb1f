export {
  createDispatcher,
  type Answer,
  type Authenticated,
  type CallRequest,
  type Dispatcher,
  type DispatcherDeps,
  type HttpCredentials,
  type TransportKind,
} from './dispatcher.js';
export { diskFault, retrySeconds, throttledMessage, ThrottledError } from './errors.js';
export { isLoopbackAddress } from './operator-token.js';
export { mergeHandlers } from './handler-table.js';
export * from './session/index.js';
export { reportInternalToStderr } from './report-internal.js';
