// The replay venue's catalog: every object as the venue would answer it, and the changes a test
// makes to it (updates, closures, deletions), each with a fresh `updatedAt` as the venue gives.
import {
  CATALOG_EPOCH,
  makeEvent,
  makeSeries,
  makeSport,
  makeTag,
  makeTeam,
  marketKindsOf,
  type EventKind,
  type Json,
} from './catalog-objects.js';
import { microsIso, seededRandom } from './venue-values.js';

export interface ReplayCatalogSize {
  /** Events; their markets follow from their kinds (one to three each). */
  events: number;
  tags: number;
  series: number;
  teams: number;
}

export const DEFAULT_SIZE: ReplayCatalogSize = { events: 60, tags: 240, series: 24, teams: 1200 };

const EVENT_KINDS: readonly EventKind[] = [
  'plain',
  'sports',
  'negRisk',
  'plain',
  'resolved',
  'legacy',
];
const SPORTS = 4;

/** Keys of an event the venue leaves out of the summary it nests in a market's `events`. */
const NOT_IN_MARKET_SUMMARY = ['markets', 'tags'];
/** ... and of the summaries a series lists as its `events`. */
const NOT_IN_SERIES_SUMMARY = ['markets', 'tags', 'series', 'eventMetadata'];

const without = (object: Json, keys: readonly string[]): Json =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));

const clone = <T>(value: T): T => structuredClone(value);

export class ReplayCatalog {
  readonly tags = new Map<number, Json>();
  readonly series = new Map<number, Json>();
  readonly sports = new Map<number, Json>();
  readonly teams = new Map<number, Json>();
  /** Events with their own fields, tags and series; their markets are kept apart. */
  private readonly events = new Map<number, Json>();
  /** Markets without `events`, as an event nests them. */
  private readonly markets = new Map<number, Json>();
  private readonly marketEvent = new Map<number, number>();
  private clock = 0;

  constructor(size: ReplayCatalogSize = DEFAULT_SIZE, seed = 23) {
    const random = seededRandom(seed);
    for (let id = 1; id <= size.tags; id++) this.tags.set(id, makeTag(id, random));
    for (let id = 1; id <= size.series; id++) this.series.set(id, makeSeries(id, random));
    for (let id = 1; id <= SPORTS; id++) {
      this.sports.set(id, makeSport(id, ((id - 1) % size.series) + 1, [1, id + 1]));
    }
    for (let id = 1; id <= size.teams; id++) this.teams.set(id, makeTeam(id, (id % SPORTS) + 1));
    let marketId = 1000;
    for (let index = 0; index < size.events; index++) {
      const id = 500 + index;
      const kind = EVENT_KINDS[index % EVENT_KINDS.length]!;
      const tagIds = [1 + (index % size.tags), 1 + ((index * 7 + 3) % size.tags)];
      const seriesIds = kind === 'sports' || index % 4 === 0 ? [1 + (index % size.series)] : [];
      const event = makeEvent({
        id,
        kind,
        created: CATALOG_EPOCH - (200 - (index % 150)) * 86_400_000,
        random,
        tags: [...new Set(tagIds)].map((tag) => clone(this.tags.get(tag)!)),
        series: seriesIds.map((series) => clone(this.series.get(series)!)),
        markets: marketKindsOf(kind, id).map((marketKind) => ({
          id: marketId++,
          kind: marketKind,
        })),
      });
      this.putEvent(event);
    }
  }

  /** A new event (with its `markets`), or one replaced whole. */
  putEvent(event: Json): void {
    const id = Number(event['id']);
    const markets = (event['markets'] as Json[] | undefined) ?? [];
    this.events.set(id, { ...event, markets: [] });
    for (const market of markets) this.putMarket(id, market);
  }

  putMarket(eventId: number, market: Json): void {
    const id = Number(market['id']);
    this.markets.set(id, clone(market));
    this.marketEvent.set(id, eventId);
  }

  /** A time later than every `updatedAt` given so far, in the venue's spelling. */
  private now(): string {
    this.clock = Math.max(Date.now(), this.clock + 1);
    return microsIso(this.clock, this.clock % 997);
  }

  /** Changes fields of a market as the venue would, giving it a new `updatedAt`. */
  updateMarket(id: number, changes: Json): void {
    const market = this.markets.get(id);
    if (!market) throw new Error(`no market ${id}`);
    Object.assign(market, changes, { updatedAt: this.now() });
  }

  updateEvent(id: number, changes: Json): void {
    const event = this.events.get(id);
    if (!event) throw new Error(`no event ${id}`);
    Object.assign(event, changes, { updatedAt: this.now() });
  }

  /** Closes a market (and its event once all are closed), as a closure arrives upstream. */
  closeMarket(id: number): void {
    this.updateMarket(id, {
      closed: true,
      acceptingOrders: false,
      closedTime: '2026-06-01 12:00:00+00',
    });
    const eventId = this.marketEvent.get(id)!;
    if (this.marketsOf(eventId).every((market) => market['closed'] === true)) {
      this.updateEvent(eventId, { closed: true });
    }
  }

  deleteEvent(id: number): void {
    for (const market of this.marketsOf(id)) {
      const marketId = Number(market['id']);
      this.markets.delete(marketId);
      this.marketEvent.delete(marketId);
    }
    this.events.delete(id);
  }

  private marketsOf(eventId: number): Json[] {
    return [...this.markets.entries()]
      .filter(([id]) => this.marketEvent.get(id) === eventId)
      .sort(([a], [b]) => a - b)
      .map(([, market]) => market);
  }

  /** Every event id, in id order. */
  eventIds(): number[] {
    return [...this.events.keys()].sort((a, b) => a - b);
  }

  marketIds(): number[] {
    return [...this.markets.keys()].sort((a, b) => a - b);
  }

  /** GET /events/{id} and the items of the event lists: the event with its markets. */
  event(id: number): Json | undefined {
    const event = this.events.get(id);
    return event && clone({ ...event, markets: this.marketsOf(id) });
  }

  /** The event as a market carries it in its `events`. */
  private eventSummary(id: number): Json {
    return clone(without(this.events.get(id)!, NOT_IN_MARKET_SUMMARY));
  }

  /** GET /markets/{id} and the items of the market lists: the market with its event. */
  market(id: number): Json | undefined {
    const market = this.markets.get(id);
    if (!market) return undefined;
    return clone({ ...market, events: [this.eventSummary(this.marketEvent.get(id)!)] });
  }

  /** GET /series/{id} and /series items: the series with summaries of its events. */
  seriesItem(id: number): Json | undefined {
    const series = this.series.get(id);
    if (!series) return undefined;
    const events = this.eventIds()
      .map((eventId) => this.events.get(eventId)!)
      .filter((event) =>
        ((event['series'] as Json[] | undefined) ?? []).some((item) => Number(item['id']) === id),
      )
      .map((event) => without(event, NOT_IN_SERIES_SUMMARY));
    return clone({ ...series, events });
  }
}
