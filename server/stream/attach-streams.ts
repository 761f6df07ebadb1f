import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type WebSocket from 'ws';
import type { Auth } from '../auth/index.js';
import type { TradingCatalog, TradingService } from '../trading/index.js';
import type { BookBody } from './book-snapshot.js';
import { BadFrame, parseFrame } from './client-frames.js';
import { attachChannelServer, type Channel } from './channel-server.js';
import {
  CLOSE_GRACE_MS,
  CLOSE_POLICY_VIOLATION,
  DEFAULT_STREAM_LIMITS,
  type StreamLimits,
} from './limits.js';
import { MarketChannel } from './market-channel.js';
import { MarketHub } from './market-hub.js';
import { StreamSocket } from './stream-socket.js';
import { UserChannel } from './user-channel.js';
import { UserHub } from './user-hub.js';

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
 * "WebSocket streams", routed by channel-server.ts). Both follow the venue feed, so they only
 * ever show committed changes.
 */
export function attachStreams(server: Server, deps: StreamDeps): StreamHandle {
  const limits: StreamLimits = { ...DEFAULT_STREAM_LIMITS, ...deps.limits };
  const now = deps.now ?? Date.now;
  const marketHub = new MarketHub(deps.trading.books, limits.minFrameIntervalMs, now);
  const userHub = new UserHub();
  const stopFeed = deps.trading.feed.subscribe((events) => {
    marketHub.publish(events);
    userHub.publish(events);
  });
  const stopRevocations = deps.auth.credentials.onRevoked((apiKey) => userHub.revoke(apiKey));

  const active = new Set<StreamSocket>();
  // Per client address, its /ws/user connections not authenticated yet, oldest first.
  const unproven = new Map<string, Map<Duplex, StreamSocket>>();
  const prove = (address: string, raw: Duplex): void => {
    const mine = unproven.get(address);
    mine?.delete(raw);
    if (mine?.size === 0) unproven.delete(address);
  };
  const reclaim = (channel: Channel, address: string): Duplex | undefined => {
    const oldest = channel === 'user' ? unproven.get(address)?.entries().next().value : undefined;
    if (!oldest) return undefined;
    const [raw, socket] = oldest;
    prove(address, raw);
    // Its place is taken now: the close frame goes out and the connection ends without waiting
    // for the close handshake a connection that never spoke may not answer.
    socket.close(CLOSE_POLICY_VIOLATION, 'replaced by a newer connection: authenticate sooner');
    raw.end();
    setTimeout(() => raw.destroy(), CLOSE_GRACE_MS).unref();
    return raw;
  };

  const open = (ws: WebSocket, raw: Duplex, channel: Channel, address: string): void => {
    const socket = new StreamSocket(ws, raw, limits.maxBufferedBytes, () => {
      active.delete(socket);
      prove(address, raw);
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
    if (handler instanceof UserChannel) {
      const mine = unproven.get(address) ?? new Map<Duplex, StreamSocket>();
      unproven.set(address, mine.set(raw, socket));
    }
    // Protocol errors (a frame over maxPayload, bad framing) close the connection by themselves.
    ws.on('error', () => undefined);
    ws.on('message', (data: Buffer) => {
      // A connection being closed (a dropped slow consumer) must not subscribe again.
      if (!socket.open) return;
      const text = data.toString('utf8');
      if (text.trim() === 'PING') return socket.send('PONG');
      try {
        handler.receive(parseFrame(text));
        if (handler instanceof UserChannel && handler.apiKey !== '') prove(address, raw);
      } catch (error) {
        if (error instanceof BadFrame) return socket.sendError(error.message);
        console.error('stream message handling failed', error);
        socket.sendError('internal error');
      }
    });
  };

  const channels = attachChannelServer(
    server,
    limits,
    ({ request, socket, head, channel, address }) =>
      channels.wss.handleUpgrade(request, socket, head, (ws) => open(ws, socket, channel, address)),
    reclaim,
  );

  return {
    get connections() {
      return active.size;
    },
    async close() {
      stopFeed();
      stopRevocations();
      marketHub.close();
      await channels.close();
    },
  };
}
