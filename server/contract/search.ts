import { Type, type Static } from 'typebox';
import { Event, SeriesEventSummary, Tag } from './catalog-event.js';

/** A tag found by search, with how many events (in the creator's scope) carry it. */
export const SearchTag = Type.Object({
  id: Type.String(),
  label: Type.String(),
  slug: Type.String(),
  event_count: Type.Integer(),
});
export type SearchTag = Static<typeof SearchTag>;

/** A trader's public profile found by name or pseudonym. */
export const SearchProfile = Type.Object({
  name: Type.String(),
  pseudonym: Type.String(),
  bio: Type.String(),
  profileImage: Type.String(),
  proxyWallet: Type.String(),
  displayUsernamePublic: Type.Boolean(),
});
export type SearchProfile = Static<typeof SearchProfile>;

/** An event found by search: with its tags, and unless `optimized`, its markets and series. */
export const SearchEvent = Type.Object({
  ...SeriesEventSummary.properties,
  tags: Type.Array(Tag),
  markets: Type.Optional(Event.properties.markets),
  series: Type.Optional(Event.properties.series),
});
export type SearchEvent = Static<typeof SearchEvent>;

export const SearchResult = Type.Object({
  events: Type.Array(SearchEvent),
  /** Present only when tags are searched (search_tags, the default). */
  tags: Type.Optional(Type.Array(SearchTag)),
  /** Present only when profiles are searched (search_profiles=true). */
  profiles: Type.Optional(Type.Array(SearchProfile)),
  pagination: Type.Object({ hasMore: Type.Boolean(), totalResults: Type.Integer() }),
});
export type SearchResult = Static<typeof SearchResult>;
