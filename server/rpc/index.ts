export {
  createDispatcher,
  type Answer,
  type CallRequest,
  type Dispatcher,
  type DispatcherDeps,
  type HttpCredentials,
  type TransportKind,
} from './dispatcher.js';
export { ServiceErrorWithFields, retrySeconds, throttledMessage } from './errors.js';
export { isLoopbackAddress } from './operator-token.js';
export {
  createCatalogReadHandlers,
  createLocalVenueHandlers,
  createMirrorHandlers,
  createServiceHandlers,
  localVenueStatus,
  type LocalVenueParts,
  type ServiceHandlerDeps,
  type VenueStatus,
} from './handlers/index.js';
export { mergeHandlers } from './handler-table.js';
export * from './session/index.js';
export {
  createStatusSearchHandlers,
  createTerminalHandlers,
  DEFAULT_TRADES_LIMIT,
  MAX_OPEN_ORDERS,
  payingAddress,
  signedOrderBody,
  type CurrentAccount,
  type PortfolioPosition,
  type TerminalDeps,
  type TerminalMethodName,
  type TerminalSigner,
} from './handlers/terminal.js';
export {
  createVaultHandlers,
  type VaultHandlerOptions,
  type VaultMethodName,
} from './handlers/vault.js';
export { createFunderClaims, type FunderClaims } from './handlers/funder-claims.js';
export { reportInternalToStderr } from './report-internal.js';
export {
  createSettingsHandlers,
  type SettingsDeps,
  type SettingsMethodName,
} from './handlers/settings.js';
