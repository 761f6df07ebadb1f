import { Type, type Static } from 'typebox';
import { SeriesEventSummary, Tag } from './catalog-event.js';

export const SearchTag = Type.Object({
  id: Type.String(),
  label: Type.String(),
  slug: Type.String(),
  event_count: Type.Integer(),
});

export const SearchResult = Type.Object({
  events: Type.Array(Type.Object({ ...SeriesEventSummary.properties, tags: Type.Array(Tag) })),
  tags: Type.Optional(Type.Array(SearchTag)),
  pagination: Type.Object({ hasMore: Type.Boolean(), totalResults: Type.Integer() }),
});
export type SearchResult = Static<typeof SearchResult>;
