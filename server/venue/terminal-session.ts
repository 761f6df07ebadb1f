// What the renderer's methods take in either mode: the catalog and its search, the vault's
// current account and signer, and the parts of service.status that do not depend on the mode.
import { createMarketSearch, type Catalog } from '../catalog/index.js';
import type { Database } from '../storage/index.js';
import type { Vault } from '../vault/index.js';
import packageJson from '../../package.json' with { type: 'json' };

export interface TerminalSessionDeps {
  db: Database;
  catalog: Catalog;
  vault: Vault;
  chainId: number;
  /** The scripts' HTTP API base URL while the port is on, else null. */
  apiUrl: () => string | null;
}

export function terminalSession(deps: TerminalSessionDeps) {
  const { vault } = deps;
  return {
    catalog: deps.catalog,
    searchMarkets: createMarketSearch(deps.db, deps.catalog).searchMarkets,
    signer: () => vault.signer(),
    account: () => vault.current(),
    status: { version: packageJson.version, chainId: deps.chainId, apiUrl: deps.apiUrl },
  };
}
