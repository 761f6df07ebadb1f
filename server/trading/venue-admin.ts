import type { Auth } from '../auth/index.js';
import type { TradingMarket } from '../catalog/index.js';
import { ServiceError, badParameter, notFound } from '../contract/index.js';
import type { Ledger } from '../ledger/index.js';
import type { BookRegistry } from './books.js';
import type { Bookkeeping } from './bookkeeping.js';
import type { GroupCommit } from './group-commit.js';
import type { OrderRecords } from './order-records.js';
import type { VenueOperations } from './venue-operations.js';
import type { VenueJournal } from './venue-events.js';

export interface VenueAdminDeps {
  commits: GroupCommit;
  auth: Auth;
  ledger: Ledger;
  records: OrderRecords;
  books: BookRegistry;
  bookkeeping: Bookkeeping;
  journal: VenueJournal;
  marketByCondition: (conditionId: string) => TradingMarket | undefined;
  /** Closes the market in the catalog (CatalogWriter.settleMarket). */
  closeMarket: (conditionId: string, winningOutcomeIndex: number, atIso: string) => void;
  /** Sets an open market's tick size in the catalog (CatalogWriter.setTickSize). */
  changeTick: (conditionId: string, tickMicros: number, atIso: string) => boolean;
  now: () => number;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** The venue's tick sizes, in ticks of 0.0001: 0.1, 0.01, 0.001 and 0.0001. */
export const TICK_SIZES_TICKS = [1000, 100, 10, 1] as const;
const MICROS_PER_TICK = 100;

export function createVenueOperations(deps: VenueAdminDeps): VenueOperations {
  const { commits, ledger, records, books, bookkeeping } = deps;
  return {
    faucet(address, amountMicros) {
      if (!ADDRESS.test(address))
        throw badParameter('address', 'must be a 0x-prefixed 20-byte hex address');
      const at = new Date(deps.now()).toISOString();
      const balance = commits.run(() => ledger.credit(address, amountMicros, at));
      return { address: balance.address, balanceMicros: balance.collateralMicros };
    },

    resolve(conditionId, winningOutcomeIndex) {
      const market = deps.marketByCondition(conditionId.toLowerCase());
      if (!market) throw notFound(`market ${conditionId}`);
      if (winningOutcomeIndex !== 0 && winningOutcomeIndex !== 1) {
        throw badParameter('winning_outcome_index', 'must be 0 or 1');
      }
      if (market.winningOutcomeIndex !== null) {
        throw new ServiceError('invalid_input', `market ${conditionId} is already resolved`);
      }
      const at = new Date(deps.now()).toISOString();
      // The book is rebuilt from SQLite on next use, with the orders again if this rolls back.
      const forgetBook = (): void => books.forget(market.marketId);
      const summary = commits.run(() => {
        commits.onRollback(forgetBook);
        const open = records.liveOfMarket(market.marketId);
        for (const order of open) bookkeeping.cancel(order, at);
        const settled = ledger.settleMarket(
          market.marketId,
          market.tokens,
          winningOutcomeIndex,
          at,
        );
        deps.closeMarket(market.conditionId, winningOutcomeIndex, at);
        deps.journal.emit({
          kind: 'market_resolved',
          market,
          winningOutcomeIndex,
          atMs: Date.parse(at),
        });
        return { cancelledOrders: open.length, ...settled };
      });
      forgetBook();
      return { conditionId: market.conditionId, winningOutcomeIndex, ...summary };
    },

    setTickSize(conditionId, tickTicks) {
      const market = deps.marketByCondition(conditionId.toLowerCase());
      if (!market) throw notFound(`market ${conditionId}`);
      if (!(TICK_SIZES_TICKS as readonly number[]).includes(tickTicks)) {
        throw badParameter('tick_size', 'must be 0.1, 0.01, 0.001 or 0.0001');
      }
      if (market.closed) throw new ServiceError('invalid_input', `market ${conditionId} is closed`);
      const oldTickTicks = market.tickTicks;
      const at = new Date(deps.now()).toISOString();
      // The book is rebuilt from SQLite on next use, on the tick that is in force then.
      const forgetBook = (): void => books.forget(market.marketId);
      commits.run(() => {
        commits.onRollback(forgetBook);
        deps.changeTick(market.conditionId, tickTicks * MICROS_PER_TICK, at);
        const atMs = Date.parse(at);
        const event = { kind: 'tick_size_change', oldTickTicks, newTickTicks: tickTicks } as const;
        deps.journal.emit({ ...event, market: { ...market, tickTicks }, atMs });
      });
      // Resting orders keep their prices on the new tick's book.
      forgetBook();
      return { conditionId: market.conditionId, oldTickTicks, newTickTicks: tickTicks };
    },

    registerFunder(signer, funder, signatureType) {
      commits.run(() => deps.auth.funders.register(signer, funder, signatureType));
    },
  };
}
