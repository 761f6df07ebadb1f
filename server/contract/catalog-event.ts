import { Type, type Static } from 'typebox';
import { IsoDate } from './common.js';
import { MarketWithoutEvents } from './catalog-market.js';

export const Tag = Type.Object({
  id: Type.String(),
  label: Type.String(),
  slug: Type.String(),
  forceShow: Type.Boolean(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
  requiresTranslation: Type.Boolean(),
});
export type Tag = Static<typeof Tag>;

const eventCoreFields = {
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
};

/** Event as summarised inside a series (no tags, markets or series). */
export const SeriesEventSummary = Type.Object(eventCoreFields);
export type SeriesEventSummary = Static<typeof SeriesEventSummary>;

const seriesFields = {
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

export const Series = Type.Object({ ...seriesFields, events: Type.Array(SeriesEventSummary) });
export type Series = Static<typeof Series>;

export const Event = Type.Object({
  ...eventCoreFields,
  tags: Type.Array(Tag),
  markets: Type.Array(MarketWithoutEvents),
  series: Type.Array(SeriesWithoutEvents),
  eventMetadata: Type.Record(Type.String(), Type.Unknown()),
});
export type Event = Static<typeof Event>;
