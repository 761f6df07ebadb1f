// The renderer's RPC sessions, whatever carries them (web mode's socket, the desktop's port).
import type { Server } from 'node:http';
import type { Catalog } from '../catalog/index.js';
import { ServiceError } from '../contract/index.js';
import type { MarketData } from '../marketdata/index.js';
import { upstreamStreamUrl, type UpstreamClient } from '../mirror/index.js';
import {
  createAccountEvents,
  createRpcSession,
  reportInternalToStderr,
  type Dispatcher,
  type SubscribeAccount,
} from '../rpc/index.js';
import {
  attachRpcSocket,
  createLaunchToken,
  createRpcMarketFeed,
  createUpstreamMarketFeed,
  type RpcConnection,
  type RpcPeer,
} from '../stream/index.js';
import type { TradingService } from '../trading/index.js';
import type { Vault } from '../vault/index.js';

/** Assets one market subscription of the renderer may follow (the venue's bound per connection). */
const MAX_FEED_ASSETS = 500;

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
