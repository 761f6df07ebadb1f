import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type WebSocket from 'ws';
import type { Auth } from '../auth/index.js';
import type { TradingCatalog, TradingService } from '../trading/index.js';
import type { BookBody } from './book-snapshot.js';
import { BadFrame, parseFrame } from './client-frames.js';
import { closeWebSocketServer } from './close-server.js';
import { CHANNELS, createChannelServer, type Channel } from './channel-server.js';
import { CLOSE_GRACE_MS, DEFAULT_STREAM_LIMITS, type StreamLimits } from './limits.js';
import { MarketChannel } from './market-channel.js';
import { MarketHub } from './market-hub.js';
import { hasRpcSocket, RPC_SOCKET_PATH, upgradePath } from './rpc-socket.js';
import { StreamSocket } from './stream-socket.js';
import { UserChannel } from './user-channel.js';
import { UserHub } from './user-hub.js';
import { asksForWebSocket, refuseUpgrade, serveWithoutUpgrade } from './upgrade-answers.js';

export interface StreamDeps {
  catalog: Pick<TradingCatalog, 'tradingMarketByToken'>;
  auth: Pick<Auth, 'credentials'>;
  trading: Pick<TradingService, 'feed' | 'books'>;
  /**
   * GET /book's answer for a token (MarketData.bookBody): snapshots are exactly what GET /book
   * serves; a closed market's, which it does not serve, are read from the engine.
   */
  bookBody: BookBody;
  limits?: Partial<StreamLimits>;
  now?: () => number;
}

export interface StreamHandle {
  /** Open stream connections (not counting those being closed). */
  readonly connections: number;
  /** Stops accepting, closes every connection (1001), detaches from the server and the feed. */
  close(): Promise<void>;
}

/**
 * The venue's WebSocket streams on the HTTP server: /ws/market and /ws/user (docs/protocol.md
 * "WebSocket streams"); a WebSocket upgrade elsewhere is answered 404, any other upgrade
 * (`h2c`) is served as a plain request. Both follow the venue feed, so they only ever show
 * committed changes.
 */
export function attachStreams(server: Server, deps: StreamDeps): StreamHandle {
  const limits: StreamLimits = { ...DEFAULT_STREAM_LIMITS, ...deps.limits };
  const now = deps.now ?? Date.now;
  const { wss, budgets } = createChannelServer(limits);
  const marketHub = new MarketHub(deps.trading.books, limits.minFrameIntervalMs, now);
  const userHub = new UserHub();
  const stopFeed = deps.trading.feed.subscribe((events) => {
    marketHub.publish(events);
    userHub.publish(events);
  });
  const stopRevocations = deps.auth.credentials.onRevoked((apiKey) => userHub.revoke(apiKey));

  const active = new Set<StreamSocket>();

  const open = (ws: WebSocket, raw: Duplex, channel: Channel): void => {
    const socket = new StreamSocket(ws, raw, limits.maxBufferedBytes, () => {
      active.delete(socket);
      handler.dispose();
    });
    active.add(socket);
    const handler =
      channel === 'market'
        ? new MarketChannel(socket, {
            catalog: deps.catalog,
            books: deps.trading.books,
            bookBody: deps.bookBody,
            hub: marketHub,
            limits,
            now,
          })
        : new UserChannel(socket, { credentials: deps.auth.credentials, hub: userHub, limits });
    // Protocol errors (a frame over maxPayload, bad framing) close the connection by themselves.
    ws.on('error', () => undefined);
    ws.on('message', (data: Buffer) => {
      // A connection being closed (a dropped slow consumer) must not subscribe again.
      if (!socket.open) return;
      const text = data.toString('utf8');
      if (text.trim() === 'PING') return socket.send('PONG');
      try {
        handler.receive(parseFrame(text));
      } catch (error) {
        if (error instanceof BadFrame) return socket.sendError(error.message);
        console.error('stream message handling failed', error);
        socket.sendError('internal error');
      }
    });
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = upgradePath(request);
    // The renderer's RPC socket (rpc-socket.ts) answers its own upgrades, when it is attached.
    if (path === RPC_SOCKET_PATH && hasRpcSocket(server)) return;
    const channel = Object.hasOwn(CHANNELS, path) ? CHANNELS[path] : undefined;
    if (!channel) {
      if (!asksForWebSocket(request)) return serveWithoutUpgrade(server, request, socket, head);
      return refuseUpgrade(socket, 404, `no WebSocket at ${path}: use /ws/market or /ws/user`);
    }
    const address = request.socket.remoteAddress ?? '';
    const refusal = budgets[channel].take(address);
    if (refusal) return refuseUpgrade(socket, refusal.status, refusal.message);
    // The place is held until the connection is gone, a failed handshake's too.
    socket.once('close', () => budgets[channel].release(address));
    wss.handleUpgrade(request, socket, head, (ws) => open(ws, socket, channel));
  };
  server.on('upgrade', onUpgrade);

  return {
    get connections() {
      return active.size;
    },
    async close() {
      server.off('upgrade', onUpgrade);
      stopFeed();
      stopRevocations();
      marketHub.close();
      await closeWebSocketServer(wss, CLOSE_GRACE_MS);
    },
  };
}
