// A mirror of an upstream venue: the catalog synced into the local tables, books, quotes and
// public data read from the upstream through short caches, the scripts' trading relayed as it
// came, the terminal trading at the upstream with keys that stay in the vault.
import { createSecretBox } from '../../auth/index.js';
import {
  createPublicDataCache,
  createTradingRelay,
  createUpstreamClient,
  createUpstreamOrderBook,
  startMirrorSync,
  upstreamStreamUrl,
  type MirrorSyncSettings,
  type UpstreamUrls,
} from '../../mirror/index.js';
import { mergeHandlers, reportInternalToStderr } from '../../rpc/index.js';
import {
  attachRelayedStreams,
  createUpstreamMarketFeed,
  type RestBook,
} from '../../stream/index.js';
import type { Venue } from '../port.js';
import { createStatusHandlers } from '../status-methods.js';
import { startedWith } from '../stop-stack.js';
import type { VenueDeps } from '../venue-deps.js';
import { createUpstreamOrderBookHandlers } from './order-book-handlers.js';
import { createMirrorPublicDataHandlers } from './public-data-handlers.js';
import { mirrorTerminal } from './terminal.js';

export interface MirrorVenueOptions extends MirrorSyncSettings {
  upstream: UpstreamUrls;
}

/** Connects to the upstream and starts the catalog sync; builds nothing of the local venue. */
export function createMirrorVenue(deps: VenueDeps, options: MirrorVenueOptions): Promise<Venue> {
  const { db } = deps;
  return startedWith((stops) => {
    const upstream = createUpstreamClient(options.upstream);
    const publicData = createPublicDataCache({
      db,
      client: upstream,
      onBackgroundError: (error) => reportInternalToStderr(error, 'public-data cache refresh'),
    });
    // Stopped in reverse: the upstream's requests are cut, then the cache's refreshes settle.
    stops.push(() => publicData.idle());
    stops.push(() => upstream.close());
    const mirror = startMirrorSync(db, upstream, options);
    stops.push(() => mirror.stop());
    // The terminal trades through a client of its own: its orders never queue behind the
    // sync's pages. The status is the shared client's, which alone watches an idle upstream.
    const terminalUpstream = createUpstreamClient(upstream.urls, { idleCheckMs: 0 });
    stops.push(() => terminalUpstream.close());
    const terminal = mirrorTerminal({
      ...deps,
      upstream: terminalUpstream,
      secretBox: createSecretBox(deps.masterKey.load()),
      mirrorStatus: mirror.control.status,
      refreshPublicData: publicData.refreshWallet,
    });
    stops.push(() => terminal.close());
    const orderBook = createUpstreamOrderBook(upstream);
    return {
      handlers: mergeHandlers(
        createMirrorPublicDataHandlers(publicData),
        createUpstreamOrderBookHandlers(orderBook),
        createStatusHandlers(mirror.control),
        terminal.handlers,
      ),
      status: mirror.control,
      // Nothing of a mirror waits in a group commit: its writes commit as they are made.
      committed: () => Promise.resolve(),
      http: { relay: createTradingRelay(upstream) },
      attachStreams: (server, limits) =>
        attachRelayedStreams(server, {
          upstreamUrl: (channel) => upstreamStreamUrl(upstream.urls, channel),
          ...(limits ? { limits } : {}),
          // Scripts' channels share the one-second book cache: many watching one asset cost
          // the upstream one read a second.
          marketHealth: {
            fetchBook: async (assetId) =>
              JSON.parse(
                (await orderBook.get(`/book?token_id=${encodeURIComponent(assetId)}`)).toString(
                  'utf8',
                ),
              ) as RestBook,
          },
        }),
      createMarketFeed: (maxAssets) =>
        createUpstreamMarketFeed({
          url: upstreamStreamUrl(upstream.urls, 'market'),
          maxAssets,
          // Straight from the upstream, not through the short cache: the check compares now.
          health: {
            fetchBook: (assetId) =>
              upstream.json<RestBook>('clob', `/book?token_id=${encodeURIComponent(assetId)}`, {
                retries: 0,
                timeoutMs: 3_000,
              }),
          },
        }),
      subscribeAccount: terminal.accountEvents.subscribe,
      watchMarket: () => undefined,
      catalogSync: mirror.sync,
      close: stops.stopAll,
    };
  });
}
