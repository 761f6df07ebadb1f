// A venue whose app listens on 127.0.0.1 (a free port) with the WebSocket streams attached, for
// tests that need real sockets. Book snapshots come from the order-book read surface, as in
// the service.
import type { AddressInfo } from 'node:net';
import { createMarketData, type MarketData } from '../../server/marketdata/index.js';
import { attachStreams, type StreamHandle, type StreamLimits } from '../../server/stream/index.js';
import { startVenue, type Venue } from './venue.js';

export interface ListeningVenue extends Venue {
  streams: StreamHandle;
  marketData: MarketData;
  /** ws://127.0.0.1:<port><path> */
  wsUrl(path: string): string;
}

export async function startListeningVenue(
  limits: Partial<StreamLimits> = {},
): Promise<ListeningVenue> {
  const venue = await startVenue();
  await venue.app.listen({ host: '127.0.0.1', port: 0 });
  const { catalog, auth, trading, db } = venue;
  const marketData = createMarketData({ db, catalog, books: trading.books, feed: trading.feed });
  const streams = attachStreams(venue.app.server, {
    catalog,
    auth,
    trading,
    bookBody: marketData.bookBody,
    limits,
  });
  const { port } = venue.app.server.address() as AddressInfo;
  return {
    ...venue,
    streams,
    marketData,
    wsUrl: (path) => `ws://127.0.0.1:${port}${path}`,
    async close() {
      await streams.close();
      marketData.close();
      await venue.close();
    },
  };
}
