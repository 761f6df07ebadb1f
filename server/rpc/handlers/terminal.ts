import type { terminalMethods } from '../../contract/index.js';
import type { HandlerGroup } from '../handler.js';
import { createMirrorApiKeyHandlers } from './terminal/mirror-api-keys.js';
import type { MirrorTerminalDeps } from './terminal/mirror-deps.js';
import { createMirrorPortfolioHandlers } from './terminal/mirror-portfolio.js';
import { createMirrorTradingHandlers } from './terminal/mirror-trading.js';
import { createPortfolioHandlers } from './terminal/portfolio-handlers.js';
import { createStatusSearchHandlers } from './terminal/status-search.js';
import type { TerminalDeps } from './terminal/terminal-deps.js';
import { createTradingHandlers } from './terminal/trading-handlers.js';

export type { TerminalDeps } from './terminal/terminal-deps.js';
export type { MirrorSigner, MirrorTerminalDeps } from './terminal/mirror-deps.js';
export { createMirrorApiKeyHandlers };
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

/**
 * The same methods in mirror mode: orders are built and signed here and sent to the upstream,
 * the portfolio is read from it, and there is no faucet.
 */
export function createMirrorTerminalHandlers(
  deps: MirrorTerminalDeps,
): HandlerGroup<TerminalMethodName> {
  return {
    ...createStatusSearchHandlers(deps),
    ...createMirrorTradingHandlers(deps),
    ...createMirrorPortfolioHandlers(deps),
  };
}
