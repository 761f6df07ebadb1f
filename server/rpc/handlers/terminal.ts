import type { Catalog } from '../../catalog/index.js';
import {
  ServiceError,
  badParameter,
  type Market,
  type MethodName,
  type ServiceStatus,
  type terminalMethods,
} from '../../contract/index.js';
import { decimalStringFromMicros, microsFromDecimalString } from '../../engine/index.js';
import type { Ledger } from '../../ledger/index.js';
import type { AccountViews, TradingService, VenueOperations } from '../../trading/index.js';
import type { HandlerGroup } from '../handler.js';
import { placeOrder } from './terminal/place-order.js';
import { portfolioPositions } from './terminal/portfolio-positions.js';
import { allPages } from './terminal/all-pages.js';
import {
  payingAddress,
  type CurrentAccount,
  type CurrentSigner,
} from './terminal/terminal-signer.js';
import type { Static } from 'typebox';

export type {
  AccountView,
  CurrentAccount,
  CurrentSigner,
  TerminalSigner,
} from './terminal/terminal-signer.js';

type TerminalMethod = (typeof terminalMethods)[keyof typeof terminalMethods]['name'];
export type TerminalMethodName = TerminalMethod | 'catalog.searchMarkets';

export interface MarketSearchQuery {
  q: string;
  limit: number;
  active?: boolean | undefined;
  closed?: boolean | undefined;
}

export interface TerminalDeps {
  trading: Pick<TradingService, 'prepareOrders' | 'postOrder' | 'cancels' | 'books' | 'committed'>;
  /** The venue's operations in local-venue mode; null in mirror mode (no faucet). */
  venue: Pick<VenueOperations, 'faucet'> | null;
  accountViews: Pick<AccountViews, 'userOrders' | 'accountTrades'>;
  ledger: Pick<Ledger, 'findAccount' | 'positionsOf'>;
  catalog: Pick<Catalog, 'getMarket' | 'tradingMarket' | 'tradingMarketByToken'>;
  searchMarkets: (query: MarketSearchQuery) => Market[];
  /** For trading and the user's actions (activity for the auto-lock). */
  signer: CurrentSigner;
  /** For reads: the same account without its key (not activity). */
  account: CurrentAccount;
  status: {
    version: string;
    mode: Static<typeof ServiceStatus>['mode'];
    chainId: number;
    /** The scripts' HTTP API as it is now (null while the port is off). */
    apiUrl: () => string | null;
  };
  now?: () => number;
}

const DEFAULT_SEARCH_LIMIT = 20;
const DEFAULT_TRADES_LIMIT = 200;

/**
 * The terminal's own methods: trading and portfolio of the vault's current account (orders
 * take the same intake as POST /order), the service's status, and market type-ahead.
 */
export function createTerminalHandlers(deps: TerminalDeps): HandlerGroup<TerminalMethodName> {
  const now = deps.now ?? Date.now;
  const { trading } = deps;

  const caller = async () => {
    const signer = deps.signer();
    return { signer, identity: await signer.apiIdentity() };
  };
  const durable = async <T>(answer: T): Promise<T> => {
    await trading.committed();
    return answer;
  };

  return {
    'service.status': () => ({
      version: deps.status.version,
      mode: deps.status.mode,
      time: now(),
      apiUrl: deps.status.apiUrl(),
      chainId: deps.status.chainId,
    }),

    'terminal.placeOrder': async (ticket) => {
      const { signer, identity } = await caller();
      return durable(await placeOrder(ticket, { ...deps, now }, signer, identity));
    },

    'terminal.cancelOrder': async ({ orderId }) => {
      const { identity } = await caller();
      return durable(trading.cancels.byHashes(identity, [orderId]));
    },

    'terminal.cancelAll': async ({ market }) => {
      const { identity } = await caller();
      const answer =
        market === undefined
          ? trading.cancels.all(identity)
          : trading.cancels.market(identity, { market });
      return durable(answer);
    },

    'terminal.openOrders': ({ market }) => {
      const { address } = deps.account();
      const orders = allPages((next_cursor) =>
        deps.accountViews.userOrders(address, {
          ...(market !== undefined ? { market } : {}),
          next_cursor,
        }),
      );
      return orders.reverse();
    },

    'terminal.trades': ({ limit }) => {
      const { address } = deps.account();
      const trades = allPages((next_cursor) =>
        deps.accountViews.accountTrades(address, { next_cursor }),
      );
      return trades.reverse().slice(0, limit ?? DEFAULT_TRADES_LIMIT);
    },

    'terminal.balance': () => {
      const address = payingAddress(deps.account());
      const account = deps.ledger.findAccount(address);
      const total = account?.collateralMicros ?? 0;
      const reserved = account?.reservedMicros ?? 0;
      return {
        address,
        total: decimalStringFromMicros(total),
        reserved: decimalStringFromMicros(reserved),
        available: decimalStringFromMicros(total - reserved),
      };
    },

    'terminal.positions': () =>
      portfolioPositions(payingAddress(deps.account()), {
        ledger: deps.ledger,
        catalog: deps.catalog,
        books: trading.books,
      }),

    'terminal.faucet': async ({ amount }) => {
      if (!deps.venue) throw new ServiceError('unavailable', 'the faucet is a local-venue tool');
      const micros = microsFromDecimalString(amount);
      if (micros === null || micros <= 0) throw badParameter('amount', 'must be above 0');
      const credited = deps.venue.faucet(payingAddress(deps.signer()), micros);
      return durable({
        address: credited.address,
        balance: decimalStringFromMicros(credited.balanceMicros),
      });
    },

    'catalog.searchMarkets': ({ q, limit, active, closed }) =>
      deps.searchMarkets({ q, limit: limit ?? DEFAULT_SEARCH_LIMIT, active, closed }),
  };
}

/** Compile-time check that every name above is a method of the contract. */
export type TerminalMethodsKnown = TerminalMethodName extends MethodName ? true : never;
