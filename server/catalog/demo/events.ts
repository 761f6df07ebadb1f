import { iconPath } from '../../shared/index.js';
import type { MarketRecord } from '../records.js';
import type { CatalogWriter } from '../writer.js';
import { HOUR, MINUTE } from './dates.js';
import { negRiskMarketIdFor } from './ids.js';
import { buildMarket, type EventTimes, type MarketResolution } from './markets.js';
import type { EventSlot } from './plan.js';
import type { Random } from './random.js';
import { SERIES } from './series-catalog.js';
import { RECURRENCE_TAGS, seriesId } from './series.js';
import { listMarket, pickCreator } from './sites.js';
import { CATEGORY_TAG, requireTag } from './tags.js';
import { draftEvent, type Drafted, type TitleRegistry } from './titles.js';
import type { Category, EventDraft } from './vocabulary/index.js';

const ONE = 1_000_000;
const MAX_EVENT_VOLUME_DOLLARS = 400_000_000;

export interface CatalogContext {
  writer: CatalogWriter;
  random: Random;
  seed: number;
  nowMs: number;
  tagIds: ReadonlyMap<string, number>;
  eventSlug(text: string): string;
  marketSlug(text: string): string;
  nextMarketId(): number;
  /** The titles taken so far: no two open events, and no two events of a series, share one. */
  titles: TitleRegistry;
  /** The series' events, drafted ahead so that their dated titles are theirs. */
  seriesDrafts: ReadonlyMap<EventSlot, Drafted>;
}

/** What the community generator needs to know about an event. */
export interface EventDigest {
  id: number;
  category: Category;
  createdMs: number;
  /** Comments stop when the event closes. */
  activeUntilMs: number;
  /** How much the event is meant to interest people (its markets' planned volumes). */
  plannedVolumeMicros: number;
  /** Labels people talk about: the group items or the named outcomes. */
  items: readonly string[];
}

/** Prices of a neg-risk group's first outcomes: positive, summing to about 1. */
function groupPrices(random: Random, count: number): number[] {
  const weights = Array.from({ length: count }, () => Math.exp(1.4 * random.normal()));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => Math.max(1, Math.round((ONE * weight) / total)));
}

function singlePrice(random: Random, draft: EventDraft): number {
  if (draft.priceStyle === 'coin-flip') return Math.round(ONE * random.between(0.35, 0.65));
  const roll = random.next();
  if (roll < 0.25) return Math.round(ONE * random.between(0.003, 0.08));
  if (roll < 0.4) return Math.round(ONE * random.between(0.9, 0.995));
  return Math.round(ONE * random.between(0.08, 0.9));
}

function weightedIndex(random: Random, weights: readonly number[]): number {
  let target = random.next() * weights.reduce((sum, weight) => sum + weight, 0);
  for (let index = 0; index < weights.length; index += 1) {
    target -= weights[index] as number;
    if (target < 0) return index;
  }
  return weights.length - 1;
}

/** Who won each market of a resolved event (first outcome = 0), or null per open market. */
function resolutions(
  random: Random,
  slot: EventSlot,
  prices: readonly number[],
  draft: EventDraft,
  nowMs: number,
): (MarketResolution | null)[] {
  if (slot.status === 'open') {
    const result: (MarketResolution | null)[] = prices.map(() => null);
    // A candidate who drops out of a long race is resolved "No" early while the rest trade.
    if (prices.length >= 5 && random.chance(0.15)) {
      const lowest = prices.indexOf(Math.min(...prices));
      const closedMs = slot.startMs + (nowMs - slot.startMs) * random.between(0.3, 0.95);
      result[lowest] = { closedMs, winningOutcomeIndex: 1, archived: false };
    }
    return result;
  }
  const closedMs = Math.min(nowMs, slot.endMs + random.between(10, 30 * 60) * MINUTE);
  const archived = slot.status === 'archived';
  const single = prices.length === 1;
  const winner = single ? -1 : weightedIndex(random, prices);
  return prices.map((price, index) => {
    let winningOutcomeIndex: number;
    if (!single) winningOutcomeIndex = index === winner ? 0 : 1;
    else if (draft.priceStyle === 'coin-flip') winningOutcomeIndex = random.chance(0.5) ? 0 : 1;
    else winningOutcomeIndex = random.chance(price / ONE) ? 0 : 1;
    return { closedMs, winningOutcomeIndex, archived };
  });
}

