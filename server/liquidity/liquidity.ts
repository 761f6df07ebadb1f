import { performance } from 'node:perf_hooks';
import type { TradingMarket } from '../catalog/index.js';
import { createLedger } from '../ledger/index.js';
import type { VenueEvent } from '../trading/index.js';
import { createAgent, type Agent, type AgentCounters } from './agents.js';
import { createBackfill, type Backfill } from './backfill.js';
import { createFairValue, HOURLY_WALK } from './fair-value.js';
import { visitMarket, type QuotedMarket } from './market-maker.js';
import { selectMarkets, type SelectedMarket } from './market-selection.js';
import { runInSteps, runToEnd } from '../background/index.js';
import { lotShares } from './depth.js';
import { collateralOf } from './ladder.js';
import { resolveOptions } from './options.js';
import { createOrderPruner, type OrderPruner } from './order-pruning.js';
import { createOrderSigner } from './order-signer.js';
import { createRandom, streamSeed } from './random.js';
import { takerOrder } from './taker.js';
import { MAX_NUDGES, nudgeOrder } from './nudge.js';
import { loopLoad } from './loop-load.js';
import { createWatchList } from './watch-list.js';
import type { Liquidity, LiquidityDeps } from './liquidity-types.js';

export type { Liquidity, LiquidityDeps, LiquidityStats } from './liquidity-types.js';

/** Hot markets visited each tick, on top of the round over all of them. */
const HOT_PER_TICK = 2;
/** Share of taker orders aimed at the hot markets. */
const HOT_TAKER_SHARE = 0.7;
/** Markets backfilled per tick: a few tens of ms of writing, the whole demo in seconds. */
const BACKFILL_PER_TICK = 50;
/** The hot markets' fair values wander this many times as far (a cent every few minutes). */
const HOT_VOLATILITY = 3;
/** How often the agents' old canceled quotes are pruned: faster than they can cancel them. */
const PRUNE_EVERY_MS = 10_000;

const warn = (error: unknown): void =>
  console.warn(`liquidity: ${error instanceof Error ? error.message : String(error)}`);

