import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket, { WebSocketServer } from 'ws';
import { foreignRequest } from '../wire/index.js';
import { claimUpgradePath } from './claimed-paths.js';
import { closeWebSocketServer } from './close-server.js';
import { CLOSE_GRACE_MS, CLOSE_TRY_AGAIN_LATER } from './limits.js';
import { answerHandshakeErrors, refuseUpgrade } from './upgrade-answers.js';

/** Where the renderer's RPC socket is served (web mode). */
export const RPC_SOCKET_PATH = '/rpc';

/** The path of an upgrade request, parsed the same way by every upgrade handler. */
export const upgradePath = (request: IncomingMessage): string =>
  new URL(request.url ?? '/', 'http://localhost').pathname;

/** A session's peer: what the RPC session may do with the connection. */
export interface RpcPeer {
  send(text: string): void;
}

/** The transport-agnostic session (server/rpc's createRpcSession) behind one connection. */
export interface RpcConnection {
  receive(text: string): void;
  close(): void;
}

export interface RpcSocketOptions {
  /** The per-launch token (createLaunchToken) a client must send as the `token` query parameter. */
  token: string;
  openSession(peer: RpcPeer): RpcConnection;
  maxPayloadBytes?: number;
  /** Unsent output past which a connection is closed (1013) instead of buffered. */
  maxBufferedBytes?: number;
  pingIntervalMs?: number;
  maxConnections?: number;
}

export interface RpcSocketHandle {
  readonly connections: number;
  close(): Promise<void>;
}

/** A fresh token for one launch of the service: 32 random bytes, base64url. */
export const createLaunchToken = (): string => randomBytes(32).toString('base64url');

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Compares in constant time (over digests, so the length leaks nothing either). */
const sameToken = (given: string | null, expected: string): boolean =>
  given !== null && timingSafeEqual(digest(given), digest(expected));

/**
 * The renderer's RPC on the service's HTTP server (web mode): one WebSocket per renderer at
 * RPC_SOCKET_PATH, refused before any RPC without the launch token or from another origin.
 * Every text message goes to the connection's session; pings detect dead peers.
 */
export function attachRpcSocket(server: Server, options: RpcSocketOptions): RpcSocketHandle {
  const maxBufferedBytes = options.maxBufferedBytes ?? 8 * 1024 * 1024;
  const maxConnections = options.maxConnections ?? 16;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxPayloadBytes ?? 256 * 1024,
    perMessageDeflate: false,
  });
  answerHandshakeErrors(wss);
  const alive = new WeakMap<WebSocket, boolean>();

  const open = (ws: WebSocket): void => {
    const peer: RpcPeer = {
      send(text) {
        if (ws.readyState !== WebSocket.OPEN) return;
        if (ws.bufferedAmount + Buffer.byteLength(text) > maxBufferedBytes) {
          ws.close(CLOSE_TRY_AGAIN_LATER, 'slow consumer: too much unread output');
          session.close();
          return;
        }
        ws.send(text);
      },
    };
    const session = options.openSession(peer);
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
    ws.on('error', () => undefined);
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (!isBinary) session.receive(data.toString('utf8'));
    });
    ws.once('close', () => session.close());
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (upgradePath(request) !== RPC_SOCKET_PATH) return;
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!sameToken(url.searchParams.get('token'), options.token)) {
      return refuseUpgrade(socket, 401, 'token is missing or wrong');
    }
    const foreign = foreignRequest(request, server);
    if (foreign) return refuseUpgrade(socket, foreign.status, foreign.message);
    if (wss.clients.size >= maxConnections) {
      return refuseUpgrade(
        socket,
        503,
        `too many terminal connections (at most ${maxConnections})`,
      );
    }
    wss.handleUpgrade(request, socket, head, open);
  };
  server.on('upgrade', onUpgrade);
  const unclaim = claimUpgradePath(server, RPC_SOCKET_PATH);

  const pinger = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.get(ws)) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, options.pingIntervalMs ?? 30_000);
  pinger.unref();

  return {
    get connections() {
      return wss.clients.size;
    },
    async close() {
      server.off('upgrade', onUpgrade);
      unclaim();
      clearInterval(pinger);
      await closeWebSocketServer(wss, CLOSE_GRACE_MS);
    },
  };
}