function eventTagIds(
  context: CatalogContext,
  slot: EventSlot,
  category: Category,
  draft: EventDraft,
): number[] {
  const slugs = new Set([CATEGORY_TAG[category], ...draft.tags]);
  const definition = slot.series === null ? undefined : SERIES[slot.series];
  if (definition) for (const tag of RECURRENCE_TAGS[definition.recurrence]) slugs.add(tag);
  return [...slugs].map((slug) => requireTag(context.tagIds, slug));
}

/** Builds one event and its markets from its slot, writes them and lists the markets on sites. */
export function writeEvent(context: CatalogContext, slot: EventSlot, eventId: number): EventDigest {
  const { random, nowMs, writer } = context;
  const { draft, template } =
    context.seriesDrafts.get(slot) ?? draftEvent(random, slot, context.titles);
  if (draft.markets.length !== slot.marketCount) {
    throw new Error(`Template for "${draft.title}" made ${draft.markets.length} markets`);
  }
  const category = template.category;
  const negRisk = draft.markets.length > 1;
  const prices = negRisk ? groupPrices(random, draft.markets.length) : [singlePrice(random, draft)];
  const outcomes = resolutions(random, slot, prices, draft, nowMs);
  const featured = slot.status === 'open' && random.chance(0.03);
  const volumeDollars = Math.min(
    MAX_EVENT_VOLUME_DOLLARS,
    Math.exp(Math.log(slot.series === null ? 20_000 : 30_000) + 1.8 * random.normal()) *
      (featured ? 4 : 1),
  );
  const shares = prices.map((price) => (price / ONE + 0.03) * random.between(0.4, 1.6));
  const shareTotal = shares.reduce((sum, share) => sum + share, 0);
  const slug = context.eventSlug(draft.title);
  const negRiskMarketId = negRisk
    ? negRiskMarketIdFor(`demo:${context.seed}:event:${eventId}`)
    : '';
  const creator = pickCreator(random, category);
  const times: EventTimes = {
    createdMs: slot.createdMs,
    startMs: slot.startMs,
    endMs: slot.endMs,
    createdAt: new Date(slot.createdMs).toISOString(),
    startDate: new Date(slot.startMs).toISOString(),
    endDate: new Date(slot.endMs).toISOString(),
  };
  const markets: MarketRecord[] = draft.markets.map((market, index) =>
    buildMarket(random, {
      id: context.nextMarketId(),
      eventId,
      index,
      draft: market,
      resolutionSource: draft.resolutionSource,
      slug: context.marketSlug(market.question),
      seed: context.seed,
      negRiskMarketId,
      price: prices[index] as number,
      fineTick: draft.priceStyle === 'coin-flip' && draft.fee === 'crypto',
      plannedVolumeMicros: Math.round(
        (volumeDollars * ONE * (shares[index] as number)) / shareTotal,
      ),
      fee: draft.fee,
      creator,
      featured: featured && !negRisk,
      times,
      nowMs,
      resolution: outcomes[index] ?? null,
    }),
  );
  const closed = markets.every((market) => market.closed);
  const updatedMs = Math.max(...markets.map((market) => Date.parse(market.updatedAt)));
  writer.addEvent({
    id: eventId,
    ticker: slug,
    slug,
    title: draft.title,
    description: draft.description,
    resolutionSource: draft.resolutionSource,
    image: iconPath(slug),
    icon: iconPath(slug),
    startDate: times.startDate,
    creationDate: times.startDate,
    endDate: times.endDate,
    createdAt: times.createdAt,
    updatedAt: new Date(updatedMs).toISOString(),
    active: true,
    closed,
    archived: markets.every((market) => market.archived),
    featured,
    negRisk,
    negRiskMarketId,
    eventMetadata: {},
    tagIds: eventTagIds(context, slot, category, draft),
    seriesIds: slot.series === null ? [] : [seriesId(slot.series)],
  });
  for (const market of markets) {
    writer.addMarket(market);
    listMarket(writer, market.id, category);
  }
  const lastClose = Math.max(...outcomes.map((outcome) => outcome?.closedMs ?? 0));
  return {
    id: eventId,
    category,
    createdMs: slot.createdMs,
    activeUntilMs: closed ? Math.min(nowMs, Math.max(slot.createdMs + HOUR, lastClose)) : nowMs,
    plannedVolumeMicros: Math.round(volumeDollars * ONE),
    items: negRisk
      ? draft.markets.map((market) => market.groupItemTitle)
      : draft.markets[0]?.outcomes[0] === 'Yes'
        ? []
        : [...(draft.markets[0]?.outcomes ?? [])],
  };
}
