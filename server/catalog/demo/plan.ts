import { DAY, HOUR, MINUTE } from './dates.js';
import type { Random } from './random.js';
import { SERIES } from './series-catalog.js';
import { allocateSeriesEvents, firstOccurrenceAfter, occurrence, upcomingCount } from './series.js';
import { CATEGORIES, type Category, type EventTemplate } from './vocabulary/index.js';

export type EventStatus = 'open' | 'closed' | 'archived';

/** One event to generate: its template, size, place in a series and timeline (ms). */
export interface EventSlot {
  template: EventTemplate;
  marketCount: number;
  /** Index into SERIES, or null for a standalone event. */
  series: number | null;
  status: EventStatus;
  createdMs: number;
  startMs: number;
  endMs: number;
}

const MARKETS_PER_EVENT = 3.75;
const SERIES_SHARE = 0.2;
const DEFAULT_HORIZON_DAYS = 540;

/** Short-lived events end on the hour; longer ones at noon UTC of their last day. */
function roundEnd(ms: number, horizonDays: number): number {
  if (horizonDays <= 14) return Math.floor(ms / HOUR) * HOUR;
  return Math.floor(ms / DAY) * DAY + 12 * HOUR;
}

function standaloneSlot(random: Random, now: number): EventSlot {
  const { templates } = pickCategory(random);
  const template = random.pick(templates);
  const horizon = template.horizonDays ?? DEFAULT_HORIZON_DAYS;
  const roll = random.next();
  const status: EventStatus = roll < 0.78 ? 'open' : roll < 0.95 ? 'closed' : 'archived';
  let endMs: number;
  let startMs: number;
  if (status === 'open') {
    endMs = roundEnd(now + (0.25 + (horizon - 0.25) * random.next() ** 2) * DAY, horizon);
    if (endMs <= now) endMs += DAY;
    startMs = now - random.between(0.5, Math.min(240, Math.max(2, horizon / 2))) * DAY;
  } else {
    const ago =
      status === 'closed' ? 0.1 + 364.9 * random.next() ** 1.5 : random.between(365, 1100);
    endMs = roundEnd(now - ago * DAY, horizon);
    if (endMs >= now) endMs -= DAY;
    startMs = endMs - random.between(2, Math.max(3, Math.min(300, horizon))) * DAY;
  }
  return {
    template,
    marketCount: preferredSize(random, template),
    series: null,
    status,
    createdMs: startMs - random.between(1, 48 * 60) * MINUTE,
    startMs,
    endMs,
  };
}

const categoryWeightSum = CATEGORIES.reduce((sum, entry) => sum + entry.weight, 0);

function pickCategory(random: Random): (typeof CATEGORIES)[number] {
  let target = random.next() * categoryWeightSum;
  for (const entry of CATEGORIES) {
    target -= entry.weight;
    if (target < 0) return entry;
  }
  return CATEGORIES[CATEGORIES.length - 1] as (typeof CATEGORIES)[number];
}

/** A size between the template's bounds: often small, sometimes large (exponential). */
function preferredSize(random: Random, template: EventTemplate): number {
  const extra = Math.floor(-Math.log(1 - random.next()) * 7);
  return Math.min(template.maxMarkets, template.minMarkets + extra);
}

function seriesSlots(random: Random, now: Date, total: number): EventSlot[] {
  const slots: EventSlot[] = [];
  const nowMs = now.getTime();
  allocateSeriesEvents(total).forEach((count, index) => {
    const definition = SERIES[index];
    if (!definition || count === 0) return;
    const first = firstOccurrenceAfter(definition, now);
    const upcoming = upcomingCount(definition, count);
    for (let k = upcoming - count; k < upcoming; k += 1) {
      const endMs = occurrence(first, definition.recurrence, k).getTime();
      const status: EventStatus =
        endMs > nowMs ? 'open' : endMs < nowMs - 365 * DAY ? 'archived' : 'closed';
      const startMs = Math.min(endMs - definition.leadMs, nowMs - random.between(5, 180) * MINUTE);
      slots.push({
        template: definition.template,
        marketCount: preferredSize(random, definition.template),
        series: index,
        status,
        createdMs: startMs - random.between(1, 60) * MINUTE,
        startMs,
        endMs,
      });
    }
  });
  return slots;
}

