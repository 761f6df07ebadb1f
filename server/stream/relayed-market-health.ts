import WebSocket, { type RawData } from 'ws';
import { createFeedHealth, type RestBook } from './feed-health.js';

export interface RelayedMarketHealthDeps {
  fetchBook(assetId: string): Promise<RestBook>;
  intervalMs?: number;
  perRound?: number;
}

/** Between two rounds of checks of one relayed connection. */
const INTERVAL_MS = 1_500;
const PER_ROUND = 10;
/** The close code that tells a script its channel froze upstream: connect again. */
export const CLOSE_UPSTREAM_FROZE = 1012;
/** How long a quiet channel has to answer a resubscribe before it counts as frozen. */
const FROZEN_AFTER_MS = 3_000;

type Message = Record<string, unknown>;

function messagesOf(data: RawData): Message[] {
  try {
    const parsed = JSON.parse(String(data)) as unknown;
    const items = Array.isArray(parsed) ? parsed : [parsed];
    return items.filter((item): item is Message => typeof item === 'object' && item !== null);
  } catch {
    return [];
  }
}

const assetIds = (message: Message): string[] =>
  Array.isArray(message['assets_ids'])
    ? message['assets_ids'].filter((id): id is string => typeof id === 'string')
    : [];

/**
 * A script's relayed market channel in mirror mode, checked like the terminal's
 * (feed-health.ts): the books its messages build against the upstream's REST books. A gap is
 * healed on the same connection by asking the upstream for fresh snapshots (the script gets a
 * new `book`, as after any subscribe); a channel that does not answer that either is frozen,
 * and is closed with 1012 so the script connects again. A script that subscribed with `"feed_health": true`
 * is also sent a `feed_health` message when a gap is found and when it is healed.
 */
export function watchRelayedMarket(
  client: WebSocket,
  upstream: WebSocket,
  deps: RelayedMarketHealthDeps,
): void {
  let reports = false;
  let customFeatures = false;
  let lastUpstreamAt = Date.now();
  const resubscribe = (assets: readonly string[]) => {
    if (upstream.readyState !== WebSocket.OPEN || assets.length === 0) return;
    upstream.send(JSON.stringify({ operation: 'unsubscribe', assets_ids: assets }));
    upstream.send(
      JSON.stringify({
        operation: 'subscribe',
        assets_ids: assets,
        ...(customFeatures ? { custom_feature_enabled: true } : {}),
      }),
    );
  };
  // A quiet channel may be a quiet market or a frozen socket: the resubscribe tells them
  // apart, since a live channel answers it with fresh snapshots.
  const retryOrClose = () => {
    const askedAt = Date.now();
    resubscribe(health.gaps());
    setTimeout(() => {
      if (lastUpstreamAt < askedAt && client.readyState === WebSocket.OPEN) {
        client.close(CLOSE_UPSTREAM_FROZE, 'the venue channel froze: connect again');
      }
    }, FROZEN_AFTER_MS).unref();
  };
  const health = createFeedHealth({
    fetchBook: deps.fetchBook,
    resubscribe,
    reconnect: retryOrClose,
    report: (report) => {
      if (reports && client.readyState === WebSocket.OPEN) client.send(JSON.stringify(report));
    },
    now: Date.now,
    perRound: deps.perRound ?? PER_ROUND,
  });
  client.on('message', (data) => {
    for (const message of messagesOf(data)) {
      if (message['feed_health'] === true) reports = true;
      if (message['custom_feature_enabled'] === true) customFeatures = true;
      if (message['operation'] === 'unsubscribe')
        for (const id of assetIds(message)) health.forget(id);
    }
  });
  upstream.on('message', (data) => {
    lastUpstreamAt = Date.now();
    for (const message of messagesOf(data)) health.apply(message);
  });
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    void health.check().finally(() => (checking = false));
  }, deps.intervalMs ?? INTERVAL_MS);
  timer.unref();
  client.once('close', () => clearInterval(timer));
  upstream.once('close', () => clearInterval(timer));
}
