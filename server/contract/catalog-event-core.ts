import { Type, type Static } from 'typebox';
import { IsoDate } from './common.js';

// The fields of an event and of a series that every form of them carries: catalog-event.ts
// builds the full forms, and catalog-market.ts the event inside a single market.

export const eventCoreFields = {
  id: Type.String(),
  ticker: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  resolutionSource: Type.String(),
  image: Type.String(),
  icon: Type.String(),
  startDate: IsoDate,
  creationDate: IsoDate,
  endDate: IsoDate,
  createdAt: IsoDate,
  updatedAt: IsoDate,
  active: Type.Boolean(),
  closed: Type.Boolean(),
  archived: Type.Boolean(),
  featured: Type.Boolean(),
  negRisk: Type.Boolean(),
  negRiskMarketID: Type.Optional(Type.String()),
  volume: Type.Number(),
  volume24hr: Type.Number(),
  liquidity: Type.Number(),
  competitive: Type.Number(),
  commentCount: Type.Integer(),
  volume1wk: Type.Number(),
  volume1mo: Type.Number(),
  volume1yr: Type.Number(),
  openInterest: Type.Number({ description: 'complete sets outstanding in its markets' }),
  enableOrderBook: Type.Boolean({ description: 'at least one of its markets trades on the book' }),
  enableNegRisk: Type.Boolean(),
  showAllOutcomes: Type.Boolean(),
  seriesSlug: Type.Optional(Type.String({ description: 'slug of its series, when it has one' })),
  startTime: Type.Optional(IsoDate),
};

/** Event as summarised inside a series (no tags, markets or series). */
export const SeriesEventSummary = Type.Object(eventCoreFields);
export type SeriesEventSummary = Static<typeof SeriesEventSummary>;

export const seriesFields = {
  id: Type.String(),
  ticker: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  seriesType: Type.String(),
  recurrence: Type.String(),
  image: Type.String(),
  icon: Type.String(),
  active: Type.Boolean(),
  closed: Type.Boolean(),
  archived: Type.Boolean(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
  volume: Type.Number(),
  volume24hr: Type.Number(),
  liquidity: Type.Number(),
};

/** Series as nested inside an event (no events field). */
export const SeriesWithoutEvents = Type.Object(seriesFields);
export type SeriesWithoutEvents = Static<typeof SeriesWithoutEvents>;
