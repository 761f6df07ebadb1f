import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { closeWebSocketServer } from './close-server.js';
import { ConnectionBudget } from './connection-budget.js';
import { CLOSE_GRACE_MS, type StreamLimits } from './limits.js';
import { hasRpcSocket, RPC_SOCKET_PATH, upgradePath } from './rpc-socket.js';
import {
  answerHandshakeErrors,
  asksForWebSocket,
  refuseUpgrade,
  serveWithoutUpgrade,
} from './upgrade-answers.js';

export type Channel = 'market' | 'user';

/** The venue's stream paths and their channels. */
export const CHANNELS: Readonly<Record<string, Channel>> = {
  '/ws/market': 'market',
  '/ws/user': 'user',
};

/** An upgrade to one of the channels that its connection budget admitted. */
export interface ChannelUpgrade {
  request: IncomingMessage;
  socket: Duplex;
  head: Buffer;
  channel: Channel;
}

export interface ChannelServer {
  /** Completes the handshakes of the upgrades `accept` takes. */
  readonly wss: WebSocketServer;
  /** Stops routing upgrades and closes every connection (1001 after a grace period). */
  close(): Promise<void>;
}

function channelBudgets(limits: StreamLimits): Record<Channel, ConnectionBudget> {
  const budget = (path: string) =>
    new ConnectionBudget(path, limits.maxConnections, limits.maxConnectionsPerClient);
  return { market: budget('/ws/market'), user: budget('/ws/user') };
}

/**
 * The venue's two channels on the HTTP server, the same whether they are served locally or
 * relayed to an upstream: the renderer's RPC socket answers its own upgrades, a WebSocket
 * upgrade to another path is answered 404 and any other upgrade (`h2c`) is served as a plain
 * request. Each channel's budget (connections in all and per client address) admits the rest,
 * and holds the place until the connection is gone, a failed handshake's too; `accept` takes
 * each admitted upgrade.
 */
export function attachChannelServer(
  server: Server,
  limits: StreamLimits,
  accept: (upgrade: ChannelUpgrade) => void,
): ChannelServer {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxPayloadBytes,
    // Required by StreamSocket.sendFrame: uncompressed, ws writes every frame as it is sent.
    perMessageDeflate: false,
  });
  answerHandshakeErrors(wss);
  const budgets = channelBudgets(limits);

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = upgradePath(request);
    if (path === RPC_SOCKET_PATH && hasRpcSocket(server)) return;
    const channel = Object.hasOwn(CHANNELS, path) ? CHANNELS[path] : undefined;
    if (!channel) {
      if (!asksForWebSocket(request)) return serveWithoutUpgrade(server, request, socket, head);
      return refuseUpgrade(socket, 404, `no WebSocket at ${path}: use /ws/market or /ws/user`);
    }
    const address = request.socket.remoteAddress ?? '';
    const refusal = budgets[channel].take(address);
    if (refusal) return refuseUpgrade(socket, refusal.status, refusal.message);
    socket.once('close', () => budgets[channel].release(address));
    accept({ request, socket, head, channel });
  };
  server.on('upgrade', onUpgrade);

  return {
    wss,
    async close() {
      server.off('upgrade', onUpgrade);
      await closeWebSocketServer(wss, CLOSE_GRACE_MS);
    },
  };
}
