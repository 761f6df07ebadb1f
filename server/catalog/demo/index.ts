import { inTransaction, type Database } from '../../storage/index.js';
import { createCatalogWriter } from '../writer.js';
import { writeComments, writeProfiles } from './community.js';
import { writeEvent, type CatalogContext, type EventDigest } from './events.js';
import { createSlugRegistry } from './ids.js';
import { planEvents } from './plan.js';
import { createRandom } from './random.js';
import { SERIES } from './series-catalog.js';
import { createTitleRegistry, draftSeriesEvents } from './titles.js';
import { writeSeries, type SeriesSpan } from './series.js';
import { writeSites } from './sites.js';
import { writeSports } from './sports.js';
import { writeTags } from './tags.js';
import type { SeedProgress } from './seed-progress.js';

export {
  DEMO_CREATOR_WALLETS,
  DEMO_CREATORS,
  DEMO_MAIN_SITE,
  DEMO_SITE_IDS,
  DEMO_SITES,
} from './sites.js';

export interface DemoCatalogOptions {
  /** PRNG seed; the same seed, `now` and size give a byte-identical catalog. */
  seed?: number;
  /** How many markets to create (default 1,500). */
  markets?: number;
  /** The moment the catalog's dates are placed around (default: the current time). */
  now?: Date;
  /** Told as the markets are written (after each event), then of each later phase. */
  onProgress?: (progress: SeedProgress) => void;
}

export interface DemoCatalogSummary {
  tags: number;
  series: number;
  sports: number;
  teams: number;
  events: number;
  markets: number;
  comments: number;
  profiles: number;
}

export const DEFAULT_DEMO_SEED = 20_240_611;
export const DEFAULT_DEMO_MARKETS = 1_500;

const FIRST_EVENT_ID = 20_001;
const FIRST_MARKET_ID = 500_001;
const MAX_PROFILES = 2_000;
const MAX_COMMENTS = 20_000;
const MAX_BULK_CACHE_KIB = 512 * 1024;

function settingsOf(options: DemoCatalogOptions) {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const markets = options.markets ?? DEFAULT_DEMO_MARKETS;
  const now = options.now ?? new Date();
  const onProgress = options.onProgress ?? (() => undefined);
  if (!Number.isSafeInteger(seed)) throw new RangeError('seed must be a safe integer');
  if (!Number.isSafeInteger(markets) || markets < 1) {
    throw new RangeError('markets must be a positive integer');
  }
  if (Number.isNaN(now.getTime())) throw new RangeError('now must be a valid date');
  return { seed, markets, now, onProgress };
}

/**
 * Fills an empty catalog with a deterministic demo: tags, recurring series, events across
 * categories with single and neg-risk markets (open, resolved and archived), creators, sites,
 * profiles and comments. Everything is written in one transaction. The markets have not traded:
 * their prices and volumes are the venue's to compute once it quotes and trades them.
 */
export function seedDemoCatalog(
  db: Database,
  options: DemoCatalogOptions = {},
): DemoCatalogSummary {
  const settings = settingsOf(options);
  return withPageCacheFor(db, settings.markets, () =>
    inTransaction(db, () => writeCatalog(db, settings)),
  );
}

function writeCatalog(
  db: Database,
  { seed, markets, now, onProgress }: ReturnType<typeof settingsOf>,
): DemoCatalogSummary {
  const existing = db.prepare('SELECT COUNT(*) FROM events').pluck().get() as number;
  if (existing > 0) throw new Error('The demo catalog can only be seeded into an empty catalog');
  const nowMs = now.getTime();
  const writer = createCatalogWriter(db);
  const random = createRandom(seed);
  const tagIds = writeTags(writer, random.fork('tags'), now);
  writeSites(writer);
  const slots = planEvents(random.fork('plan'), now, markets);
  writeSeries(writer, random.fork('series'), now, seriesSpans(slots, nowMs));
  const sports = writeSports(writer, tagIds, now);
  let marketId = FIRST_MARKET_ID;
  const titles = createTitleRegistry();
  const context: CatalogContext = {
    writer,
    random: random.fork('events'),
    seed,
    nowMs,
    tagIds,
    eventSlug: createSlugRegistry(),
    marketSlug: createSlugRegistry(),
    nextMarketId: () => marketId++,
    titles,
    seriesDrafts: draftSeriesEvents(random.fork('series-events'), slots, titles),
  };
  const progress = (phase: SeedProgress['phase']) =>
    onProgress({ phase, markets: marketId - FIRST_MARKET_ID, total: markets });
  const digests: EventDigest[] = slots.map((slot, index) => {
    const digest = writeEvent(context, slot, FIRST_EVENT_ID + index);
    progress('markets');
    return digest;
  });
  progress('comments');
  writer.refreshEventAggregates();
  const community = random.fork('community');
  const profileCount = Math.min(MAX_PROFILES, Math.max(20, Math.round(markets / 5)));
  const authors = writeProfiles(writer, community, seed, nowMs, profileCount);
  const commentCount = Math.min(MAX_COMMENTS, markets * 2);
  const comments = writeComments(writer, community, nowMs, digests, authors, commentCount);
  progress('committing');
  return {
    tags: tagIds.size,
    series: SERIES.length,
    ...sports,
    events: slots.length,
    markets: marketId - FIRST_MARKET_ID,
    comments,
    profiles: authors.length,
  };
}

/**
 * Runs fn with this connection's page cache large enough for the catalog being written (about
 * 3 KiB per market): a cache that spills mid-transaction makes a large catalog slower to write
 * (docs/benchmarks.md has the figure). The connection's own setting is restored afterwards.
 */
function withPageCacheFor<T>(db: Database, markets: number, fn: () => T): T {
  const previous = db.pragma('cache_size', { simple: true }) as number;
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  const previousKib = previous < 0 ? -previous : (previous * pageSize) / 1024;
  const wantedKib = Math.min(MAX_BULK_CACHE_KIB, markets * 4);
  if (wantedKib <= previousKib) return fn();
  db.pragma(`cache_size = ${-wantedKib}`);
  try {
    return fn();
  } finally {
    db.pragma(`cache_size = ${previous}`);
  }
}

function seriesSpans(slots: ReturnType<typeof planEvents>, nowMs: number): SeriesSpan[] {
  return SERIES.map((_, index) => {
    const own = slots.filter((slot) => slot.series === index);
    return {
      firstCreatedMs: own.reduce<number | null>(
        (earliest, slot) =>
          earliest === null ? slot.createdMs : Math.min(earliest, slot.createdMs),
        null,
      ),
      open: own.length === 0 || own.some((slot) => slot.endMs > nowMs),
    };
  });
}
