import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket, { type RawData } from 'ws';
import { closeWebSocketServer } from './close-server.js';
import { CHANNELS, createChannelServer, type Channel } from './channel-server.js';
import {
  CLOSE_GRACE_MS,
  CLOSE_TRY_AGAIN_LATER,
  DEFAULT_STREAM_LIMITS,
  type StreamLimits,
} from './limits.js';
import { hasRpcSocket, RPC_SOCKET_PATH, upgradePath } from './rpc-socket.js';
import type { StreamHandle } from './attach-streams.js';
import { connectUpstream, relayedClose } from './upstream-socket.js';
import { asksForWebSocket, refuseUpgrade, serveWithoutUpgrade } from './upgrade-answers.js';

export interface RelayedStreamDeps {
  /** The upstream's WebSocket URL of a channel (server/mirror's upstreamStreamUrl). */
  upstreamUrl(channel: Channel): string;
  limits?: Partial<StreamLimits>;
}

const sizeOf = (data: RawData): number =>
  Array.isArray(data) ? data.reduce((sum, part) => sum + part.length, 0) : data.byteLength;

/**
 * Ties a client's connection to its own upstream connection: frames pass both ways as they
 * came, and each closes with the other. A side that lets more than `maxBufferedBytes` pile up
 * unread is a slow consumer: both are closed (1013) rather than queue more for it.
 */
function pair(client: WebSocket, upstream: WebSocket, maxBufferedBytes: number): void {
  const pass = (to: WebSocket, data: RawData, isBinary: boolean) => {
    if (to.readyState !== WebSocket.OPEN) return;
    if (to.bufferedAmount + sizeOf(data) <= maxBufferedBytes)
      return to.send(data, { binary: isBinary });
    client.close(CLOSE_TRY_AGAIN_LATER, 'slow consumer: too much unread output');
    upstream.close(CLOSE_TRY_AGAIN_LATER, 'slow consumer');
  };
  client.on('message', (data, isBinary) => pass(upstream, data, isBinary));
  upstream.on('message', (data, isBinary) => pass(client, data, isBinary));
  client.on('close', (code, reason) => {
    if (upstream.readyState === WebSocket.OPEN) upstream.close(...relayedClose(code, reason));
    else upstream.terminate();
  });
  upstream.on('close', (code, reason) => {
    if (client.readyState === WebSocket.OPEN) client.close(...relayedClose(code, reason));
  });
  // Protocol errors close the connection by themselves; its close handler tells the other side.
  client.on('error', () => undefined);
  upstream.on('error', () => upstream.terminate());
}

/**
 * Mirror mode's /ws/market and /ws/user: each connection gets one of its own to the upstream's
 * channel, opened before the client's handshake completes (no upstream: the upgrade is refused
 * 503 `upstream unreachable`), and every frame (subscriptions, PING and PONG, the upstream's
 * events) passes both ways as it came. The channels keep the local streams' bounds: connections
 * in all and per client address, frame size, unread output.
 */
export function attachRelayedStreams(server: Server, deps: RelayedStreamDeps): StreamHandle {
  const limits: StreamLimits = { ...DEFAULT_STREAM_LIMITS, ...deps.limits };
  const { wss, budgets } = createChannelServer(limits);
  const upstreams = new Set<WebSocket>();
  let closing = false;

  const open = async (request: IncomingMessage, socket: Duplex, head: Buffer, channel: Channel) => {
    let upstream: WebSocket;
    try {
      upstream = await connectUpstream(deps.upstreamUrl(channel), limits.maxFrameBytes * 16);
    } catch (error) {
      return refuseUpgrade(socket, 503, (error as Error).message);
    }
    if (closing || socket.destroyed) return upstream.terminate();
    upstreams.add(upstream);
    upstream.once('close', () => upstreams.delete(upstream));
    wss.handleUpgrade(request, socket, head, (client) =>
      pair(client, upstream, limits.maxBufferedBytes),
    );
  };

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
    void open(request, socket, head, channel);
  };
  server.on('upgrade', onUpgrade);

  return {
    get connections() {
      return wss.clients.size;
    },
    async close() {
      closing = true;
      server.off('upgrade', onUpgrade);
      await closeWebSocketServer(wss, CLOSE_GRACE_MS);
      for (const upstream of upstreams) upstream.terminate();
    },
  };
}
