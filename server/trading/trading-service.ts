import type { Auth } from '../auth/index.js';
import type { TradingMarket } from '../catalog/index.js';
import type { NewOrderBody, OrderAnswer } from '../contract/index.js';
import { ServiceError } from '../contract/index.js';
import { createLedger } from '../ledger/index.js';
import type { Database } from '../storage/index.js';
import { createBookkeeping } from './bookkeeping.js';
import { createBookRegistry } from './books.js';
import { createCancels, type Cancels } from './cancels.js';
import { createGroupCommit } from './group-commit.js';
import { createHeartbeats, type Heartbeats } from './heartbeats.js';
import type { Caller } from './order-checks.js';
import { refusedAnswer } from './order-answer.js';
import { createOrderIntake } from './order-intake.js';
import { createOrderRecords } from './order-records.js';
import { createVenueOperations } from './venue-admin.js';
import type { VenueOperations } from './venue-operations.js';
import { createVenueJournal, type VenueFeed } from './venue-events.js';
import type { BookReader } from './books.js';

/** What trading needs of the catalog (server/catalog implements it). */
export interface TradingCatalog {
  tradingMarketByToken(tokenId: string): { market: TradingMarket; tokenIndex: 0 | 1 } | undefined;
  tradingMarket(conditionId: string): TradingMarket | undefined;
}

export interface TradingDeps {
  db: Database;
  auth: Auth;
  catalog: TradingCatalog;
  /** Closes a resolved market, changes tick sizes in the catalog (CatalogWriter). */
  catalogWriter: {
    settleMarket(conditionId: string, winningOutcomeIndex: number, atIso: string): unknown;
    setTickSize(conditionId: string, tickMicros: number, atIso: string): boolean;
  };
  now?: () => number;
}

export interface TradingService {
  postOrder(caller: Caller, body: NewOrderBody): OrderAnswer;
  /**
   * Recovers the signing keys of orders about to go to postOrder/postOrders (these very body
   * objects) on a worker thread, so the event loop skips the costliest check. Awaiting it first
   * is optional; it never rejects.
   */
  prepareOrders(bodies: readonly NewOrderBody[]): Promise<void>;
  /** POST /orders: each order on its own; a refused one answers success false. */
  postOrders(caller: Caller, bodies: readonly NewOrderBody[]): OrderAnswer[];
  cancels: Cancels;
  heartbeats: Heartbeats;
  venue: VenueOperations;
  /** Committed orders, trades and resolutions, as they happen. */
  feed: VenueFeed;
  /** The live books (read only): the order-book read surface and stream snapshots. */
  books: BookReader;
  /**
   * Settles once every change made so far is committed to SQLite: transports answer a write
   * only after it (see group-commit.ts).
   */
  committed(): Promise<void>;
  /** Heartbeat timeouts and GTD expiry: cancels and records what is due at `nowMs`. */
  sweep(nowMs: number): void;
  /** Runs sweep every second until stop(). */
  start(): void;
  stop(): void;
}

const SWEEP_INTERVAL_MS = 1_000;

export function createTradingService(deps: TradingDeps): TradingService {
  const now = deps.now ?? Date.now;
  const { db, auth } = deps;
  const ledger = createLedger(db);
  const records = createOrderRecords(db);
  const books = createBookRegistry(records);
  const journal = createVenueJournal();
  const marketByToken = (tokenId: string) => deps.catalog.tradingMarketByToken(tokenId);
  const bookkeeping = createBookkeeping({
    ledger,
    records,
    journal,
    marketOf: (order) => marketByToken(order.tokenId)?.market,
  });
  const commits = createGroupCommit(db, journal);
  const shared = { commits, records, books, bookkeeping, journal, now };
  const intake = createOrderIntake({ ...shared, db, auth, ledger, marketByToken });
  const cancels = createCancels({ ...shared, marketByToken });
  const heartbeats = createHeartbeats();
  const venue = createVenueOperations({
    ...shared,
    auth,
    ledger,
    marketByCondition: (conditionId) => deps.catalog.tradingMarket(conditionId),
    closeMarket: (conditionId, winner, at) =>
      void deps.catalogWriter.settleMarket(conditionId, winner, at),
    changeTick: (conditionId, tickMicros, at) =>
      deps.catalogWriter.setTickSize(conditionId, tickMicros, at),
  });
  let timer: NodeJS.Timeout | undefined;

  // A step that failed rolled back whole and is due again on the next sweep; the others go on.
  const sweepStep = (step: () => void): void => {
    try {
      step();
    } catch (error) {
      console.error('sweep step failed', error);
    }
  };

  const sweep = (nowMs: number): void => {
    // A chain ends with its cancels: if they roll back, it is back to time out again.
    for (const chain of heartbeats.expired(nowMs)) {
      sweepStep(() =>
        commits.run(
          () => cancels.byApiKey(chain.caller),
          () => heartbeats.restore(chain),
        ),
      );
    }
    const at = new Date(nowMs).toISOString();
    for (const [marketId, book] of books.loaded()) {
      const expired = book.expire(nowMs);
      if (expired.length === 0) continue;
      sweepStep(() =>
        commits.run(
          () => intake.cancelDropped(expired, at),
          () => books.forget(marketId),
        ),
      );
    }
  };

  return {
    postOrder: (caller, body) => intake.post(caller, body),
    prepareOrders: (bodies) => intake.prepare(bodies),
    postOrders: (caller, bodies) =>
      bodies.map((body) => {
        try {
          return intake.post(caller, body);
        } catch (error) {
          if (error instanceof ServiceError && error.code !== 'internal')
            return refusedAnswer(error.message);
          throw error;
        }
      }),
    cancels,
    heartbeats,
    venue,
    feed: journal,
    books,
    committed: () => commits.committed(),
    sweep,
    start() {
      timer ??= setInterval(() => sweep(now()), SWEEP_INTERVAL_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
      commits.close();
    },
  };
}
