// The local venue: the service is the venue itself (matching engine, ledger, its own books,
// trades and public data), with simulated traders when the demo wants them.
import { createCatalogWriter } from '../../catalog/index.js';
import { createLiquidity } from '../../liquidity/index.js';
import { createMarketData, startMarketStatistics } from '../../marketdata/index.js';
import { createPublicData } from '../../publicdata/index.js';
import { createRewards, type Rewards } from '../../rewards/index.js';
import { createAccountEvents, mergeHandlers } from '../../rpc/index.js';
import { attachStreams, createRpcMarketFeed } from '../../stream/index.js';
import {
  createAccountViews,
  createTradingService,
  type TradingService,
} from '../../trading/index.js';
import { accountOwners } from '../account-owners.js';
import type { Venue } from '../port.js';
import { localVenueStatus } from '../status-methods.js';
import { createLocalVenueHandlers } from './local-methods.js';
import { startedWith } from '../stop-stack.js';
import type { VenueDeps } from '../venue-deps.js';
import { terminalHandlers } from './terminal.js';

/** The renderer's market updates within this interval go out together (about a screen frame). */
const FEED_FRAME_MS = 8;

export interface LocalVenueOptions {
  /** Simulated traders quote and trade the markets (the demo). */
  liquidity: boolean;
}

/** The local venue also shows its engine: tests and the operator's tools reach it. */
export interface LocalVenue extends Venue {
  readonly trading: TradingService;
  readonly rewards: Rewards;
}

/** Builds and starts the local venue: order intake, market statistics, simulated traders. */
export function createLocalVenue(deps: VenueDeps, options: LocalVenueOptions): Promise<LocalVenue> {
  const { db, catalog, auth, vault } = deps;
  return startedWith((stops) => {
    const trading = createTradingService({
      db,
      auth,
      catalog,
      catalogWriter: createCatalogWriter(db),
    });
    const marketData = createMarketData({ db, catalog, books: trading.books, feed: trading.feed });
    stops.push(() => marketData.close());
    const accountViews = createAccountViews(db, auth.config.exchanges, auth.funders);
    const publicData = createPublicData({
      db,
      catalog,
      assetBaseUrl: deps.assetBaseUrl,
      books: trading.books,
    });
    const rewards = createRewards({ db, funders: auth.funders, assetBaseUrl: deps.assetBaseUrl });
    const handlers = mergeHandlers(
      createLocalVenueHandlers({
        catalog,
        auth,
        trading,
        accountViews,
        operations: trading.venue,
        marketData,
        publicData,
        rewards,
      }),
      terminalHandlers({ ...deps, trading, accountViews }),
    );
    trading.start();
    stops.push(() => trading.stop());
    rewards.start();
    stops.push(() => rewards.stop());
    const marketStats = startMarketStatistics({ db, catalog, trading });
    stops.push(() => marketStats.close());
    let watchMarket: Venue['watchMarket'] = () => undefined;
    if (options.liquidity) {
      const liquidity = createLiquidity({
        db,
        auth,
        catalog,
        trading,
        masterKey: deps.masterKey,
        limiter: deps.limiter,
      });
      liquidity.startInSteps();
      stops.push(() => liquidity.stop());
      watchMarket = (tokenIds) => liquidity.watch(tokenIds);
    }
    return {
      trading,
      rewards,
      handlers,
      status: localVenueStatus,
      committed: () => trading.committed(),
      http: { marketData },
      attachStreams: (server, limits) =>
        attachStreams(server, { catalog, auth, trading, bookBody: marketData.bookBody, limits }),
      createMarketFeed: (maxAssets) =>
        createRpcMarketFeed({
          catalog,
          trading,
          bookBody: marketData.bookBody,
          minFrameIntervalMs: FEED_FRAME_MS,
          maxAssets,
        }),
      subscribeAccount: createAccountEvents({
        feed: trading.feed,
        current: accountOwners(vault),
        onVaultChange: (listener) => vault.onChange(() => listener()),
      }),
      watchMarket,
      catalogSync: null,
      close: stops.stopAll,
    };
  });
}
