import type { MarketStatsRecord } from '../records.js';
import { DAY } from './dates.js';
import type { Random } from './random.js';

const ONE = 1_000_000;
const MICROS_PER_DOLLAR = 1_000_000;

/** A price on the tick grid, inside [tick, 1 - tick]. */
const onTick = (price: number, tick: number): number =>
  Math.min(ONE - tick, Math.max(tick, Math.round(price / tick) * tick));

interface VolumeWindows {
  volumeMicros: number;
  volume1yrMicros: number;
  volume1moMicros: number;
  volume1wkMicros: number;
  volume24hrMicros: number;
}

/**
 * Splits a market's lifetime volume into the trailing windows. Trading ran from `startMs` to
 * `lastTradeMs`; more of it happened near the end (a concave share of the elapsed time), so the
 * windows are nested and never exceed the total.
 */
export function volumeWindows(
  random: Random,
  volumeMicros: number,
  startMs: number,
  lastTradeMs: number,
  nowMs: number,
): VolumeWindows {
  const lifetime = Math.max(1, lastTradeMs - startMs);
  const recency = random.between(0.45, 0.95);
  const within = (windowMs: number): number => {
    const overlap = Math.min(lifetime, lastTradeMs - Math.max(startMs, nowMs - windowMs));
    if (overlap <= 0) return 0;
    return Math.floor(volumeMicros * Math.min(1, overlap / lifetime) ** recency);
  };
  return {
    volumeMicros,
    volume1yrMicros: within(365 * DAY),
    volume1moMicros: within(30 * DAY),
    volume1wkMicros: within(7 * DAY),
    volume24hrMicros: within(DAY),
  };
}

interface OpenMarketInput {
  /** Fair price of the first outcome, in micros. */
  price: number;
  tickSizeMicros: number;
  volumeMicros: number;
  startMs: number;
  nowMs: number;
}

/** Order-book figures of a market that trades: bid < ask on the tick grid, last trade between. */
export function openMarketStats(random: Random, input: OpenMarketInput): MarketStatsRecord {
  const tick = input.tickSizeMicros;
  const volumeDollars = input.volumeMicros / MICROS_PER_DOLLAR;
  const spreadTicks =
    volumeDollars > 100_000
      ? random.int(1, 2)
      : volumeDollars > 5_000
        ? random.int(1, 4)
        : random.int(2, 6);
  let bid = onTick(input.price - Math.floor(spreadTicks / 2) * tick, tick);
  let ask = bid + spreadTicks * tick;
  if (ask > ONE - tick) {
    ask = ONE - tick;
    bid = Math.max(tick, ask - spreadTicks * tick);
  }
  const last = bid + random.int(0, (ask - bid) / tick) * tick;
  const change = random.chance(0.35)
    ? 0
    : Math.min(
        last,
        Math.max(last - ONE, Math.round((random.normal() * 0.02 * ONE) / tick) * tick),
      );
  const mid = (bid + ask) / 2 / ONE;
  const closeness = 1 - (2 * mid - 1) ** 2;
  const tightness = (1 - Math.min(1, (ask - bid) / 100_000)) ** 2;
  const liquidityDollars = Math.min(
    50_000_000,
    volumeDollars ** 0.55 * random.between(2, 20) + random.between(50, 500),
  );
  return {
    ...volumeWindows(random, input.volumeMicros, input.startMs, input.nowMs, input.nowMs),
    liquidityMicros: Math.round(liquidityDollars * MICROS_PER_DOLLAR),
    bestBidMicros: bid,
    bestAskMicros: ask,
    lastTradePriceMicros: last,
    oneDayPriceChangeMicros: change,
    competitiveMicros: Math.round(ONE * tightness * (0.35 + 0.65 * closeness)),
  };
}

interface ClosedMarketInput {
  winningOutcomeIndex: number;
  volumeMicros: number;
  startMs: number;
  closedMs: number;
  nowMs: number;
}

/** A resolved market: no book, the first outcome last traded at 1 if it won and 0 if it lost. */
export function closedMarketStats(random: Random, input: ClosedMarketInput): MarketStatsRecord {
  return {
    ...volumeWindows(random, input.volumeMicros, input.startMs, input.closedMs, input.nowMs),
    liquidityMicros: 0,
    bestBidMicros: null,
    bestAskMicros: null,
    lastTradePriceMicros: input.winningOutcomeIndex === 0 ? ONE : 0,
    oneDayPriceChangeMicros: null,
    competitiveMicros: 0,
  };
}
