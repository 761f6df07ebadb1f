import type { Server } from 'node:http';
import WebSocket, { type RawData } from 'ws';
import { attachChannelServer, type Channel, type ChannelUpgrade } from './channel-server.js';
import { CLOSE_TRY_AGAIN_LATER, DEFAULT_STREAM_LIMITS, type StreamLimits } from './limits.js';
import type { StreamHandle } from './attach-streams.js';
import { watchRelayedMarket, type RelayedMarketHealthDeps } from './relayed-market-health.js';
import { connectUpstream, relayedClose } from './upstream-socket.js';
import { refuseUpgrade } from './upgrade-answers.js';

export interface RelayedStreamDeps {
  /** The upstream's WebSocket URL of a channel (server/mirror's upstreamStreamUrl). */
  upstreamUrl(channel: Channel): string;
  limits?: Partial<StreamLimits>;
  /** Checks each relayed market channel against the upstream's books (relayed-market-health.ts). */
  marketHealth?: RelayedMarketHealthDeps;
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
 * in all and per client address, frame size, unread output. With `marketHealth`, each market
 * channel's books are checked against the upstream's and its gaps healed.
 */
export function attachRelayedStreams(server: Server, deps: RelayedStreamDeps): StreamHandle {
  const limits: StreamLimits = { ...DEFAULT_STREAM_LIMITS, ...deps.limits };
  const upstreams = new Set<WebSocket>();
  let closing = false;

  const open = async ({ request, socket, head, channel }: ChannelUpgrade) => {
    let upstream: WebSocket;
    try {
      upstream = await connectUpstream(deps.upstreamUrl(channel), limits.maxFrameBytes * 16);
    } catch (error) {
      return refuseUpgrade(socket, 503, (error as Error).message);
    }
    if (closing || socket.destroyed) return upstream.terminate();
    upstreams.add(upstream);
    upstream.once('close', () => upstreams.delete(upstream));
    channels.wss.handleUpgrade(request, socket, head, (client) => {
      pair(client, upstream, limits.maxBufferedBytes);
      if (channel === 'market' && deps.marketHealth) {
        watchRelayedMarket(client, upstream, deps.marketHealth);
      }
    });
  };

  const channels = attachChannelServer(server, limits, (upgrade) => void open(upgrade));

  return {
    get connections() {
      return channels.wss.clients.size;
    },
    async close() {
      closing = true;
      await channels.close();
      for (const upstream of upstreams) upstream.terminate();
    },
  };
}
