import type WebSocket from 'ws';
import { ServiceError } from '../contract/index.js';
import { createFeedHealth, type FeedHealthReport, type RestBook } from './feed-health.js';
import type { RpcMarketFeed } from './rpc-socket-market.js';
import { connectUpstream } from './upstream-socket.js';

export interface UpstreamMarketFeedDeps {
  /** The upstream's market channel (server/mirror's upstreamStreamUrl(urls, 'market')). */
  url: string;
  /** Assets one subscription may follow. */
  maxAssets: number;
  /** Largest upstream frame accepted. */
  maxPayloadBytes?: number;
  /** Reconnection delays after the upstream dropped the connection: doubling from base to max. */
  reconnectBaseMs?: number;
  reconnectMaxMs?: number;
  /** Checks the copied books against the upstream's (feed-health.ts); unset: no checks. */
  health?: {
    fetchBook(assetId: string): Promise<RestBook>;
    /** Between two rounds of checks. */
    intervalMs?: number;
    /** Assets checked per round at most. */
    perRound?: number;
  };
}

type Deliver = (messagesJson: string) => void;
type Message = Record<string, unknown>;

/** The venue closes a market connection that sends nothing for a while; it answers PING. */
const KEEPALIVE_MS = 10_000;
/** Two rounds find a gap: within 5 s of the lost update, with room for a slow answer. */
const HEALTH_INTERVAL_MS = 1_500;
const HEALTH_PER_ROUND = 10;

/** The assets a market-channel message is about (price_change names its own per change). */
function assetsOf(message: Message): string[] {
  if (typeof message['asset_id'] === 'string') return [message['asset_id']];
  const changes = message['price_changes'];
  if (Array.isArray(changes)) {
    return changes.flatMap((change: Message) =>
      typeof change?.['asset_id'] === 'string' ? [change['asset_id']] : [],
    );
  }
  const assets = message['assets_ids'];
  return Array.isArray(assets) ? assets.filter((id) => typeof id === 'string') : [];
}

/** The messages of an upstream frame: an array of them, one, or none (PONG, not JSON). */
function messagesOf(text: string): Message[] {
  try {
    const parsed = JSON.parse(text) as unknown;
    const items = Array.isArray(parsed) ? parsed : [parsed];
    return items.filter((item): item is Message => typeof item === 'object' && item !== null);
  } catch {
    return [];
  }
}

/**
 * The renderer's market channel in mirror mode, from the upstream's market channel: one
 * connection for every subscription of the service, following each asset once however many
 * subscriptions watch it (subscribed upstream when the first watches it, unsubscribed when the
 * last leaves). A subscription names its assets upstream again, for the fresh `book` snapshot
 * every subscribe is answered with; each upstream message goes to the subscriptions that follow
 * one of its assets. A dropped connection is opened again, with growing delays, while anything
 * is watched, and every followed asset subscribed anew (new snapshots replace the books).
 * With `health`, the books the messages build are checked against the upstream's REST books
 * (feed-health.ts): a gap is reported to the subscriptions that follow the asset (a
 * `feed_health` message) and healed by a fresh snapshot or, when the whole channel went quiet,
 * a new connection.
 */
