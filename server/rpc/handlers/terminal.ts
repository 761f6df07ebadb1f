import type { terminalMethods, HandlerGroup } from '../../contract/index.js';
import { createPortfolioHandlers } from './terminal/portfolio-handlers.js';
import { createStatusSearchHandlers } from './terminal/status-search.js';
import type { TerminalDeps } from './terminal/terminal-deps.js';
import { createTradingHandlers } from './terminal/trading-handlers.js';

export type { TerminalDeps } from './terminal/terminal-deps.js';
export { createStatusSearchHandlers } from './terminal/status-search.js';
export { signedOrderBody } from './terminal/place-order.js';
export { MAX_OPEN_ORDERS, DEFAULT_TRADES_LIMIT } from './terminal/portfolio-handlers.js';
export type { PortfolioPosition } from './terminal/portfolio-positions.js';
export { payingAddress } from './terminal/terminal-signer.js';
export type {
  AccountView,
  CurrentAccount,
  CurrentSigner,
  TerminalSigner,
} from './terminal/terminal-signer.js';

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
