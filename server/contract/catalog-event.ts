import { Type, type Static } from 'typebox';
import { IsoDate } from './common.js';
import { MarketWithoutEvents } from './catalog-market.js';
import {
  eventCoreFields,
  SeriesEventSummary,
  SeriesWithoutEvents,
  seriesFields,
} from './catalog-event-core.js';

export { SeriesEventSummary, SeriesWithoutEvents } from './catalog-event-core.js';

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
