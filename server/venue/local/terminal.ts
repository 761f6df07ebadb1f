// The renderer's methods in the local venue: the terminal's trading and portfolio, and the vault.
import type { Auth } from '../../auth/index.js';
import type { Catalog } from '../../catalog/index.js';
import { createLedger } from '../../ledger/index.js';
import { createTerminalHandlers, type TerminalMethodName } from '../../terminal/index.js';
import { type HandlerGroup } from '../../contract/index.js';
import type { Database } from '../../storage/index.js';
import type { AccountViews, TradingService } from '../../trading/index.js';
import {
  createFunderClaims,
  createVaultHandlers,
  type Vault,
  type VaultMethodName,
} from '../../vault/index.js';
import { terminalSession } from '../terminal-session.js';

export interface TerminalHandlerDeps {
  db: Database;
  catalog: Catalog;
  auth: Auth;
  trading: TradingService;
  accountViews: AccountViews;
  vault: Vault;
  chainId: number;
  /** The scripts' HTTP API base URL while the port is on, else null. */
  apiUrl: () => string | null;
}

/**
 * The renderer's methods: the terminal's trading and portfolio for the vault's current account,
 * and the vault itself. In the local venue a funder set for an account is registered with the
 * venue, which has no chain to ask who controls a proxy wallet.
 */
export function terminalHandlers(
  deps: TerminalHandlerDeps,
): HandlerGroup<TerminalMethodName | VaultMethodName> {
  const { trading, vault } = deps;
  const ledger = createLedger(deps.db);
  const session = terminalSession(deps);
  return {
    ...createTerminalHandlers({
      trading,
      venue: trading.venue,
      accountViews: deps.accountViews,
      ledger,
      ...session,
      status: { ...session.status, mode: 'local-venue' },
    }),
    ...createVaultHandlers(vault, {
      funders: createFunderClaims({ registry: deps.auth.funders, ledger }),
    }),
  };
}
