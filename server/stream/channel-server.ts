import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { foreignRequest } from '../wire/index.js';
import { closeWebSocketServer } from './close-server.js';
import { ConnectionBudget } from './connection-budget.js';
import { CLOSE_GRACE_MS, type StreamLimits } from './limits.js';
import { claimsUpgradePath } from './claimed-paths.js';
import { upgradePath } from './rpc-socket.js';
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
  /** The client's address, as its connection budget counts it. */
  address: string;
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
 * Closes one connection of the channel from the address that has not shown it is a real
 * client yet (an unauthenticated /ws/user connection, the oldest first) and gives back its raw
 * socket; undefined when there is none.
 */
export type Reclaim = (channel: Channel, address: string) => Duplex | undefined;

/**
 * The venue's two channels on the HTTP server, the same whether they are served locally or
 * relayed to an upstream: the renderer's RPC socket answers its own upgrades, one under a
 * foreign Host or from a web page (a foreign Origin: scripts send none) is refused, a WebSocket
 * upgrade to another path is answered 404 and any other upgrade (`h2c`) is served as a plain
 * request. Each channel's budget (connections in all and per client address) admits the rest,
 * and holds the place until the connection is gone, a failed handshake's too; `accept` takes
 * each admitted upgrade. An address at its share gets a place `reclaim` frees from its own
 * unproven connections, so a neighbour holding unauthenticated sockets cannot lock out a client
 * that authenticates.
 */
export function attachChannelServer(
  server: Server,
  limits: StreamLimits,
  accept: (upgrade: ChannelUpgrade) => void,
  reclaim: Reclaim = () => undefined,
): ChannelServer {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxPayloadBytes,
    // Required by StreamSocket.sendFrame: uncompressed, ws writes every frame as it is sent.
    perMessageDeflate: false,
  });
  answerHandshakeErrors(wss);
  const budgets = channelBudgets(limits);
  const places = new WeakMap<Duplex, () => void>();

  /** Takes a place for the connection, reclaiming one of the address's if it is at its share. */
  const takePlace = (channel: Channel, address: string, socket: Duplex) => {
    let refusal = budgets[channel].take(address);
    if (refusal?.status === 429) {
      const victim = reclaim(channel, address);
      if (victim) {
        places.get(victim)?.();
        refusal = budgets[channel].take(address);
      }
    }
    if (refusal) return refusal;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      budgets[channel].release(address);
    };
    places.set(socket, release);
    socket.once('close', release);
    return null;
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = upgradePath(request);
    if (claimsUpgradePath(server, path)) return;
    const foreign = foreignRequest(request, server);
    if (foreign) return refuseUpgrade(socket, foreign.status, foreign.message);
    const channel = Object.hasOwn(CHANNELS, path) ? CHANNELS[path] : undefined;
    if (!channel) {
      if (!asksForWebSocket(request)) return serveWithoutUpgrade(server, request, socket, head);
      return refuseUpgrade(socket, 404, `no WebSocket at ${path}: use /ws/market or /ws/user`);
    }
    const address = request.socket.remoteAddress ?? '';
    const refusal = takePlace(channel, address, socket);
    if (refusal) return refuseUpgrade(socket, refusal.status, refusal.message);
    accept({ request, socket, head, channel, address });
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