export function createUpstreamMarketFeed(deps: UpstreamMarketFeedDeps): RpcMarketFeed {
  const baseMs = deps.reconnectBaseMs ?? 1_000;
  const maxMs = deps.reconnectMaxMs ?? 15_000;
  const members = new Map<Deliver, Set<string>>();
  const watchers = new Map<string, number>();
  let socket: WebSocket | null = null;
  let connecting = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | null = null;
  let keepalive: NodeJS.Timeout | null = null;
  let healthTimer: NodeJS.Timeout | null = null;
  let checking = false;
  let closed = false;

  const send = (message: object) => {
    if (socket?.readyState === 1) socket.send(JSON.stringify(message));
  };
  const subscribeUpstream = (assets: readonly string[]) => {
    if (assets.length > 0) {
      send({ operation: 'subscribe', assets_ids: assets, custom_feature_enabled: true });
    }
  };

  const deliverAll = (messages: readonly Message[]) => {
    for (const [deliver, assets] of members) {
      const mine = messages.filter((message) => assetsOf(message).some((id) => assets.has(id)));
      if (mine.length > 0) deliver(mine.map((message) => JSON.stringify(message)).join(','));
    }
  };

  const health =
    deps.health &&
    createFeedHealth({
      fetchBook: deps.health.fetchBook,
      resubscribe: (assets) => {
        send({ operation: 'unsubscribe', assets_ids: assets });
        subscribeUpstream(assets);
      },
      reconnect: () => socket?.terminate(),
      report: (report: FeedHealthReport) => deliverAll([{ ...report }]),
      now: Date.now,
      perRound: deps.health.perRound ?? HEALTH_PER_ROUND,
    });

  const route = (data: Buffer) => {
    const messages = messagesOf(data.toString('utf8'));
    if (messages.length === 0) return;
    if (health) for (const message of messages) health.apply(message);
    deliverAll(messages);
  };

  const startHealthChecks = () => {
    if (!health || healthTimer) return;
    healthTimer = setInterval(() => {
      if (checking) return;
      checking = true;
      void health.check().finally(() => (checking = false));
    }, deps.health?.intervalMs ?? HEALTH_INTERVAL_MS);
    healthTimer.unref();
  };
  const stopHealthChecks = () => {
    if (healthTimer) clearInterval(healthTimer);
    healthTimer = null;
  };

  const scheduleReconnect = () => {
    if (closed || retry || members.size === 0) return;
    const delay = Math.min(maxMs, baseMs * 2 ** attempt++);
    retry = setTimeout(() => {
      retry = null;
      connect();
    }, delay);
    retry.unref();
  };

  const connect = () => {
    if (closed || socket || connecting || members.size === 0) return;
    connecting = true;
    connectUpstream(deps.url, deps.maxPayloadBytes ?? 16 * 1024 * 1024).then(
      (ws) => {
        connecting = false;
        if (closed || members.size === 0) return ws.close(1000);
        socket = ws;
        attempt = 0;
        ws.on('message', route);
        ws.on('error', () => ws.terminate());
        ws.on('close', () => {
          if (keepalive) clearInterval(keepalive);
          keepalive = null;
          socket = null;
          scheduleReconnect();
        });
        keepalive = setInterval(() => ws.readyState === 1 && ws.send('PING'), KEEPALIVE_MS);
        keepalive.unref();
        // The first frame of a market connection names the channel and its first assets.
        send({ type: 'market', assets_ids: [...watchers.keys()], custom_feature_enabled: true });
      },
      () => {
        connecting = false;
        scheduleReconnect();
      },
    );
  };

  return {
    subscribe(assetIds, deliver) {
      const assets = new Set(assetIds);
      if (assets.size > deps.maxAssets) {
        throw new ServiceError('too_large', `a subscription may follow at most ${deps.maxAssets}`);
      }
      if (closed) throw new ServiceError('unavailable', 'the market feed is closed');
      members.set(deliver, assets);
      for (const id of assets) watchers.set(id, (watchers.get(id) ?? 0) + 1);
      if (socket) subscribeUpstream([...assets]);
      else connect();
      startHealthChecks();
      return () => {
        if (!members.delete(deliver)) return;
        const dropped: string[] = [];
        for (const id of assets) {
          const left = (watchers.get(id) ?? 1) - 1;
          if (left > 0) watchers.set(id, left);
          else {
            watchers.delete(id);
            dropped.push(id);
            health?.forget(id);
          }
        }
        if (members.size === 0) {
          stopHealthChecks();
          return socket?.close(1000, 'nothing watched');
        }
        if (dropped.length > 0) send({ operation: 'unsubscribe', assets_ids: dropped });
      };
    },
    close() {
      closed = true;
      stopHealthChecks();
      if (retry) clearTimeout(retry);
      if (keepalive) clearInterval(keepalive);
      members.clear();
      watchers.clear();
      socket?.close(1001, 'service shutting down');
    },
  };
}
