import type { terminalMethods, HandlerGroup } from '../contract/index.js';
import { createPortfolioHandlers } from './portfolio-handlers.js';
import { createStatusSearchHandlers } from './status-search.js';
import type { TerminalDeps } from './terminal-deps.js';
import { createTradingHandlers } from './trading-handlers.js';

export type { TerminalDeps } from './terminal-deps.js';
export { createStatusSearchHandlers } from './status-search.js';
export { signedOrderBody } from './place-order.js';
export { MAX_OPEN_ORDERS, DEFAULT_TRADES_LIMIT } from './portfolio-handlers.js';
export type { PortfolioPosition } from './portfolio-positions.js';
export { payingAddress } from './terminal-signer.js';
export type {
  AccountView,
  CurrentAccount,
  CurrentSigner,
  TerminalSigner,
} from './terminal-signer.js';

type TerminalMethod = (typeof terminalMethods)[keyof typeof terminalMethods]['name'];
export type TerminalMethodName = TerminalMethod | 'catalog.searchMarkets';

/**
 * The terminal's own methods: trading and portfolio of the vault's current account, the
 * service's status, and market type-ahead.
 */
export function createTerminalHandlers(deps: TerminalDeps): HandlerGroup<TerminalMethodName> {
  return {
    ...createStatusSearchHandlers(deps),
    ...createTradingHandlers(deps),
    ...createPortfolioHandlers(deps),
  };
}
