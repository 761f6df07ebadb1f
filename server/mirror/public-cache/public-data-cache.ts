import type {
  ActivityQuery,
  ClosedPositionsQuery,
  CommentsQuery,
  InputOf,
  Methods,
  PublicTradesQuery,
} from '../../contract/index.js';
import { ServiceError } from '../../contract/index.js';
import type { Database } from '../../storage/index.js';
import type { UpstreamClient } from '../upstream/index.js';
import { createShortCache } from './short-cache.js';
import {
  PASS_THROUGH_READS,
  type UpstreamRead,
  type UpstreamReadMethod,
} from './upstream-reads.js';
import { createWalletLists } from './wallet-lists.js';
import {
  activityQuery,
  closedPositionsQuery,
  commentsQuery,
  tradesQuery,
  type WalletListQuery,
} from './wallet-queries.js';
import { createWalletStore } from './wallet-store.js';

export interface PublicDataCacheOptions {
  /** A wallet's list younger than this is answered without asking the upstream. */
  ttlMs: number;
  /** Older than the TTL and up to this age: answered stale at once, refreshed behind. */
  maxStaleMs: number;
  /**
   * Items kept per wallet and kind, the newest; each kind has its own bound under it (10,000
   * trades or activity rows, 2,000 closed positions or comments) and so do the upstream's pages.
   */
  maxItemsPerList: number;
  /** Wallets kept in SQLite; the least recently used beyond it are dropped. */
  maxWallets: number;
  /** The in-memory cache of the other reads. */
  shortTtlMs: number;
  shortMaxEntries: number;
  shortMaxBytes: number;
}

export const PUBLIC_DATA_CACHE_DEFAULTS: PublicDataCacheOptions = {
  ttlMs: 30_000,
  maxStaleMs: 60 * 60_000,
  maxItemsPerList: 10_000,
  maxWallets: 1_000,
  shortTtlMs: 3_000,
  shortMaxEntries: 2_000,
  shortMaxBytes: 64 * 1024 * 1024,
};

export interface PublicDataCacheDeps {
  /** The mirror's database (migration 011 holds the cache's tables). */
  db: Database;
  client: UpstreamClient;
  options?: Partial<PublicDataCacheOptions>;
  now?: () => number;
  /** A background refresh failed other than by the upstream's doing (a fault to report). */
  onBackgroundError?: (error: unknown) => void;
}

/**
 * Mirror mode's public data: answers as JSON bytes, the upstream's items as it sent them.
 * /trades?user=, /activity, /closed-positions and a wallet's comments come from the wallet's
 * lists cached in SQLite, filtered and sorted here as the upstream would; every other read
 * goes to the upstream through a short in-memory cache.
 */
export interface PublicDataCache {
  trades(query: PublicTradesQuery): Promise<Buffer>;
  activity(query: ActivityQuery): Promise<Buffer>;
  closedPositions(query: ClosedPositionsQuery): Promise<Buffer>;
  commentsByUser(userAddress: string, query: CommentsQuery): Promise<Buffer>;
  /** A read the cache passes to the upstream. */
  read<M extends UpstreamReadMethod>(method: M, input: InputOf<Methods[M]>): Promise<Buffer>;
  /**
   * Fetches the wallet's cached lists again now (the terminal's account traded): settles once
   * they are fresh, or kept as they were where the upstream failed.
   */
  refreshWallet(wallet: string): Promise<void>;
  /** Settles once the background refreshes running now have. */
  idle(): Promise<void>;
  close(): void;
}

const jsonArray = (items: readonly string[]): Buffer => Buffer.from(`[${items.join(',')}]`);

export function createPublicDataCache(deps: PublicDataCacheDeps): PublicDataCache {
  const options = { ...PUBLIC_DATA_CACHE_DEFAULTS, ...deps.options };
  const now = deps.now ?? Date.now;
  const store = createWalletStore(deps.db, { maxWallets: options.maxWallets });
  const lists = createWalletLists({
    client: deps.client,
    store,
    now,
    options: {
      ttlMs: options.ttlMs,
      maxStaleMs: options.maxStaleMs,
      maxItems: options.maxItemsPerList,
      touchEveryMs: Math.min(options.ttlMs, 60_000),
    },
    ...(deps.onBackgroundError ? { onBackgroundError: deps.onBackgroundError } : {}),
  });
  const short = createShortCache(deps.client, {
    ttlMs: options.shortTtlMs,
    maxEntries: options.shortMaxEntries,
    maxBytes: options.shortMaxBytes,
  });
  const readUpstream = ({ surface, pathAndQuery }: UpstreamRead) =>
    short.get(surface, pathAndQuery);

  /**
   * A page of a wallet's list. From a list cut short at its bound, a page that may reach past
   * the cut is asked of the upstream instead; offline, the cut list's page is the answer.
   */
  async function walletPage(
    wallet: string,
    query: WalletListQuery,
    upstream: UpstreamRead,
  ): Promise<Buffer> {
    const address = wallet.toLowerCase();
    const list = await lists.ready(address, query.kind);
    const items = store.page(address, query);
    const exact = list.complete || (query.storedOrder && items.length === query.limit);
    if (!exact) {
      try {
        return await readUpstream(upstream);
      } catch (error) {
        if (!(error instanceof ServiceError) || error.code !== 'upstream_unreachable') throw error;
      }
    }
    return jsonArray(items);
  }

  return {
    trades(query) {
      const listQuery = tradesQuery(query);
      const upstream = PASS_THROUGH_READS['publicdata.trades'](query);
      if (query.user === undefined) return readUpstream(upstream);
      return walletPage(query.user, listQuery, upstream);
    },
    activity(query) {
      const listQuery = activityQuery(query);
      return walletPage(query.user, listQuery, PASS_THROUGH_READS['publicdata.activity'](query));
    },
    closedPositions(query) {
      const listQuery = closedPositionsQuery(query);
      return walletPage(
        query.user,
        listQuery,
        PASS_THROUGH_READS['publicdata.closedPositions'](query),
      );
    },
    commentsByUser(userAddress, query) {
      return walletPage(
        userAddress,
        commentsQuery(query),
        PASS_THROUGH_READS['catalog.comments']({ user_address: userAddress, ...query }),
      );
    },
    read(method, input) {
      const upstreamRead = PASS_THROUGH_READS[method] as (input: unknown) => UpstreamRead;
      return readUpstream(upstreamRead(input));
    },
    refreshWallet: (wallet) => lists.refreshHeld(wallet.toLowerCase()),
    idle: () => lists.idle(),
    close: () => short.clear(),
  };
}
