import { PRICE_SCALE } from '../../shared/index.js';
import type { Random } from '../random.js';
import type { HistoryEvent, HistoryMarket } from './history-markets.js';
import { HOUR_MS, type EventPaths } from './price-paths.js';

const DAY_MS = 24 * HOUR_MS;

/** One trade to be: who wants which side is settled later, against the traders' holdings. */
export interface TradeIntent {
  market: HistoryMarket;
  atMs: number;
  /** The fill's price in YES terms, on the market's tick. */
  yesTicks: number;
  /** The taker wants YES exposure (buys YES or sells NO); else NO exposure. */
  takerLongYes: boolean;
  /** What the taker means to spend or raise, in dollars: its shares follow its token's price. */
  ticketDollars: number;
}

/**
 * An event's volume over the history, in dollars: log-normal, so a few events carry most of it
 * (the top ones millions, the median tens of thousands), four times as much when featured.
 */
const MEDIAN_EVENT_DOLLARS = 25_000;
const EVENT_VOLUME_SIGMA = 1.9;
const MAX_EVENT_DOLLARS = 40_000_000;
/** Trades of a market grow slower than its volume: big markets trade bigger tickets. */
const TRADES_PER_DOLLAR_POWER = 0.42;
const TRADES_FACTOR = 0.9;
const MAX_TRADES_PER_MARKET = 2_000;
/** Ticket sizes around a market's mean: log-normal with this sigma. */
const TICKET_SIGMA = 1.1;
/** Trading picks up as an event's end date nears: this many times busier, over days. */
const END_RUSH = 5;
const END_RUSH_DAYS = 2;
const MICROS = 1_000_000;
const MAX_SHARES = 2_000_000;

/** The whole shares a ticket buys or sells at a price in ticks, in micro-units. */
export const sharesFor = (ticketDollars: number, priceTicks: number): number =>
  Math.min(MAX_SHARES, Math.max(1, Math.round((ticketDollars * PRICE_SCALE) / priceTicks))) *
  MICROS;

/** The hour weights of a market's trading: zero outside its life, heavier near the end date. */
function hourWeights(
  market: HistoryMarket,
  endMs: number,
  startMs: number,
  nowMs: number,
  hours: number,
): Float64Array {
  const from = Math.max(startMs, market.createdMs);
  const until = market.closedMs ?? nowMs;
  const weights = new Float64Array(hours);
  for (let k = 0; k < hours; k++) {
    const t = startMs + k * HOUR_MS;
    if (t < from - HOUR_MS || t >= until) continue;
    const toEnd = Math.max(0, Math.min(endMs, until) - t);
    const hourOfDay = Math.floor(t / HOUR_MS) % 24;
    const daily = 1 + 0.45 * Math.sin((2 * Math.PI * (hourOfDay - 9)) / 24);
    weights[k] = daily * (1 + END_RUSH * Math.exp(-toEnd / (END_RUSH_DAYS * DAY_MS)));
  }
  return weights;
}

function sampleHours(random: Random, weights: Float64Array, count: number): number[] {
  const cumulative = new Float64Array(weights.length);
  let total = 0;
  weights.forEach((weight, k) => (cumulative[k] = total += weight));
  if (total === 0) return [];
  const hours: number[] = [];
  for (let n = 0; n < count; n++) {
    const target = random.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    hours.push(lo);
  }
  return hours;
}

/**
 * A YES price on the market's tick, inside [tick, 1 - tick]: the nearest to the path, so
 * consecutive prints follow the walk rather than bounce between a bid and an ask.
 */
function onTick(price: number, tickTicks: number): number {
  const ticks = Math.round((price * PRICE_SCALE) / tickTicks) * tickTicks;
  return Math.min(PRICE_SCALE - tickTicks, Math.max(tickTicks, ticks));
}

/** The trades of every market of one event over the history's grid, unsorted. */
export function planEventTrades(
  random: Random,
  event: HistoryEvent,
  paths: EventPaths,
  startMs: number,
  nowMs: number,
  hours: number,
): TradeIntent[] {
  const eventDollars = Math.min(
    MAX_EVENT_DOLLARS,
    MEDIAN_EVENT_DOLLARS *
      Math.exp(EVENT_VOLUME_SIGMA * random.gaussian()) *
      (event.featured ? 4 : 1),
  );
  const shares = event.markets.map((_, i) => {
    const path = paths.paths[i] as Float64Array;
    return ((path[hours - 1] as number) + 0.05) * (0.5 + random.next());
  });
  const shareTotal = shares.reduce((sum, share) => sum + share, 0);
  const intents: TradeIntent[] = [];
  event.markets.forEach((market, i) => {
    const path = paths.paths[i] as Float64Array;
    const weights = hourWeights(market, event.endMs, startMs, nowMs, hours);
    const activeShare = weights.reduce((sum, weight) => sum + (weight > 0 ? 1 : 0), 0) / hours;
    const dollars = (eventDollars * (shares[i] as number) * Math.sqrt(activeShare)) / shareTotal;
    if (activeShare === 0 || dollars < 1) return;
    const count = Math.min(
      MAX_TRADES_PER_MARKET,
      Math.max(2, Math.round(TRADES_FACTOR * dollars ** TRADES_PER_DOLLAR_POWER)),
    );
    const meanTicket = dollars / count;
    const until = market.closedMs ?? nowMs;
    for (const k of sampleHours(random, weights, count)) {
      const atMs = Math.floor(Math.min(until - 1, startMs + (k + random.next()) * HOUR_MS));
      if (atMs < market.createdMs) continue;
      const here = path[k] as number;
      const next = (path[Math.min(hours - 1, k + 1)] as number) - here;
      const takerLongYes = random.next() < 0.5 + 0.35 * Math.tanh(next * 40);
      const yesTicks = onTick(here, market.tickTicks);
      const ticketDollars =
        meanTicket * Math.exp(TICKET_SIGMA * random.gaussian() - TICKET_SIGMA ** 2 / 2);
      intents.push({ market, atMs, yesTicks, takerLongYes, ticketDollars });
    }
  });
  return intents;
}
