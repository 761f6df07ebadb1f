import { Type, type Static } from 'typebox';
import { SeriesEventSummary, Tag } from './catalog-event.js';

/** A tag found by search, with how many events (in the creator's scope) carry it. */
export const SearchTag = Type.Object({
  id: Type.String(),
  label: Type.String(),
  slug: Type.String(),
  event_count: Type.Integer(),
});
export type SearchTag = Static<typeof SearchTag>;

export const SearchResult = Type.Object({
  events: Type.Array(Type.Object({ ...SeriesEventSummary.properties, tags: Type.Array(Tag) })),
  /** Present only when tags are searched (search_tags, the default). */
  tags: Type.Optional(Type.Array(SearchTag)),
  pagination: Type.Object({ hasMore: Type.Boolean(), totalResults: Type.Integer() }),
});
export type SearchResult = Static<typeof SearchResult>;
