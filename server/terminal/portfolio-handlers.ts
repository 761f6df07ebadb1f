import { decimalStringFromMicros } from '../shared/index.js';
import type { HandlerGroup } from '../contract/index.js';
import { portfolioPositions } from './portfolio-positions.js';
import type { TerminalDeps } from './terminal-deps.js';
import { payingAddress } from './terminal-signer.js';

type PortfolioMethod =
  'terminal.openOrders' | 'terminal.trades' | 'terminal.balance' | 'terminal.positions';

/** Open orders shown at most: newest first, one bounded query. */
export const MAX_OPEN_ORDERS = 1000;
export const DEFAULT_TRADES_LIMIT = 200;

/**
 * The vault account's portfolio. Reads use the account without its key, so they never count
 * as activity for the vault's auto-lock.
 */
export function createPortfolioHandlers(deps: TerminalDeps): HandlerGroup<PortfolioMethod> {
  return {
    'terminal.openOrders': ({ market }) =>
      deps.accountViews.latestUserOrders(
        deps.account().address,
        market !== undefined ? { market } : {},
        MAX_OPEN_ORDERS,
      ),

    'terminal.trades': ({ limit }) =>
      deps.accountViews.latestAccountTrades(deps.account().address, limit ?? DEFAULT_TRADES_LIMIT),

    'terminal.balance': () => {
      const address = payingAddress(deps.account());
      const account = deps.ledger.findAccount(address);
      const total = account?.collateralMicros ?? 0;
      const reserved = account?.reservedMicros ?? 0;
      return {
        address,
        total: decimalStringFromMicros(total),
        reserved: decimalStringFromMicros(reserved),
        available: decimalStringFromMicros(total - reserved),
      };
    },

    'terminal.positions': () =>
      portfolioPositions(payingAddress(deps.account()), {
        ledger: deps.ledger,
        catalog: deps.catalog,
        books: deps.trading.books,
      }),
  };
}
