// The renderer's RPC sessions, whatever carries them (web mode's socket, the desktop's port).
import type { Server } from 'node:http';
import { ServiceError } from '../contract/index.js';
import { createRpcSession, reportInternalToStderr, type Dispatcher } from '../rpc/index.js';
import {
  attachRpcSocket,
  createLaunchToken,
  type RpcConnection,
  type RpcPeer,
} from '../stream/index.js';
import type { Venue } from '../venue/index.js';
import type { Watch } from '../watch/index.js';

/** Assets one market subscription of the renderer may follow (the venue's bound per connection). */
const MAX_FEED_ASSETS = 500;

export interface RendererChannelDeps {
  /** The market and account channels' sources, and the pages the renderer opens. */
  venue: Pick<Venue, 'createMarketFeed' | 'subscribeAccount' | 'watchMarket'>;
  dispatcher: Dispatcher;
  /** The alerts channel's source. */
  watch?: Pick<Watch, 'subscribeNotices'>;
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
  const { venue, dispatcher } = deps;
  const market = venue.createMarketFeed(MAX_FEED_ASSETS);
  return {
    open: (peer) =>
      createRpcSession({
        dispatch: (method, params) =>
          dispatcher.has(method)
            ? dispatcher.dispatch(method, params, { transport: 'session', client: 'renderer' })
            : Promise.reject(new ServiceError('not_found', `no method ${method}`)),
        subscribeMarket: (assetIds, deliver) => {
          venue.watchMarket(assetIds);
          return market.subscribe(assetIds, deliver);
        },
        subscribeAccount: venue.subscribeAccount,
        ...(deps.watch ? { subscribeAlerts: deps.watch.subscribeNotices } : {}),
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