export function createLiquidity(deps: LiquidityDeps): Liquidity {
  const options = resolveOptions(deps.options);
  const now = deps.now ?? Date.now;
  const seed = deps.seed ?? 1;
  const onError = deps.onError ?? warn;
  const counters: AgentCounters = {
    ordersPosted: 0,
    ordersRefused: 0,
    cancelRequests: 0,
    throttled: 0,
  };
  const random = createRandom(streamSeed(seed, 0, 2));
  let agents: Agent[] = [];
  let agentAddresses = new Set<string>();
  let markets: QuotedMarket[] = [];
  let hot: QuotedMarket[] = [];
  /** Takes owed to the hot markets, and whose turn is next. */
  let takeCredit = 0;
  let takeCursor = 0;
  const watched = createWatchList<QuotedMarket>();
  const byMarketId = new Map<number, QuotedMarket>();
  const due = new Set<QuotedMarket>();
  let cursor = 0;
  let hotCursor = 0;
  let ticks = 0;
  let takerOrders = 0;
  let prunedOrders = 0;
  let nudges = 0;
  let pausedTicks = 0;
  let busyMs = 0;
  const load = loopLoad();
  const busy = deps.busy ?? (() => options.intervalMs !== null && load() > options.busyUtilization);
  let pruner: OrderPruner | null = null;
  let nextPruneMs = 0;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  let backfill: Backfill | null = null;
  /** Abandons the selection of markets under way (startInSteps). */
  let selecting: (() => void) | null = null;
  /** Tokens watched while the markets were being selected: watched once the agents start. */
  let watchedEarly: string[] = [];

  const createAgents = (): Agent[] => {
    const agentDeps = {
      ...deps,
      ledger: createLedger(deps.db),
      limiter: deps.limiter ?? null,
      sign: createOrderSigner(deps.auth, now),
      now,
      masterKey: deps.masterKey.load(),
      fundFloorMicros: options.fundFloorMicros,
      fundTargetMicros: options.fundTargetMicros,
      counters,
      canceled: (owner: string, hashes: readonly string[], atMs: number) =>
        pruner?.canceled(owner, hashes, atMs),
    };
    return Array.from({ length: options.agents }, (_, index) => createAgent(agentDeps, index));
  };

  const onEvents = (events: readonly VenueEvent[]): void => {
    for (const event of events) {
      const quoted = byMarketId.get(event.market.marketId);
      if (!quoted) continue;
      if (event.kind === 'trade') {
        // A quote filled away leaves a gap; a partly filled one still stands on the book.
        const { makerOrder } = event;
        if (agentAddresses.has(makerOrder.ownerAddress) && makerOrder.status === 'MATCHED') {
          quoted.dirty = true;
        }
      } else if (event.kind === 'market_resolved') {
        quoted.live = [];
        quoted.dirty = true;
      } else if (event.kind === 'tick_size_change') quoted.dirty = true;
      if (quoted.dirty) due.add(quoted);
    }
  };

  const drop = (gone: QuotedMarket): void => {
    byMarketId.delete(gone.marketId);
    due.delete(gone);
    watched.delete(gone);
    markets = markets.filter((quoted) => quoted !== gone);
    hot = hot.filter((quoted) => quoted !== gone);
  };

  const round = (): void => {
    const perVisit = 2 * options.levels;
    let budget = options.maxOrdersPerTick;
    const visit = (quoted: QuotedMarket): void => {
      due.delete(quoted);
      const visited = visitMarket(
        quoted,
        deps.catalog.tradingMarket(quoted.conditionId),
        options.levels,
        now(),
      );
      budget -= visited.orders;
      if (visited.outcome === 'gone') drop(quoted);
    };
    const chance = (p: number) => p > 0 && random.next() < p;
    const nowMs = now();
    watched.expire(nowMs);
    const lively = [...hot, ...watched.items()];
    for (const quoted of lively) if (chance(options.hotNudgeChance) && nudge(quoted)) budget -= 1;
    // The hot markets are taken from in turn, hotTakerChance of them a tick on average: each
    // trades every few seconds, with no market left waiting on the dice.
    takeCredit += options.hotTakerChance * lively.length;
    for (; takeCredit >= 1 && lively.length > 0; takeCredit -= 1) {
      if (takeLiquidity(lively[takeCursor++ % lively.length])) budget -= 1;
    }
    if (random.next() < options.takerChance && takeLiquidity()) budget -= 1;
    for (const quoted of [...due]) if (budget >= perVisit) visit(quoted);
    for (let i = 0; i < HOT_PER_TICK && hot.length > 0 && budget >= perVisit; i++) {
      visit(hot[hotCursor++ % hot.length] as QuotedMarket);
    }
    for (let i = 0; i < options.marketsPerTick && markets.length > 0 && budget >= perVisit; i++) {
      visit(markets[cursor++ % markets.length] as QuotedMarket);
    }
  };

  /** The market of a quoted market, when it is open for orders. */
  const openMarket = (quoted: QuotedMarket): TradingMarket | undefined => {
    const market = deps.catalog.tradingMarket(quoted.conditionId);
    if (!market || market.closed || !market.acceptingOrders || !market.active) return undefined;
    return market;
  };

  /**
   * Changes a hot market's book between requotes: its maker adds a small order inside its
   * ladder or takes back an older one. Whether it did.
   */
  const nudge = (quoted: QuotedMarket): boolean => {
    const market = openMarket(quoted);
    const { maker } = quoted;
    if (!market || maker.throttled() || !quoted.quoted) return false;
    const oldest = quoted.nudges[0];
    if (oldest && (quoted.nudges.length >= MAX_NUDGES || quoted.random.next() < 0.4)) {
      if (!maker.cancel([oldest])) return false;
      quoted.nudges.shift();
      quoted.live = quoted.live.filter((hash) => hash !== oldest);
      nudges += 1;
      return true;
    }
    const order = nudgeOrder(quoted, market, quoted.random);
    if (order) maker.fund(collateralOf([order]));
    const answer = order && maker.post(market, [order])?.[0];
    if (!answer) return false;
    if (answer.success && answer.status === 'live') {
      quoted.nudges.push(answer.orderID);
      quoted.live.push(answer.orderID);
    }
    nudges += 1;
    return true;
  };

  /**
   * One marketable FAK order by an agent other than the market's maker, in the given market or
   * one drawn (mostly among the hot ones); whether it went out.
   */
  const takeLiquidity = (given?: QuotedMarket): boolean => {
    const pool = hot.length > 0 && random.next() < HOT_TAKER_SHARE ? hot : markets;
    const quoted = given ?? pool[random.int(pool.length)];
    if (!quoted || agents.length < 2) return false;
    const market = openMarket(quoted);
    if (!market) return false;
    // Never the market's own maker: the venue would cancel its quotes as a self-trade.
    const offset = 1 + random.int(agents.length - 1);
    const taker = agents[(quoted.maker.index + offset) % agents.length] as Agent;
    if (taker.throttled()) return false;
    const book = deps.trading.books.view(market);
    const order = takerOrder(market, book, taker, quoted.random, quoted.lot);
    if (!order) return false;
    // Its own ladders may have locked its collateral: a take is sized by the market's lot.
    taker.fund(collateralOf([order]));
    if (!taker.post(market, [order])) return false;
    takerOrders += 1;
    return true;
  };

  const tick = (): void => {
    if (!running || markets.length === 0) return;
    if (busy()) {
      pausedTicks += 1;
      return;
    }
    ticks += 1;
    const started = performance.now();
    try {
      if (backfill?.step()) backfill = null;
      for (const agent of agents) agent.fund();
      round();
      if (pruner && now() >= nextPruneMs) {
        nextPruneMs = now() + PRUNE_EVERY_MS;
        prunedOrders += pruner.prune(now());
      }
    } catch (error) {
      onError(error);
    }
    busyMs += performance.now() - started;
  };

  const selection = () =>
    selectMarkets(
      deps.db,
      (conditionId) => deps.catalog.tradingMarket(conditionId),
      { conditionIds: options.markets, limit: options.maxMarkets },
      random,
    );

  const watch = (tokenIds: readonly string[]): void => {
    if (!running) return;
    if (selecting) {
      watchedEarly.push(...tokenIds);
      return;
    }
    for (const tokenId of tokenIds) {
      const found = deps.catalog.tradingMarketByToken(tokenId);
      const quoted = found && byMarketId.get(found.market.marketId);
      if (!quoted || hot.includes(quoted)) continue;
      watched.add(quoted, now());
      // Not quoted yet: its ladder goes up at the next tick.
      if (quoted.quoted === null) due.add(quoted);
    }
  };

  /** Starts the agents on the selected markets, unless stopped while they were selected. */
  const begin = (selected: SelectedMarket[]): void => {
    selecting = null;
    if (!running || selected.length === 0) return;
    agents = createAgents();
    agentAddresses = new Set(agents.map((agent) => agent.address));
    for (const agent of agents) {
      agent.cancelAll();
      agent.fund();
    }
    const startMs = now();
    pruner = createOrderPruner(deps.db, [...agentAddresses], startMs, options.pruneAfterMs);
    nextPruneMs = startMs + PRUNE_EVERY_MS;
    backfill = createBackfill(
      deps.db,
      selected.map(({ market, startFair }) => ({ ...market, startFair })),
      now(),
      seed,
      BACKFILL_PER_TICK,
    );
    const walk = (hot: boolean) => ({
      stepLogit: options.volatility * (hot ? HOT_VOLATILITY : 1),
      reversion: HOURLY_WALK.reversion,
    });
    markets = selected.map(({ market, startFair, activity }, index) => ({
      conditionId: market.conditionId,
      marketId: market.marketId,
      maker: agents[index % agents.length] as Agent,
      fair: createFairValue(
        startFair,
        market.tickTicks,
        startMs,
        createRandom(streamSeed(seed, market.marketId, 0)),
        walk(index < options.hotMarkets),
      ),
      random: createRandom(streamSeed(seed, market.marketId, 3)),
      lot: lotShares(activity, startFair, options.levels),
      live: [],
      nudges: [],
      quoted: null,
      dirty: false,
      retryAtMs: null,
    }));
    for (const quoted of markets) byMarketId.set(quoted.marketId, quoted);
    hot = markets.slice(0, options.hotMarkets);
    watch(watchedEarly);
    watchedEarly = [];
    unsubscribe = deps.trading.feed.subscribe(onEvents);
    if (options.intervalMs !== null) {
      timer = setInterval(tick, options.intervalMs);
      timer.unref();
    }
  };

  return {
    start() {
      if (running) return;
      running = true;
      begin(runToEnd(selection()));
    },

    startInSteps() {
      if (running) return;
      running = true;
      selecting = runInSteps(selection(), begin, (error) => {
        // Not started: a later start tries again.
        selecting = null;
        running = false;
        watchedEarly = [];
        onError(error);
      });
    },

    tick,

    watch,

    stop() {
      if (!running) return;
      running = false;
      selecting?.();
      selecting = null;
      watchedEarly = [];
      backfill = null;
      pruner = null;
      clearInterval(timer);
      timer = undefined;
      unsubscribe?.();
      unsubscribe = undefined;
      try {
        for (const agent of agents) agent.cancelAll();
      } catch (error) {
        onError(error);
      }
      markets = [];
      hot = [];
      watched.clear();
      byMarketId.clear();
      due.clear();
    },

    stats: () => ({
      ...counters,
      agents: agents.length,
      quotedMarkets: markets.filter((quoted) => quoted.quoted !== null).length,
      takerOrders,
      ticks,
      prunedOrders,
      nudges,
      pausedTicks,
      busyMs,
    }),

    agentAddresses: () => agents.map((agent) => agent.address),
  };
}
