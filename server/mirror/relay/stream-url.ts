import type { UpstreamUrls } from '../upstream/index.js';

export type StreamChannel = 'market' | 'user';

/** The real venue serves its order book and its WebSocket channels from different hosts. */
const VENUE_ORDER_BOOK_HOST = 'clob.polymarket.com';
const VENUE_STREAM_ORIGIN = 'wss://ws-subscriptions-clob.polymarket.com';

/**
 * The upstream's WebSocket URL of a channel: the venue's stream host when the order-book surface
 * is the venue's, else `/ws/<channel>` at the order-book URL's origin (a Marketdesk upstream
 * serves its streams at its root, whatever mount its surfaces are given at).
 */
export function upstreamStreamUrl(
  urls: Pick<UpstreamUrls, 'clob'>,
  channel: StreamChannel,
): string {
  const clob = new URL(urls.clob);
  if (clob.hostname === VENUE_ORDER_BOOK_HOST) return `${VENUE_STREAM_ORIGIN}/ws/${channel}`;
  const scheme = clob.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${clob.host}/ws/${channel}`;
}
