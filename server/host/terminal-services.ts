import type { Server } from 'node:http';
import type { Auth, SecretBox } from '../auth/index.js';
import { createMarketSearch, type Catalog } from '../catalog/index.js';
import { ServiceError, type MirrorStatus } from '../contract/index.js';
import { createLedger } from '../ledger/index.js';
import type { MarketData } from '../marketdata/index.js';
import {
  createUpstreamAccount,
  createUpstreamCredentialStore,
  createUpstreamTrader,
  upstreamStreamUrl,
  type UpstreamAccount,
  type UpstreamClient,
} from '../mirror/index.js';
import {
  createAccountEvents,
  createFunderClaims,
  createMirrorApiKeyHandlers,
  createMirrorTerminalHandlers,
  createPolledAccountEvents,
  createRpcSession,
  createTerminalHandlers,
  createVaultHandlers,
  reportInternalToStderr,
  type AccountSnapshot,
  type Dispatcher,
  type HandlerGroup,
  type MirrorTerminalDeps,
  type PolledAccountEvents,
  type SubscribeAccount,
  type TerminalMethodName,
  type VaultMethodName,
} from '../rpc/index.js';
import type { Database } from '../storage/index.js';
import {
  attachRpcSocket,
  createLaunchToken,
  createRpcMarketFeed,
  createUpstreamMarketFeed,
  type RpcConnection,
  type RpcPeer,
} from '../stream/index.js';
import type { AccountViews, TradingService } from '../trading/index.js';
import type { Vault } from '../vault/index.js';
import packageJson from '../../package.json' with { type: 'json' };

/** Assets one market subscription of the renderer may follow (the venue's bound per connection). */
const MAX_FEED_ASSETS = 500;

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
  return {
    ...createTerminalHandlers({
      trading,
      venue: trading.venue,
      accountViews: deps.accountViews,
      ledger,
      catalog: deps.catalog,
      searchMarkets: createMarketSearch(deps.db, deps.catalog).searchMarkets,
      signer: () => vault.signer(),
      account: () => vault.current(),
      status: {
        version: packageJson.version,
        mode: 'local-venue',
        chainId: deps.chainId,
        apiUrl: deps.apiUrl,
      },
    }),
    ...createVaultHandlers(vault, {
      funders: createFunderClaims({ registry: deps.auth.funders, ledger }),
    }),
  };
}

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
  const terminal: MirrorTerminalDeps = {
    upstream,
    catalog: deps.catalog,
    searchMarkets: createMarketSearch(deps.db, deps.catalog).searchMarkets,
    signer: () => vault.signer(),
    account: () => vault.current(),
    status: {
      version: packageJson.version,
      mode: 'mirror',
      chainId: deps.chainId,
      apiUrl: deps.apiUrl,
      mirror: deps.mirrorStatus,
    },
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

/**
 * The owner and paying wallet the account channel follows, or null while locked. Feed batches
 * call it: it reads the vault without counting as activity for the auto-lock.
 */
export const accountOwners =
  (vault: Pick<Vault, 'current'>) => (): { owner: string; paying: string } | null => {
    try {
      const { address, maker } = vault.current();
      return { owner: address, paying: maker };
    } catch {
      return null;
    }
  };

export interface RendererChannelDeps {
  catalog: Catalog;
  trading: TradingService;
  marketData: MarketData;
  vault: Vault;
  dispatcher: Dispatcher;
  /** Told the tokens of every market the renderer subscribes to (a page opened). */
  watchMarket?: (tokenIds: readonly string[]) => void;
  /** Mirror mode: the upstream whose market channel the renderer's market feed follows. */
  upstream?: Pick<UpstreamClient, 'urls'> | null;
  /** The `account` channel; unset: the local venue's feed (mirror mode polls the upstream). */
  subscribeAccount?: SubscribeAccount;
}

export interface RendererChannel {
  /** The per-launch token the renderer must present; part of the printed terminal URL. */
  token: string;
  close(): Promise<void>;
}

/** Opens the renderer's RPC sessions, whatever carries them (web mode's socket, the desktop's port). */
export interface RendererSessions {
  open(peer: RpcPeer): RpcConnection;
  /** Stops the market feed the sessions share. */
  close(): void;
}

/**
 * One session per renderer connection, calling the dispatcher as the `session` transport with
 * the market and account channels; the one place both transports open sessions, so the
 * desktop's MessagePort carries exactly the RPC of web mode.
 */
export function createRendererSessions(deps: RendererChannelDeps): RendererSessions {
  const { vault, dispatcher } = deps;
  const market = deps.upstream
    ? createUpstreamMarketFeed({
        url: upstreamStreamUrl(deps.upstream.urls, 'market'),
        maxAssets: MAX_FEED_ASSETS,
      })
    : createRpcMarketFeed({
        catalog: deps.catalog,
        trading: deps.trading,
        bookBody: deps.marketData.bookBody,
        minFrameIntervalMs: 8,
        maxAssets: MAX_FEED_ASSETS,
      });
  const subscribeAccount =
    deps.subscribeAccount ??
    createAccountEvents({
      feed: deps.trading.feed,
      current: accountOwners(vault),
      onVaultChange: (listener) => vault.onChange(() => listener()),
    });
  return {
    open: (peer) =>
      createRpcSession({
        dispatch: (method, params) =>
          dispatcher.has(method)
            ? dispatcher.dispatch(method, params, { transport: 'session', client: 'renderer' })
            : Promise.reject(new ServiceError('not_found', `no method ${method}`)),
        subscribeMarket: (assetIds, deliver) => {
          deps.watchMarket?.(assetIds);
          return market.subscribe(assetIds, deliver);
        },
        subscribeAccount,
        send: (text) => peer.send(text),
        reportInternal: reportInternalToStderr,
      }),
    close: () => market.close(),
  };
}

/** The renderer's RPC (web mode): a token-guarded WebSocket on the service's HTTP server. */
export function attachRendererChannel(
  server: Server,
  deps: RendererChannelDeps & { token?: string | undefined },
): RendererChannel {
  const token = deps.token ?? createLaunchToken();
  const sessions = createRendererSessions(deps);
  const socket = attachRpcSocket(server, { token, openSession: sessions.open });
  return {
    token,
    async close() {
      await socket.close();
      sessions.close();
    },
  };
}
