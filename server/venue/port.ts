import type { Server } from 'node:http';
import type { MarketData } from '../marketdata/index.js';
import type { CatalogSync } from '../mirror/index.js';
import type { SubscribeAccount } from '../rpc/index.js';
import type { DispatchTable, RequestRelay } from '../contract/index.js';
import type { RpcMarketFeed, StreamHandle, StreamLimits } from '../stream/index.js';
import type { VenueStatus } from './status-methods.js';

/**
 * Everything that differs between the local venue and a mirror of an upstream venue, behind one
 * interface: the composition root (server/host/compose.ts) builds one of the two
 * implementations (local/, mirror/) and nothing else asks which mode runs. What is the same in
 * both modes (the catalog's reads, the vault, the dispatcher, the transports) is built once
 * around it.
 */
export interface Venue {
  /**
   * The venue's methods: order-book reads and market settings, public data and comments, the
   * scripts' API keys, trading and account reads (local venue; a mirror relays them), the
   * operator's tools (local venue), the renderer's terminal and vault, status and sync.
   */
  readonly handlers: DispatchTable;
  /** The service's mode, upstream and catalog sync (GET /sync/status, POST /sync). */
  readonly status: VenueStatus;
  /** Resolves once every write so far is durable: the dispatcher's answers wait for it. */
  committed(): Promise<void>;
  /** What the scripts' HTTP port needs of the venue beyond the dispatcher. */
  readonly http: VenueHttp;
  /** The venue's WebSocket channels (/ws/market, /ws/user) on the HTTP server. */
  attachStreams(server: Server, limits?: Partial<StreamLimits>): StreamHandle;
  /** The renderer's `market` channel: books and trades of the tokens it follows. */
  createMarketFeed(maxAssets: number): RpcMarketFeed;
  /** The renderer's `account` channel: the vault's current account's orders, fills, balance. */
  readonly subscribeAccount: SubscribeAccount;
  /** A market page was opened on these tokens (the local venue's simulated traders liven it). */
  watchMarket(tokenIds: readonly string[]): void;
  /** A mirror's catalog sync; null where the catalog is the venue's own. */
  readonly catalogSync: CatalogSync | null;
  /** Stops the venue's background work; the database stays open (the caller's). */
  close(): Promise<void>;
}

export interface VenueHttp {
  /** The scripts' L1 and L2 requests passed upstream as they came (a mirror); unset: served here. */
  readonly relay?: RequestRelay;
  /** The local books whose bodies GET /book may replay; unset: order-book reads are never replayed. */
  readonly marketData?: MarketData;
}
