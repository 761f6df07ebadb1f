// The renderer's methods in mirror mode: trading and the portfolio at the upstream, and the
// account channel polled from it.
import type { SecretBox } from '../../auth/index.js';
import type { Catalog } from '../../catalog/index.js';
import { ServiceError, type MirrorStatus, type HandlerGroup } from '../../contract/index.js';
import {
  createUpstreamAccount,
  createUpstreamCredentialStore,
  createUpstreamTrader,
  type UpstreamAccount,
  type UpstreamClient,
} from '../../mirror/index.js';
import {
  createPolledAccountEvents,
  type AccountSnapshot,
  type PolledAccountEvents,
} from '../../rpc/index.js';
import type { Database } from '../../storage/index.js';
import type { TerminalMethodName } from '../../terminal/index.js';
import { createVaultHandlers, type Vault, type VaultMethodName } from '../../vault/index.js';
import { accountOwners } from '../account-owners.js';
import { createMirrorApiKeyHandlers } from './terminal/api-keys.js';
import type { MirrorTerminalDeps } from './terminal/deps.js';
import { createMirrorTerminalHandlers } from './terminal/handlers.js';
import { terminalSession } from '../terminal-session.js';

export interface MirrorTerminalServiceDeps {
  db: Database;
  catalog: Catalog;
  vault: Vault;
  chainId: number;
  apiUrl: () => string | null;
  /** The upstream the terminal trades at (mirror mode). */
  upstream: Pick<UpstreamClient, 'json' | 'urls'>;
  /** Seals the account's upstream credentials at rest (the master key's box). */
  secretBox: SecretBox;
  /** The upstream's reachability and the catalog sync, for service.status. */
  mirrorStatus: () => MirrorStatus;
  /** Per upstream request; default 10 s. */
  timeoutMs?: number;
  /** How often the account channel reads the account's orders and fills; default 3 s. */
  pollMs?: number;
  /** Fetches a wallet's cached public data (activity, closed positions) again now. */
  refreshPublicData?: (wallet: string) => Promise<void>;
}

export interface MirrorTerminal {
  /** The renderer's methods, trading and portfolio at the upstream. */
  handlers: HandlerGroup<TerminalMethodName | VaultMethodName>;
  /** The `account` channel, polled from the upstream: give it to the renderer's sessions. */
  accountEvents: PolledAccountEvents;
  close(): void;
}

/** Fills looked at by the account channel each poll: new ones among them are events. */
const POLLED_TRADES = 50;
const MAX_POLLED_ORDERS = 1000;

/** The vault's current account, or null while locked; not counted as activity for the auto-lock. */
function currentAccount(vault: Vault) {
  try {
    return vault.current();
  } catch {
    return null;
  }
}

/**
 * The current account's open orders, latest fills and what it can commit, read with credentials
 * it already has.
 */
function accountSnapshot(account: UpstreamAccount, vault: Vault) {
  return async (): Promise<AccountSnapshot | null> => {
    const current = currentAccount(vault);
    if (!current) return null;
    const owner = current.address;
    // A poll never signs: an account without upstream credentials yet is skipped.
    const caller = {
      address: owner,
      signer: () => {
        throw new ServiceError('unauthenticated', 'no upstream credentials yet');
      },
    };
    const [orders, trades, available] = await Promise.all([
      account.openOrders(caller, undefined, MAX_POLLED_ORDERS),
      account.trades(caller, POLLED_TRADES),
      account.availableCollateral(caller, current.signatureType),
    ]);
    return { owner, orders, tradeIds: trades.map((trade) => trade.id), available };
  };
}

/**
 * After the account's new fills: its signing and paying wallets' cached public data is fetched
 * again, so the activity the renderer reads on the fill holds it (not a list up to 30 s old).
 */
function tradedWallets(vault: Vault, refresh: (wallet: string) => Promise<void>) {
  return async (owner: string): Promise<void> => {
    const paying = accountOwners(vault)()?.paying;
    const wallets = new Set([owner, ...(paying ? [paying] : [])].map((w) => w.toLowerCase()));
    await Promise.all([...wallets].map(refresh));
  };
}

/**
 * The renderer's methods in mirror mode: orders built from the synced catalog, signed by the
 * vault and posted to the upstream under API credentials derived through it (kept sealed per
 * account and upstream); the portfolio read from the upstream; no faucet; the vault as in the
 * local venue, without funder registration (the upstream knows who controls a wallet).
 */
export function mirrorTerminal(deps: MirrorTerminalServiceDeps): MirrorTerminal {
  const { vault } = deps;
  const upstream = createUpstreamAccount(
    createUpstreamTrader({
      client: deps.upstream,
      store: createUpstreamCredentialStore(deps.db, deps.secretBox),
      ...(deps.timeoutMs !== undefined ? { timeoutMs: deps.timeoutMs } : {}),
    }),
  );
  const accountEvents = createPolledAccountEvents({
    snapshot: accountSnapshot(upstream, vault),
    onVaultChange: (listener) => vault.onChange(() => listener()),
    ...(deps.pollMs !== undefined ? { intervalMs: deps.pollMs } : {}),
    ...(deps.refreshPublicData
      ? { beforeTrades: tradedWallets(vault, deps.refreshPublicData) }
      : {}),
  });
  const session = terminalSession(deps);
  const terminal: MirrorTerminalDeps = {
    ...session,
    upstream,
    status: { ...session.status, mode: 'mirror', mirror: deps.mirrorStatus },
  };
  return {
    handlers: {
      ...createMirrorTerminalHandlers(terminal),
      ...createVaultHandlers(vault),
      // Scripts reach the upstream through the relay: their keys are the upstream's.
      ...createMirrorApiKeyHandlers(terminal),
    },
    accountEvents,
    close: () => accountEvents.close(),
  };
}
