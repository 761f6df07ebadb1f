import { createStatusSearchHandlers, type TerminalMethodName } from '../../../terminal/index.js';
import { type HandlerGroup } from '../../../contract/index.js';
import type { MirrorTerminalDeps } from './deps.js';
import { createMirrorPortfolioHandlers } from './portfolio.js';
import { createMirrorTradingHandlers } from './trading.js';

/**
 * The terminal's methods in mirror mode: orders are built and signed here and sent to the
 * upstream, the portfolio is read from it, and there is no faucet.
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
