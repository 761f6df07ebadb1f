import {
  createCatalogWriter,
  type EventRecord,
  type MarketRecord,
  UNTRADED_STATS,
} from '../../server/catalog/index.js';
import { inTransaction, type Database } from '../../server/storage/index.js';

/**
 * A small catalog for search tests: titles, descriptions, tags, creators and site listings
 * chosen so that ranking, prefix, diacritics and scope answers are known exactly.
 */
export const WALLET_A = `0x${'a1'.repeat(20)}`;
export const WALLET_B = `0x${'b2'.repeat(20)}`;
export const SITE = 'alpha';
export const TAG = { crypto: 1, cryptography: 2, politics: 3, weather: 4 } as const;
export const RAIN_EVENTS = 12;
const FIRST_RAIN_EVENT = 100;

export const iso = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

export interface EventSpec {
  id: number;
  title: string;
  description: string;
  tags: number[];
  creator: string;
  volume: number;
  closed?: boolean;
  onSite?: boolean;
}

export function eventRecord(spec: EventSpec): EventRecord {
  const slug = `event-${spec.id}`;
  return {
    id: spec.id,
    ticker: slug,
    slug,
    title: spec.title,
    description: spec.description,
    resolutionSource: '',
    image: `/assets/icons/${slug}.svg`,
    icon: 'https://cdn.example.org/icon.png',
    startDate: iso(1),
    creationDate: iso(1),
    endDate: iso(28),
    createdAt: iso(1),
    updatedAt: iso(2),
    active: true,
    closed: spec.closed ?? false,
    archived: false,
    featured: false,
    negRisk: false,
    negRiskMarketId: '',
    eventMetadata: {},
    tagIds: spec.tags,
    seriesIds: [],
  };
}

export function marketRecord(spec: EventSpec): MarketRecord {
  const id = spec.id * 10;
  const closed = spec.closed ?? false;
  return {
    id,
    eventId: spec.id,
    conditionId: `0x${id.toString(16).padStart(64, '0')}`,
    questionId: `0x${id.toString(16).padStart(64, '1')}`,
    question: `${spec.title}?`,
    slug: `market-${id}`,
    description: spec.description,
    resolutionSource: '',
    image: '',
    icon: '',
    groupItemTitle: '',
    tokens: [
      { tokenId: `${id}01`, outcome: 'Yes' },
      { tokenId: `${id}02`, outcome: 'No' },
    ],
    startDate: iso(1),
    endDate: iso(28),
    createdAt: iso(1),
    updatedAt: iso(2),
    closedTime: closed ? iso(28) : null,
    active: true,
    closed,
    archived: false,
    featured: false,
    acceptingOrders: !closed,
    enableOrderBook: true,
    negRisk: false,
    negRiskMarketId: '',
    negRiskRequestId: '',
    tickSizeMicros: 10_000,
    minOrderSizeMicros: 5_000_000,
    makerBaseFeeBps: 0,
    takerBaseFeeBps: 0,
    feeRateMicros: 0,
    feeExponent: 0,
    feeTakerOnly: true,
    rewardsDailyRateMicros: 0,
    rewardsMinSizeMicros: 0,
    rewardsMaxSpreadMicros: 0,
    creator: spec.creator,
    winningOutcomeIndex: closed ? 0 : null,
    stats: { ...UNTRADED_STATS, volumeMicros: spec.volume * 1_000_000 },
  };
}

// prettier-ignore
const EVENTS: EventSpec[] = [
  { id: 1, title: 'Bitcoin above 100k by June', description: 'Resolves on the spot price.', tags: [TAG.crypto], creator: WALLET_A, volume: 500, onSite: true },
  { id: 2, title: 'Will the hashrate rally', description: 'Tracks bitcoin mining difficulty.', tags: [TAG.crypto], creator: WALLET_B, volume: 10_000 },
  { id: 3, title: 'Bitcoin dominance in 2023', description: 'Share of the market.', tags: [TAG.crypto], creator: WALLET_A, volume: 99_000, closed: true },
  { id: 4, title: 'Résumé of the summit', description: 'Leaders meet.', tags: [TAG.politics], creator: WALLET_B, volume: 50, onSite: true },
  { id: 5, title: 'Senate control after the election', description: 'Which party wins.', tags: [TAG.politics], creator: WALLET_B, volume: 70 },
  { id: 6, title: 'Ethereum price at year end', description: 'Ethereum closing price.', tags: [TAG.crypto, TAG.cryptography], creator: WALLET_A, volume: 20 },
  // Same shape, so the same relevance: volume decides their order.
  ...Array.from({ length: RAIN_EVENTS }, (_, index) => ({
    id: FIRST_RAIN_EVENT + index,
    title: `Rainfall total ${String(index).padStart(2, '0')}`,
    description: 'Daily gauge reading.',
    tags: [TAG.weather],
    creator: WALLET_B,
    volume: 1000 + ((index * 7) % RAIN_EVENTS) * 10,
  })),
];

export function fillSearchCatalog(db: Database): void {
  const writer = createCatalogWriter(db);
  inTransaction(db, () => {
    const dates = { createdAt: iso(1), updatedAt: iso(1) };
    writer.addTag({ id: TAG.crypto, label: 'Crypto', slug: 'crypto', ...dates });
    writer.addTag({ id: TAG.cryptography, label: 'Cryptography', slug: 'cryptography', ...dates });
    writer.addTag({ id: TAG.politics, label: 'Politics', slug: 'politics', ...dates });
    writer.addTag({ id: TAG.weather, label: 'Weather', slug: 'weather', ...dates });
    writer.addSite(SITE, 'Alpha');
    for (const spec of EVENTS) {
      writer.addEvent(eventRecord(spec));
      writer.addMarket(marketRecord(spec));
      if (spec.onSite) writer.listOnSite(SITE, spec.id * 10);
    }
    writer.refreshEventAggregates();
  });
}