/** Templates of the category that satisfy `accept`, or of any category when it has none. */
function templatesLike(category: Category, accept: (template: EventTemplate) => boolean) {
  const own = CATEGORIES.find((entry) => entry.category === category)?.templates ?? [];
  const matching = own.filter(accept);
  if (matching.length > 0) return matching;
  return CATEGORIES.flatMap((entry) => entry.templates).filter(accept);
}

/**
 * Swaps one event between single and multi-market to move the market total towards the
 * target; prefers swaps that do not overshoot. Answers the new difference.
 */
function swapShape(random: Random, slots: EventSlot[], diff: number): number {
  const toSingle = diff < 0;
  const candidates = slots.filter((slot) =>
    toSingle ? slot.template.maxMarkets > 1 : slot.template.maxMarkets === 1,
  );
  const exact = toSingle
    ? candidates.filter((candidate) => candidate.marketCount - 1 <= -diff)
    : candidates;
  if (candidates.length === 0) throw new Error('No event can change shape');
  const slot = random.pick(exact.length > 0 ? exact : candidates);
  const options = templatesLike(slot.template.category, (template) =>
    toSingle
      ? template.maxMarkets === 1
      : template.minMarkets > 1 && template.minMarkets <= 1 + diff,
  );
  const fallback = templatesLike(slot.template.category, (template) => template.minMarkets > 1);
  const template = random.pick(options.length > 0 ? options : fallback);
  const before = slot.marketCount;
  slot.template = template;
  slot.series = null;
  slot.marketCount = template.minMarkets;
  return diff + before - slot.marketCount;
}

/**
 * Grows or shrinks randomly chosen multi-market events, one market at a time and within their
 * templates' bounds, until the catalog has exactly `target` markets; changes an event's shape
 * only when resizing cannot get there.
 */
function fitMarketCount(random: Random, slots: EventSlot[], target: number): void {
  let diff = target - slots.reduce((sum, slot) => sum + slot.marketCount, 0);
  for (let round = 0; diff !== 0; round += 1) {
    if (round > slots.length + 100) throw new Error(`Cannot fit ${target} markets`);
    const grow = diff > 0;
    const canMove = (slot: EventSlot): boolean =>
      grow
        ? slot.marketCount < slot.template.maxMarkets
        : slot.marketCount > slot.template.minMarkets;
    const movable = slots.filter(canMove);
    while (diff !== 0 && movable.length > 0) {
      const index = random.int(0, movable.length - 1);
      const slot = movable[index] as EventSlot;
      slot.marketCount += grow ? 1 : -1;
      diff += grow ? -1 : 1;
      if (!canMove(slot)) {
        movable[index] = movable[movable.length - 1] as EventSlot;
        movable.pop();
      }
    }
    if (diff !== 0) diff = swapShape(random, slots, diff);
  }
}

/** Every event of the catalog, in creation order (which is also id order). */
export function planEvents(random: Random, now: Date, marketTarget: number): EventSlot[] {
  const eventCount = Math.max(1, Math.round(marketTarget / MARKETS_PER_EVENT));
  const slots = seriesSlots(random, now, Math.round(eventCount * SERIES_SHARE));
  while (slots.length < eventCount) slots.push(standaloneSlot(random, now.getTime()));
  fitMarketCount(random, slots, marketTarget);
  return slots
    .map((slot, index) => ({ slot, index }))
    .sort((a, b) => a.slot.createdMs - b.slot.createdMs || a.index - b.index)
    .map(({ slot }) => slot);
}
