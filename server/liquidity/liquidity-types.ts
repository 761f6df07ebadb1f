// The simulated liquidity's surface: what it needs, what it reports, what it offers.
import type { Auth, MasterKeySource } from '../auth/index.js';
import type { TradingMarket } from '../catalog/index.js';
import type { RateLimiter } from '../limits/index.js';
import type { Database } from '../storage/index.js';
import type { TradingService } from '../trading/index.js';
import type { AgentCounters } from './agents.js';
import type { LiquidityOptions } from './options.js';

export interface LiquidityDeps {
  db: Database;
  auth: Auth;
  catalog: {
    tradingMarket(conditionId: string): TradingMarket | undefined;
    tradingMarketByToken(tokenId: string): { market: TradingMarket } | undefined;
  };
  trading: TradingService;
  /** The data dir's master key: the agents' wallets are derived from it. */
  masterKey: MasterKeySource;
  /**
   * The HTTP service's own limiter, shared: the agents take the trading-write scopes like any
   * client, keyed by their wallet addresses (HTTP clients are keyed by IP, so neither eats the
   * other's budget). Null or absent: no limits.
   */
  limiter?: RateLimiter | null;
  /** The clock; with a shared limiter, the one it counts HTTP requests on. Default Date.now. */
  now?: () => number;
  /** Same seed, same fair-value paths, quotes and taker choices. Default 1. */
  seed?: number;
  options?: LiquidityOptions;
  /** A tick that failed (the agents carry on at the next one). Default: a warning on stderr. */
  onError?: (error: unknown) => void;
  /**
   * Whether the process is too busy for the agents this tick. Default, with their own timer:
   * the event loop's utilization since the last tick above options.busyUtilization.
   */
  busy?: () => boolean;
}

export interface LiquidityStats extends AgentCounters {
  agents: number;
  quotedMarkets: number;
  takerOrders: number;
  ticks: number;
  /** Rows of the agents' canceled, never matched quotes deleted so far. */
  prunedOrders: number;
  /** Small orders nudged into (or taken back from) the hot markets' ladders. */
  nudges: number;
  /** Ticks sat out because the process was busy. */
  pausedTicks: number;
  /** Time spent in ticks, in ms of wall clock (the agents' own share of the event loop). */
  busyMs: number;
}

export interface Liquidity {
  /** Selects the markets, creates the agents, cancels what they left on the books, starts ticking. */
  start(): void;
  /**
   * start(), with the selection of the markets run in short steps on timers: the service answers
   * requests meanwhile (a watch() meanwhile applies once the agents start). A failed selection
   * is reported to onError and leaves it stopped.
   */
  startInSteps(): void;
  /**
   * One round: the next part of the first start's backfill, funding, the markets due for a
   * requote, maybe one taker order, now and then a prune of old canceled quotes. The timer
   * calls it.
   */
  tick(): void;
  /** Stops ticking and cancels the agents' quotes. */
  stop(): void;
  /**
   * Someone opened the market of these tokens (a market page): it is kept as lively as the
   * hot markets for a few minutes, so a page never looks frozen.
   */
  watch(tokenIds: readonly string[]): void;
  stats(): LiquidityStats;
  /** The agents' wallet addresses (public, like any trader's). */
  agentAddresses(): string[];
}
